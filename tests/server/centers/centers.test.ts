// Anonymous center calls the login and enrolment pages need, plus configuration and locales.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Center, Country, FrontendConfiguration, MaintenanceDetails, OffsiteStorageInfo, State } from '../../../contract/api/centers.ts';
import { FeatureFlagNames } from '../../../contract/api/centers.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

void describe('centers, configuration and locales', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

  void test('IvfCenterFromUrl resolves hosts with or without port or scheme; unknown hosts get 422', async () => {
    const cases: [string, number][] = [
      ['thames.localhost', 2],
      ['thames.localhost:8080', 2],
      ['http://northside.localhost:8080/auth/login', 1],
      ['localhost:8080', 1],
      ['SOL.localhost', 3],
      ['lumiere.localhost', 4],
    ];
    for (const [url, id] of cases) {
      const response = await get(`/api/Auth/IvfCenterFromUrl?ivfCenterUrl=${encodeURIComponent(url)}`);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.json<Center>().id, id, url);
    }
    const unknown = await get('/api/Auth/IvfCenterFromUrl?ivfCenterUrl=nowhere.localhost');
    assert.equal(unknown.statusCode, 422);
    assert.match(String(unknown.headers['content-type']), /^application\/problem\+json/);
    assert.equal((await get('/api/Auth/IvfCenterFromUrl')).statusCode, 400);
  });

  void test('each clinic has its own brand, currency, locale and time zone', async () => {
    const centers = await Promise.all([1, 2, 3, 4].map(async (id) => (await get(`/api/IvfCenters/${id}/IAIvfCenter/GetCenterAsync`)).json<Center>()));
    assert.deepEqual(
      centers.map((c) => [c.name, c.businessModel, c.currencyCode, c.locale, c.timeZone]),
      [
        ['Northside Fertility', 'B2B2C', 'USD', 'en-US', 'America/New_York'],
        ['Thames Fertility Centre', 'B2C', 'GBP', 'en-GB', 'Europe/London'],
        ['Clínica Sol', 'B2B', 'EUR', 'es', 'Europe/Madrid'],
        ['Lumière', 'B2B', 'EUR', 'fr', 'Europe/Paris'],
      ],
    );
    assert.equal(new Set(centers.map((c) => c.colorScheme.primary)).size, 4);
    for (const center of centers) {
      const logo = await get(center.logo);
      assert.equal(logo.statusCode, 200, center.logo);
      assert.match(String(logo.headers['content-type']), /^image\/svg\+xml/);
      assert.ok(logo.body.includes(center.name));
    }
    assert.equal((await get('/api/assets/logos/missing.svg')).statusCode, 404);
    assert.equal((await get('/api/IvfCenters/99/IAIvfCenter/GetCenterAsync')).statusCode, 404);
  });

  void test('maintenance: Lumière now, Clínica Sol in 30 minutes', async () => {
    const lumiere = (await get('/api/IvfCenters/4/GetIvfCenterMaintenanceDetails')).json<MaintenanceDetails>();
    assert.equal(lumiere.isInMaintenanceMode, true);
    const sol = (await get('/api/IvfCenters/3/GetIvfCenterMaintenanceDetails')).json<MaintenanceDetails>();
    assert.equal(sol.isInMaintenanceMode, false);
    assert.equal(Date.parse(sol.startMaintenanceDateTimeUtc ?? '') - t.clock.now(), 30 * 60_000);
    const northside = (await get('/api/IvfCenters/1/GetIvfCenterMaintenanceDetails')).json<MaintenanceDetails>();
    assert.deepEqual(northside, { isInMaintenanceMode: false, startMaintenanceDateTimeUtc: null, endMaintenanceDateTimeUtc: null });
  });

  void test('OffsiteStorageFromUrl: Thames is B2C with fertility preservation and collection sites', async () => {
    const thames = (await get('/api/Auth/OffsiteStorageFromUrl?ivfCenterUrl=thames.localhost:8080')).json<OffsiteStorageInfo>();
    assert.equal(thames.offsiteStorageModel, 'B2C');
    assert.equal(thames.fertPresEnabled, true);
    assert.ok(thames.collectionSites.length >= 2);
    const northside = (await get('/api/Auth/OffsiteStorageFromUrl?ivfCenterUrl=localhost')).json<OffsiteStorageInfo>();
    assert.equal(northside.fertPresEnabled, false);
  });

  void test('feature flags answer one boolean per asked name', async () => {
    const names = `${FeatureFlagNames.matchingSite},${FeatureFlagNames.openClosedDonation},Unknown`;
    const northside = await get(`/api/IvfCenters/1/IsFeatureEnabled?featuresFlagName=${names}`);
    assert.deepEqual(northside.json(), { [FeatureFlagNames.matchingSite]: true, [FeatureFlagNames.openClosedDonation]: true, Unknown: false });
    const thames = await get(`/api/IvfCenters/2/IsFeatureEnabled?featuresFlagName=${names}`);
    assert.deepEqual(thames.json(), { [FeatureFlagNames.matchingSite]: false, [FeatureFlagNames.openClosedDonation]: false, Unknown: false });
  });

  void test("countries put the clinic's own country first; states per country", async () => {
    const forThames = (await get('/api/IvfCenters/2/CountriesWithPriority?priority=true')).json<Country[]>();
    assert.equal(forThames[0]?.code, 'GB');
    assert.equal(forThames[1]?.code, 'US');
    const forNorthside = (await get('/api/IvfCenters/1/CountriesWithPriority')).json<Country[]>();
    assert.equal(forNorthside[0]?.code, 'US');
    const us = forNorthside[0];
    const states = (await get(`/api/IvfCenters/1/Countries/${us?.id ?? 0}/States`)).json<State[]>();
    assert.ok(states.length >= 50);
    assert.ok(states.some((state) => state.code === 'MA' && state.name === 'Massachusetts'));
    assert.equal((await get('/api/IvfCenters/1/Countries/999/States')).statusCode, 404);
  });

  void test('configuration points the content client at the emulator on the same origin', async () => {
    const response = await get('/api/Configuration');
    assert.equal(response.statusCode, 200);
    const config = response.json<FrontendConfiguration>();
    assert.equal(config.appVersion, '2.1.0.35024');
    assert.deepEqual(config.content, {
      space: 'cryo-portal',
      environment: 'master',
      accessToken: 'emulator-delivery-token',
      host: '',
      basePath: '/emulators/content',
      insecure: true,
    });
  });

  void test('locales', async () => {
    assert.deepEqual((await get('/api/Locale')).json(), [
      { name: 'en-US', displayText: 'English (US)' },
      { name: 'en-GB', displayText: 'English (UK)' },
      { name: 'es', displayText: 'Español' },
      { name: 'fr', displayText: 'Français' },
    ]);
  });

  void test('global banners need a signed-in user', async () => {
    assert.equal((await get('/api/GlobalBannerMessage/GetAllActive')).statusCode, 401);
    const { accessToken } = await t.login('grace.egg');
    const response = await get('/api/GlobalBannerMessage/GetAllActive', bearer(accessToken));
    assert.equal(response.statusCode, 200);
    const banners = response.json<{ id: number; text: string; styleId: string }[]>();
    assert.equal(banners.length, 1);
    assert.equal(banners[0]?.styleId, 'info');
    // The demo banner is written in every locale: a member reads it in their own language.
    const inLanguage = async (language: string) =>
      (await get('/api/GlobalBannerMessage/GetAllActive', { ...bearer(accessToken), 'accept-language': language })).json<{ text: string }[]>()[0]?.text ?? '';
    assert.match(await inLanguage('es'), /^Nuestras oficinas cierran/);
    assert.match(await inLanguage('fr'), /^Nos bureaux sont fermés/);
    assert.match(await inLanguage('en-GB'), /^Our offices are closed/);
  });

  void test('the demo banner reads in the member’s language', async () => {
    const { accessToken } = await t.login('hugo.sol');
    const texts: Record<string, RegExp> = { 'en-US': /public holidays/, 'en-GB': /bank holidays/, es: /días festivos/, fr: /jours fériés/ };
    for (const [language, expected] of Object.entries(texts)) {
      const response = await get('/api/GlobalBannerMessage/GetAllActive', { ...bearer(accessToken), 'accept-language': language });
      assert.match(response.json<{ text: string }[]>()[0]?.text ?? '', expected, language);
    }
  });
});
