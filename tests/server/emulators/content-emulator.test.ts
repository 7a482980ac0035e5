// The content emulator, driven by the real contentful SDK (architecture §8).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { createClient, type ContentfulClientApi } from 'contentful';
import { contentEmulator } from '../../../server/emulators/content/content-emulator.ts';
import { createContentFaultInjector } from '../../../server/emulators/content/content-faults.ts';
import { buildContentFiles, DATA_DIR, dataFilePath, serializeDataFile } from '../../../server/emulators/content/source/build-content-data.ts';
import { plainText, richText, type RichTextDocument } from '../../../server/emulators/content/source/rich-text.ts';
import { timeZoneName } from '../../../server/emulators/content/source/texts/clinic-contact.ts';
import { centerSeeds } from '../../../server/db/seed/demo-data.ts';
import { phoneNumbers } from '../../../server/services/phone-numbers.ts';

const PREFIX = '/emulators/content';
const LOCALES = ['en-US', 'en-GB', 'es', 'fr'] as const;
const PAGE_IDS = [
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
];

interface AnyEntry<F = Record<string, unknown>> {
  sys: { id: string; type: string; locale?: string; contentType?: { sys: { id: string } } };
  fields: F;
}
interface Panel {
  labelText: string;
  bodyText: RichTextDocument;
}
interface ButtonFields {
  buttonId: string;
  labelText: string;
}
interface PageFields {
  id: string;
  mainPanel: Panel;
  subPanels: Panel[];
  table?: { tableData: Array<{ tableField: string; tableFieldValue: string }> };
  relatesToThawAndDiscard: boolean;
  thawAndDiscardIfOlderThan?: number;
  buttons: Array<AnyEntry<ButtonFields>>;
}
interface PortalFields {
  ivfCenter: number;
  memberType: string;
  landingPage: { title: string };
  dispositionOptionPages: Array<AnyEntry<PageFields>>;
  docuSign: { title: string; body: RichTextDocument; version: string };
}
interface TextFields {
  id: string;
  title: string;
  body: RichTextDocument;
  labelText: string;
  ivfCenter: number;
  internalName: string;
  membersWithoutMatchingProfiles: string;
  matchingSitePages: Array<AnyEntry<TextFields>>;
  loginSliderImages: Array<AnyEntry<{ title: string; file: { url: string } }>>;
}

describe('content emulator', () => {
  let app: FastifyInstance;
  let port: number;
  let client: ContentfulClientApi<undefined>;
  const faults = createContentFaultInjector();
  const requestedUrls: string[] = [];

  const entries = async <F = TextFields>(query: Record<string, unknown>): Promise<{ total: number; items: Array<AnyEntry<F>> }> =>
    (await client.getEntries(query as never)) as unknown as { total: number; items: Array<AnyEntry<F>> };
  const raw = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${PREFIX}${path}`, init);
  const envPath = '/spaces/cryo-portal/environments/master';

  before(async () => {
    app = Fastify();
    await app.register(contentEmulator, { prefix: PREFIX, faults });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    client = createClient({
      space: 'cryo-portal',
      environment: 'master',
      accessToken: 'x',
      host: `localhost:${port}`,
      basePath: PREFIX,
      insecure: true,
      retryOnError: false,
      logHandler: () => undefined,
      requestLogger: (config) => {
        if (!(config instanceof Error)) requestedUrls.push(config.url ?? '');
      },
    });
  });
  after(async () => {
    await app.close();
  });

  test('contentful.js 11 builds http://host:port + basePath + /spaces/{space}/environments/{env}/ from its options', async () => {
    requestedUrls.length = 0;
    await entries({ content_type: 'button', limit: 1 });
    // contentful-sdk-core: `${insecure ? 'http' : 'https'}://${hostname}:${port}${basePath}/spaces/${space}/`,
    // contentful.js appends `environments/${environment}` and requests that base + `entries` (an absolute URL).
    assert.equal(requestedUrls[0], `http://localhost:${port}${PREFIX}/spaces/cryo-portal/environments/master/entries`);

    // The SDK normalises basePath slashes, so 'emulators/content/' works too.
    const sloppy = createClient({
      space: 'cryo-portal',
      accessToken: 'x',
      host: `127.0.0.1:${port}`,
      basePath: 'emulators/content/',
      insecure: true,
      logHandler: () => undefined,
    });
    const response = await sloppy.getEntries({ content_type: 'button', limit: 1 });
    assert.equal(response.items.length, 1);
  });

  test('filters by content type, fields.X, fields.X[in] and sys.id, with total, skip and limit', async () => {
    const thames = await entries<PortalFields>({
      content_type: 'memberPortal',
      'fields.ivfCenter': 2,
      'fields.memberType': 'Donor',
      locale: 'en-GB',
    });
    assert.deepEqual(
      thames.items.map((entry) => entry.sys.id),
      ['c2-donor-portal'],
    );
    assert.equal(thames.items[0]?.fields.landingPage.title, 'Welcome to Thames Fertility Centre');

    const recipients = await entries<PortalFields>({
      content_type: 'memberPortal',
      'fields.ivfCenter[in]': '0,1,2',
      'fields.memberType': 'Recipient',
      order: 'fields.ivfCenter',
    });
    assert.deepEqual(
      recipients.items.map((entry) => [entry.fields.ivfCenter, entry.fields.memberType]),
      [
        [0, 'Recipient'],
        [1, 'Recipient'],
      ],
    );

    const none = await entries({ content_type: 'memberPortal', 'fields.ivfCenter': 3 });
    assert.equal(none.total, 0);

    const byId = await entries({ 'sys.id': 'c0-info-privacy-policy', locale: 'fr' });
    assert.equal(byId.items[0]?.fields.title, 'Politique de confidentialité');

    const paged = await entries<PageFields>({ content_type: 'dispositionPage', 'fields.id[in]': PAGE_IDS.join(','), limit: 3, skip: 2 });
    assert.equal(paged.items.length, 3);
    assert.ok(paged.total >= PAGE_IDS.length);

    const entry = (await client.getEntry('c0-button-talk-to-us', { locale: 'es' })) as unknown as AnyEntry<ButtonFields>;
    assert.equal(entry.fields.labelText, 'Hablar con nuestro equipo');
    assert.equal(entry.sys.contentType?.sys.id, 'button');
  });

  test('answers each locale in its language and follows Contentful entry/sys shapes', async () => {
    const titles = new Map<string, string>();
    for (const locale of LOCALES) {
      const result = await entries({ content_type: 'infoPage', 'fields.ivfCenter': 0, 'fields.pageId': 'terms-and-conditions', locale });
      const item = result.items[0];
      assert.ok(item);
      assert.equal(item.sys.locale, locale);
      assert.equal(item.sys.type, 'Entry');
      titles.set(locale, item.fields.title);
    }
    assert.deepEqual([...titles.values()], ['Terms and conditions', 'Terms and conditions', 'Términos y condiciones', 'Conditions générales']);

    const science = async (locale: string) =>
      plainText((await entries<PageFields>({ content_type: 'dispositionPage', 'fields.id': 'donate-to-science', locale })).items[0]?.fields.subPanels[2]?.bodyText ?? richText(''));
    assert.match(await science('en-US'), /counselor/);
    assert.match(await science('en-GB'), /counsellor/);

    await assert.rejects(entries({ content_type: 'button', locale: 'de' }), (error: Error) => {
      assert.match(error.message, /Unknown locale: de/);
      return true;
    });
    await assert.rejects(entries({ 'fields.ivfCenter': 0 }), (error: Error) => {
      assert.equal(error.name, 'InvalidQuery');
      return true;
    });
  });

  test('resolves links through includes up to the include depth', async () => {
    const query = { content_type: 'memberPortal', 'fields.ivfCenter': 2, 'fields.memberType': 'Donor', locale: 'fr' };
    const deep = (await entries<PortalFields>({ ...query, include: 2 })).items[0];
    const pages = deep?.fields.dispositionOptionPages ?? [];
    assert.deepEqual(
      pages.map((page) => page.fields.id),
      PAGE_IDS,
    );
    // Thames overrides thaw-and-discard; the other pages are the shared clinic-0 entries.
    const thaw = pages.find((page) => page.fields.id === 'thaw-and-discard');
    assert.equal(thaw?.sys.id, 'c2-page-thaw-and-discard');
    assert.equal(thaw?.fields.table?.tableData[0]?.tableFieldValue, '150 £ par lot conservé');
    assert.equal(pages[0]?.sys.id, 'c0-page-donate-to-science');
    assert.deepEqual(
      thaw?.fields.buttons.map((button) => button.fields.labelText),
      ['Choisir la décongélation et la destruction', 'Parler à notre équipe', 'Revenir à mes options'],
    );

    // One level: the pages resolve, their buttons stay links.
    const shallow = (await entries<PortalFields>({ ...query, include: 1 })).items[0];
    const firstPage = shallow?.fields.dispositionOptionPages[0];
    assert.equal(firstPage?.sys.type, 'Entry');
    assert.equal(firstPage?.fields.buttons[0]?.sys.type, 'Link');

    // The wire format: items hold links, includes hold the linked entries once.
    const body = (await (
      await raw(`${envPath}/entries?content_type=memberPortal&fields.ivfCenter=2&fields.memberType=Donor&include=2`, {
        headers: { authorization: 'Bearer x' },
      })
    ).json()) as { items: Array<AnyEntry<{ dispositionOptionPages: unknown[] }>>; includes: { Entry: AnyEntry[] } };
    assert.deepEqual(body.items[0]?.fields.dispositionOptionPages[0], {
      sys: { type: 'Link', linkType: 'Entry', id: 'c0-page-donate-to-science' },
    });
    const includedIds = body.includes.Entry.map((entry) => entry.sys.id);
    assert.equal(new Set(includedIds).size, includedIds.length);
    assert.ok(includedIds.includes('c0-button-talk-to-us'));

    const none = (await (await raw(`${envPath}/entries?content_type=memberPortal&fields.ivfCenter=2&include=0&access_token=x`)).json()) as { includes?: unknown };
    assert.equal(none.includes, undefined);
  });

  test('resolves asset links of the login slider, with files served by the emulator', async () => {
    const login = (await entries({ content_type: 'loginPage', 'fields.ivfCenter': 0, locale: 'es' })).items[0];
    const slides = login?.fields.loginSliderImages ?? [];
    assert.equal(slides.length, 3);
    assert.equal(slides[0]?.fields.title, 'Cuidado las 24 horas');
    const url = slides[0]?.fields.file.url ?? '';
    assert.equal(url, `//localhost:${port}${PREFIX}/files/login-slide-1.svg`);
    const file = await fetch(`http:${url.replace('localhost', '127.0.0.1')}`);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'image/svg+xml');
  });

  test('holds default (clinic 0) content for every locale, written in that locale', async () => {
    const english = new Set<string>();
    for (const locale of LOCALES) {
      for (const memberType of ['Donor', 'Recipient']) {
        const portal = (await entries<PortalFields>({ content_type: 'memberPortal', 'fields.ivfCenter': 0, 'fields.memberType': memberType, locale, include: 2 })).items[0];
        assert.ok(portal, `${memberType} portal in ${locale}`);
        assert.ok(portal.fields.landingPage.title);
        assert.ok(plainText(portal.fields.docuSign.body).length > 200);
        assert.match(portal.fields.docuSign.version, /^(DS|RA)-\d{4}\.\d+$/);
        if (memberType === 'Donor') {
          const pages = portal.fields.dispositionOptionPages;
          assert.deepEqual(
            pages.map((page) => page.fields.id),
            PAGE_IDS,
          );
          for (const page of pages) {
            assert.ok(page.fields.mainPanel.labelText, `${page.fields.id} in ${locale}`);
            assert.ok(page.fields.buttons.every((button) => button.sys.type === 'Entry'));
          }
          const thaw = pages.find((page) => page.fields.id === 'thaw-and-discard');
          assert.equal(thaw?.fields.relatesToThawAndDiscard, true);
          assert.equal(thaw?.fields.thawAndDiscardIfOlderThan, 720);
          if (locale === 'en-US') pages.forEach((page) => english.add(page.fields.mainPanel.labelText));
          else if (locale === 'es' || locale === 'fr') {
            for (const page of pages) assert.ok(!english.has(page.fields.mainPanel.labelText), `${page.fields.id} translated to ${locale}`);
          }
        }
      }
      const footer = await entries({ content_type: 'footerContentPanel', 'fields.ivfCenter': 0, locale, order: 'fields.id' });
      assert.deepEqual(
        footer.items.map((panel) => panel.fields.id),
        ['contact', 'hours', 'links'],
      );

      const matching = (await entries({ content_type: 'matchingSiteTemplates', 'fields.ivfCenter': 0, locale })).items[0];
      assert.deepEqual(
        matching?.fields.matchingSitePages.map((page) => page.fields.internalName),
        ['home', 'mission', 'mental-health', 'learn-legal', 'learn-medical-considerations', 'learn-matching-process'],
      );
      assert.ok(matching?.fields.membersWithoutMatchingProfiles);

      for (const pageId of ['about', 'privacy-policy', 'terms-and-conditions']) {
        const page = (await entries({ content_type: 'infoPage', 'fields.ivfCenter': 0, 'fields.pageId': pageId, locale })).items[0];
        const length = plainText(page?.fields.body ?? richText('')).length;
        assert.ok(length > (pageId === 'about' ? 500 : 2000), `${pageId} in ${locale} is substantive (${length} chars)`);
      }
    }
  });

  test('every clinic’s footer shows its own contact details, phone in the portal’s format, hours in its zone', async () => {
    const phoneOf = (center: (typeof centerSeeds)[number]) => phoneNumbers.format(center.phone, null, center.country_code);
    // The formats the spec asks for: the US pattern for a US number, the national format otherwise.
    assert.deepEqual(centerSeeds.map(phoneOf), ['(617) 555-0100', '020 7946 0900', '915 55 01 23', '01 55 50 12 34']);
    for (const center of centerSeeds) {
      for (const locale of LOCALES) {
        const panels = await entries({ content_type: 'footerContentPanel', 'fields.ivfCenter': center.id, locale, order: 'fields.id' });
        assert.deepEqual(
          panels.items.map((panel) => panel.fields.id),
          ['contact', 'hours', 'links'],
          `${center.name} ${locale}`,
        );
        const [contact = '', hours = ''] = panels.items.map((panel) => plainText((panel.fields as unknown as { contentPanel: RichTextDocument }).contentPanel));
        assert.ok(contact.includes(center.name), `${center.name} ${locale}: ${contact}`);
        assert.ok(contact.includes(phoneOf(center)), `${center.name} ${locale} shows its phone: ${contact}`);
        if (center.disposition_contact_email) assert.ok(contact.includes(center.disposition_contact_email), `${center.name} ${locale}: ${contact}`);
        for (const other of centerSeeds.filter((candidate) => candidate.id !== center.id)) {
          assert.ok(!contact.includes(phoneOf(other)), `${center.name} ${locale} shows ${other.name}'s phone`);
        }
        assert.doesNotMatch(contact, /800|555 0100|312/, `${center.name} ${locale} keeps a placeholder number: ${contact}`);
        assert.ok(hours.includes(`(${timeZoneName(center.time_zone, locale)})`), `${center.name} ${locale} hours in its zone: ${hours}`);
      }
    }
    const northside = await entries({ content_type: 'footerContentPanel', 'fields.ivfCenter': 1, 'fields.id': 'hours', locale: 'en-US' });
    assert.match(plainText((northside.items[0]?.fields as unknown as { contentPanel: RichTextDocument }).contentPanel), /\(Eastern Time\)/);
  });

  test('writes en-GB with British spelling', () => {
    const american = /\b(counselor|counseling|center|color|honor(ed)?|fertiliz\w*|organiz\w*|recogniz\w*|specializ\w*|enrollment|program)\b/i;
    for (const file of buildContentFiles().filter((candidate) => candidate.locale === 'en-GB')) {
      const texts = JSON.stringify(file).match(/"(value|title|labelText|description|membersWithoutMatchingProfiles|tableFieldValue)":"[^"]*"/g) ?? [];
      for (const text of texts) assert.doesNotMatch(text, american, `${dataFilePath(file)}: ${text}`);
    }
  });

  test('the committed JSON data matches its source (run source/build-content-data.ts after editing texts)', () => {
    for (const file of buildContentFiles()) {
      const path = dataFilePath(file);
      assert.equal(readFileSync(join(DATA_DIR, path), 'utf8'), serializeDataFile(file), `${path} is stale`);
    }
  });

  test('answers 401 in Contentful shape without a token, and accepts access_token', async () => {
    const response = await raw(`${envPath}/entries?content_type=button`);
    assert.equal(response.status, 401);
    const body = (await response.json()) as { sys: { type: string; id: string }; message: string; requestId: string };
    assert.deepEqual(body.sys, { type: 'Error', id: 'AccessTokenInvalid' });
    assert.ok(body.message);
    assert.equal(body.requestId, response.headers.get('x-contentful-request-id'));
    assert.equal(response.headers.get('access-control-allow-origin'), '*');

    assert.equal((await raw(`${envPath}/entries?content_type=button&access_token=abc`)).status, 200);
    assert.equal((await raw(`${envPath}/entries`, { headers: { authorization: 'Bearer ' } })).status, 401);
    assert.equal((await raw(`/spaces/other-space/environments/master/entries?access_token=x`)).status, 404);
  });

  test('answers CORS preflights for the headers the SDK sends', async () => {
    const response = await raw(`${envPath}/entries?content_type=memberPortal`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://thames.localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type,x-contentful-user-agent',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /GET/);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-contentful-user-agent']) assert.ok(allowed.includes(header));
  });

  test('lists content types and locales, and serves single entries and assets', async () => {
    const types = await client.getContentTypes();
    assert.deepEqual(types.items.map((type) => type.sys.id).sort(), [
      'button',
      'dispositionPage',
      'footerContentPanel',
      'infoPage',
      'loginPage',
      'matchingSitePage',
      'matchingSiteTemplates',
      'memberPortal',
    ]);
    const locales = await client.getLocales();
    assert.deepEqual(
      locales.items.map((locale) => locale.code),
      [...LOCALES],
    );
    const asset = await client.getAsset('login-slide-2', { locale: 'fr' });
    assert.equal(asset.fields.title, 'Vos décisions, à votre rythme');
    const single = (await (await raw(`${envPath}/entries/c1-footer-contact?access_token=x`)).json()) as AnyEntry<TextFields>;
    assert.equal(single.fields.ivfCenter, 1);
  });

  test('can inject failures for tests: 503 and dropped connections, then recovers', async () => {
    faults.reset();
    faults.failNext(1, 503);
    const failed = await raw(`${envPath}/entries?access_token=x`);
    assert.equal(failed.status, 503);
    assert.equal(((await failed.json()) as { sys: { id: string } }).sys.id, 'ServiceUnavailable');
    faults.dropNext(1);
    await assert.rejects(raw(`${envPath}/entries?access_token=x`));
    assert.equal((await raw(`${envPath}/entries?access_token=x`)).status, 200);
    assert.equal(faults.requestCount, 3);
  });
});
