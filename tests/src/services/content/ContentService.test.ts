/**
 * @jest-environment node
 */
// The content service against the real content emulator, through the real contentful SDK.
import {
  ContentError,
  contentMemberType,
  createContentService,
  toContentLocale,
  toContentMemberType,
  type ContentServiceOptions,
  type ContentSettings,
} from '../../../../src/services/content';
import { startContentEmulator, type RunningContentEmulator } from './support/startContentEmulator';

let emulator: RunningContentEmulator;

beforeAll(async () => {
  emulator = await startContentEmulator();
});
afterAll(async () => {
  await emulator.stop();
});
beforeEach(async () => {
  await emulator.reset();
});

const settings = (overrides: Partial<ContentSettings> = {}): ContentSettings => ({
  space: 'cryo-portal',
  environment: 'master',
  accessToken: 'emulator-token',
  host: emulator.host,
  basePath: emulator.basePath,
  insecure: true,
  ...overrides,
});

/** Fast retries so failure tests take milliseconds; the waits are recorded to check they grow. */
function serviceWith(overrides: Partial<ContentSettings> = {}, options: ContentServiceOptions = {}) {
  const waits: number[] = [];
  const service = createContentService(settings(overrides), {
    retry: {
      baseDelayMs: 5,
      jitterMs: 3,
      maxDelayMs: 100,
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => setTimeout(resolve, ms));
      },
    },
    log: () => undefined,
    ...options,
  });
  return { service, waits };
}

describe('member portal content', () => {
  it('serves the clinic’s own content when it has some', async () => {
    const { service } = serviceWith();
    const portal = await service.getMemberPortal({ centerId: 2, memberType: 'EggCryo', locale: 'en-GB' });

    expect(portal?.ivfCenter).toBe(2);
    expect(portal?.memberType).toBe('Donor');
    expect(portal?.landingPage.title).toBe('Welcome to Thames Fertility Centre');
    expect(portal?.landingPage.body.nodeType).toBe('document');
    expect(portal?.docuSign).toMatchObject({ title: 'Consent to your storage decision', version: 'DS-2026.1' });
    expect(portal?.dispositionOptionPages.map((page) => page.id)).toEqual([
      'donate-to-science',
      'donate-to-another-couple',
      'use-your-own',
      'thaw-and-discard',
      'egg-donate-to-science',
      'egg-donate-to-another-couple',
      'egg-use-your-own',
      'egg-thaw-and-discard',
      'sperm-thaw-and-discard',
      'testicular-thaw-and-discard',
    ]);
    const thaw = portal?.dispositionOptionPages.find((page) => page.id === 'thaw-and-discard');
    expect(thaw?.table?.tableData[0]).toEqual({ tableField: 'Thaw and discard', tableFieldValue: '£150 per storage batch' });
    expect(thaw?.relatesToThawAndDiscard).toBe(true);
    expect(thaw?.thawAndDiscardIfOlderThan).toBe(720);
  });

  it('falls back to clinic 0 when the clinic has no content, in the asked locale', async () => {
    const { service } = serviceWith();
    const sol = await service.getMemberPortal({ centerId: 3, memberType: 'EmbryoCryo', locale: 'es' });
    expect(sol?.ivfCenter).toBe(0);
    expect(sol?.landingPage.title).toBe('Le damos la bienvenida a su portal de miembro');

    const thamesRecipient = await service.getMemberPortal({ centerId: 2, memberType: 'EmbryoRecipient', locale: 'fr' });
    expect(thamesRecipient).toMatchObject({ ivfCenter: 0, memberType: 'Recipient' });
    expect(thamesRecipient?.dispositionOptionPages).toEqual([]);
    expect(thamesRecipient?.docuSign.version).toBe('RA-2026.1');
  });

  it('finds a disposition page by id, preferring the clinic’s own page', async () => {
    const { service } = serviceWith();
    const northsideDonation = await service.getDispositionPage({
      centerId: 1,
      memberType: 'EmbryoCryo',
      pageId: 'donate-to-another-couple',
      locale: 'en-US',
    });
    expect(northsideDonation?.subPanels[0]?.labelText).toBe('Open or closed donation at Northside');
    expect(northsideDonation).toMatchObject({ relatesToOpenclosedDonation: true, relatesToAnonymousDonation: true });

    const sharedPage = await service.getDispositionPage({ centerId: 1, memberType: 'Donor', pageId: 'sperm-thaw-and-discard', locale: 'fr' });
    expect(sharedPage?.mainPanel.labelText).toBe('Décongeler et détruire vos échantillons de sperme');

    const fromDefault = await service.getDispositionPage({ centerId: 4, memberType: 'EggCryo', pageId: 'egg-use-your-own', locale: 'fr' });
    expect(fromDefault?.mainPanel.labelText).toBe('Utiliser vos ovocytes pour votre propre traitement');

    expect(await service.getDispositionPage({ centerId: 1, memberType: 'EmbryoCryo', pageId: 'no-such-page', locale: 'en-US' })).toBeNull();
  });

  it('gives button texts by buttonId', async () => {
    const { service } = serviceWith();
    const all = await service.getButtons({ centerId: 2, memberType: 'SpermCryo', locale: 'es' });
    expect(all['talk-to-us']).toEqual({ buttonId: 'talk-to-us', labelText: 'Hablar con nuestro equipo', link: 'mailto:support@cryoportal.example' });
    expect(all['choose-donate-to-science']?.labelText).toBe('Elegir donar a la ciencia');
    expect(Object.keys(all)).toHaveLength(12);

    const onePage = await service.getButtons({ centerId: 2, memberType: 'SpermCryo', pageId: 'sperm-thaw-and-discard', locale: 'en-GB' });
    expect(Object.keys(onePage)).toEqual(['choose-sperm-thaw-and-discard', 'talk-to-us', 'back-to-options']);
    expect(onePage['back-to-options']).toEqual({ buttonId: 'back-to-options', labelText: 'Back to my options', link: '/member/home' });
  });
});

describe('footer, matching site, info pages and login slides', () => {
  it('returns footer panels in display order, the clinic’s own or the default', async () => {
    const { service } = serviceWith();
    const northside = await service.getFooterPanels({ centerId: 1, locale: 'en-US' });
    expect(northside.map((panel) => [panel.id, panel.ivfCenter])).toEqual([
      ['contact', 1],
      ['hours', 1],
      ['links', 1],
    ]);
    const lumiere = await service.getFooterPanels({ centerId: 4, locale: 'fr' });
    expect(lumiere.map((panel) => panel.ivfCenter)).toEqual([4, 4, 4]);
    // A clinic without panels of its own gets the default ones.
    const newClinic = await service.getFooterPanels({ centerId: 99, locale: 'fr' });
    expect(newClinic.map((panel) => panel.ivfCenter)).toEqual([0, 0, 0]);
    expect(JSON.stringify(newClinic[0]?.contentPanel)).toContain('Nous contacter');
  });

  it('returns matching-site templates with the clinic’s pages and the default ones it does not replace', async () => {
    const { service } = serviceWith();
    const templates = await service.getMatchingSiteTemplates({ centerId: 1, locale: 'en-US' });
    expect(templates?.ivfCenter).toBe(1);
    expect(templates?.matchingSitePages).toHaveLength(6);
    expect(templates?.membersWithoutMatchingProfiles).toMatch(/No profiles match your search/);

    const home = await service.getMatchingSitePage({ centerId: 1, pageName: 'home', locale: 'en-US' });
    expect(home?.labelText).toBe('Welcome to the Northside matching site');
    const mission = await service.getMatchingSitePage({ centerId: 2, pageName: 'mission', locale: 'es' });
    expect(mission?.labelText).toBe('Nuestra misión');
    const health = await service.getMatchingSitePage({ centerId: 2, pageName: 'mental-health', locale: 'en-GB' });
    expect(health?.articles[0]?.link).toBe('https://fertilitynetworkuk.org/');
  });

  it('returns info pages per clinic with fallback', async () => {
    const { service } = serviceWith();
    const about = await service.getInfoPage({ centerId: 2, pageId: 'about', locale: 'en-GB' });
    expect(about).toMatchObject({ ivfCenter: 2, pageId: 'about', title: 'About Thames Fertility Centre' });
    const privacy = await service.getInfoPage({ centerId: 2, pageId: 'privacy-policy', locale: 'en-GB' });
    expect(privacy).toMatchObject({ ivfCenter: 0, title: 'Privacy policy' });
    expect(await service.getInfoPage({ centerId: 2, pageId: 'unknown', locale: 'en-GB' })).toBeNull();
  });

  it('returns the login slides with absolute image URLs', async () => {
    const { service } = serviceWith();
    const slides = await service.getLoginSlides({ centerId: 1, locale: 'fr' });
    expect(slides).toHaveLength(3);
    expect(slides[0]).toMatchObject({ id: 'login-slide-1', title: 'Veillés jour et nuit', width: 1200, height: 800 });
    expect(slides[0]?.url).toBe(`http://${emulator.host}${emulator.basePath}/files/login-slide-1.svg`);
  });
});

describe('client behaviour', () => {
  it('loads the SDK lazily, once, and reuses answers', async () => {
    const loadSdk = jest.fn(() => import('contentful'));
    const { service } = serviceWith({}, { loadSdk });
    expect(loadSdk).not.toHaveBeenCalled();

    const query = { centerId: 1, pageId: 'terms-and-conditions', locale: 'en-US' } as const;
    const [first, second] = await Promise.all([service.getInfoPage(query), service.getInfoPage(query)]);
    await service.getInfoPage(query);
    expect(first).toEqual(second);
    expect(loadSdk).toHaveBeenCalledTimes(1);
    // Clinic 1 has no terms page of its own: one request for clinic 1, one for clinic 0, then cached.
    expect(await emulator.requestCount()).toBe(2);
  });

  it('reads the footer panels (on every page) with a plain request, without loading the SDK', async () => {
    const loadSdk = jest.fn(() => import('contentful'));
    const { service } = serviceWith({}, { loadSdk });
    const panels = await service.getFooterPanels({ centerId: 4, locale: 'fr' });
    expect(panels.length).toBeGreaterThan(0);
    expect(loadSdk).not.toHaveBeenCalled();
    expect(await emulator.requestCount()).toBeGreaterThan(0);
  });

  it('throttles to 7 requests per second by default, bounded to 30 when asked for more', async () => {
    const lines = async (throttle?: number) => {
      const logged: unknown[] = [];
      const { service } = serviceWith({}, { log: (_level, data) => logged.push(data), ...(throttle ? { throttle } : {}) });
      await service.getInfoPage({ centerId: 0, pageId: 'about', locale: 'en-US' });
      return logged;
    };
    expect(await lines()).toContain('Throttle request to 7/s');
    expect(await lines(100)).toContain('Throttle request to 30/s');
  });

  it('uses the page’s own host when the configured host is empty', async () => {
    const { service } = serviceWith({ host: '' }, { pageHost: () => emulator.host });
    const page = await service.getInfoPage({ centerId: 0, pageId: 'about', locale: 'en-US' });
    expect(page?.title).toBe('About us');
  });

  it('retries 503 answers with growing waits and then succeeds', async () => {
    const { service, waits } = serviceWith();
    await emulator.failNext(3, 503);
    const page = await service.getInfoPage({ centerId: 0, pageId: 'about', locale: 'fr' });
    expect(page?.title).toBe('Qui sommes-nous');
    expect(await emulator.requestCount()).toBe(4);
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(5);
    expect(waits[1]).toBeGreaterThanOrEqual(10);
    expect(waits[2]).toBeGreaterThanOrEqual(20);
  });

  it('retries 429 answers and dropped connections', async () => {
    const { service } = serviceWith();
    await emulator.failNext(1, 429);
    await emulator.dropNext(1);
    const panels = await service.getFooterPanels({ centerId: 0, locale: 'es' });
    expect(panels).toHaveLength(3);
    expect(await emulator.requestCount()).toBe(3);
  });

  it('gives up after 5 attempts with an error carrying status, status text, message, details and request id', async () => {
    const { service } = serviceWith();
    await emulator.failNext(10, 503);
    const error = await service.getInfoPage({ centerId: 0, pageId: 'about', locale: 'en-US' }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ContentError);
    const contentError = error as ContentError;
    expect(contentError).toMatchObject({
      status: 503,
      statusText: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again.',
      attempts: 5,
    });
    expect(contentError.details).toEqual({});
    expect(contentError.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await emulator.requestCount()).toBe(5);

    // A failed answer is not cached: once the service is back, the same query works.
    await emulator.reset();
    expect((await service.getInfoPage({ centerId: 0, pageId: 'about', locale: 'en-US' }))?.title).toBe('About us');
  });

  it('does not retry client errors', async () => {
    const { service } = serviceWith({ space: 'unknown-space' });
    await expect(service.getFooterPanels({ centerId: 0, locale: 'en-US' })).rejects.toMatchObject({
      name: 'ContentError',
      status: 404,
      attempts: 1,
    });
    expect(await emulator.requestCount()).toBe(1);
  });

  it('reports connection failures as status 0 after retrying', async () => {
    const { service, waits } = serviceWith({ host: '127.0.0.1:1' });
    await expect(service.getFooterPanels({ centerId: 0, locale: 'en-US' })).rejects.toMatchObject({
      name: 'ContentError',
      status: 0,
      connectionFailure: true,
      attempts: 5,
    });
    expect(waits).toHaveLength(4);
  });

  it('refuses a host the SDK would silently replace with cdn.contentful.com', async () => {
    const { service } = serviceWith({ host: 'http://localhost:8080' });
    await expect(service.getFooterPanels({ centerId: 0, locale: 'en-US' })).rejects.toMatchObject({
      statusText: 'ConfigurationError',
    });
  });
});

describe('mapping helpers', () => {
  it('maps member types to the two content member types', () => {
    expect(toContentMemberType('EmbryoRecipient')).toBe('Recipient');
    for (const type of ['EmbryoCryo', 'EggCryo', 'SpermCryo', 'TesticularTissueCryo'] as const) {
      expect(contentMemberType(type)).toBe('Donor');
      expect(toContentMemberType(type)).toBe('Donor');
    }
    expect(toContentMemberType('Recipient')).toBe('Recipient');
  });

  it('maps portal locales one to one and anything else to en-US', () => {
    expect(['en-US', 'en-GB', 'es', 'fr'].map(toContentLocale)).toEqual(['en-US', 'en-GB', 'es', 'fr']);
    expect(toContentLocale('es-MX')).toBe('es');
    expect(toContentLocale('fr-CA')).toBe('fr');
    expect(toContentLocale('de')).toBe('en-US');
  });
});
