// Builds the emulator's JSON data files (../data/) from the texts in ./texts/.
// Run after editing a text:  node server/emulators/content/source/build-content-data.ts
// A test checks that the committed JSON matches what this script produces.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentDataFile, ContentMemberType, Link, SpaceLocale, StoredAsset, StoredEntry } from '../content-model.ts';
import { richText } from './rich-text.ts';
import { centerSeeds } from '../../../db/seed/demo-data.ts';
import { clinicFooterPanels, type ClinicContactRecord } from './texts/clinic-contact.ts';
import { CLINIC_OVERRIDES } from './texts/clinic-overrides.ts';
import {
  CONTENT_LOCALES,
  DISPOSITION_PAGE_IDS,
  FOOTER_PANEL_IDS,
  INFO_PAGE_IDS,
  MATCHING_PAGE_NAMES,
  type ArticleText,
  type ClinicOverrideTexts,
  type ContentTexts,
  type DispositionPageId,
  type DispositionPageText,
  type PortalText,
} from './texts/content-texts.ts';
import { enGB } from './texts/en-GB.ts';
import { enUS } from './texts/en-US.ts';
import { es } from './texts/es.ts';
import { fr } from './texts/fr.ts';

const TEXTS: Record<SpaceLocale, ContentTexts> = { 'en-US': enUS, 'en-GB': enGB, es, fr };

/** Version of the e-signature terms; a consent record stores it with the hash of the text. */
export const DOCUSIGN_VERSIONS = { Donor: 'DS-2026.1', Recipient: 'RA-2026.1' } as const;

/** Items older than this many hours (30 days) may be thawed and discarded. */
const THAW_AND_DISCARD_IF_OLDER_THAN_HOURS = 720;

const entryLink = (id: string): Link => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const assetLink = (id: string): Link => ({ sys: { type: 'Link', linkType: 'Asset', id } });

const pageEntryId = (clinic: number, pageId: DispositionPageId) => `c${clinic}-page-${pageId}`;
const chooseButtonId = (pageId: DispositionPageId) => `c0-button-choose-${pageId}`;

const articles = (list: ArticleText[]) => list.map(({ title, description, link }) => ({ title, description, link }));

function portalEntry(clinic: number, memberType: ContentMemberType, portal: PortalText, landing: PortalText['landing'], pageIds: string[]): StoredEntry {
  return {
    id: `c${clinic}-${memberType.toLowerCase()}-portal`,
    contentType: 'memberPortal',
    fields: {
      internalName: `${memberType} portal, clinic ${clinic}`,
      ivfCenter: clinic,
      memberType,
      landingPage: { title: landing.title, body: richText(landing.body), articles: articles(landing.articles) },
      dispositionOptionPages: pageIds.map(entryLink),
      docuSign: {
        title: portal.docuSign.title,
        body: richText(portal.docuSign.body),
        version: DOCUSIGN_VERSIONS[memberType],
      },
    },
  };
}

function dispositionPageEntry(clinic: number, pageId: DispositionPageId, page: DispositionPageText): StoredEntry {
  const thawAndDiscard = pageId.endsWith('thaw-and-discard');
  return {
    id: pageEntryId(clinic, pageId),
    contentType: 'dispositionPage',
    fields: {
      id: pageId,
      mainPanel: { labelText: page.main.label, bodyText: richText(page.main.body) },
      subPanels: page.sub.map((panel) => ({ labelText: panel.label, bodyText: richText(panel.body) })),
      relatesToDonateToScience: pageId.endsWith('donate-to-science'),
      relatesToThawAndDiscard: thawAndDiscard,
      relatesToOpenclosedDonation: pageId === 'donate-to-another-couple',
      relatesToAnonymousDonation: pageId.endsWith('donate-to-another-couple'),
      ...(thawAndDiscard ? { thawAndDiscardIfOlderThan: THAW_AND_DISCARD_IF_OLDER_THAN_HOURS } : {}),
      ...(page.table
        ? {
            table: {
              title: page.table.title,
              tableData: page.table.rows.map(([tableField, tableFieldValue]) => ({ tableField, tableFieldValue })),
            },
          }
        : {}),
      buttons: [chooseButtonId(pageId), 'c0-button-talk-to-us', 'c0-button-back-to-options'].map(entryLink),
    },
  };
}

function buttonEntries(texts: ContentTexts): StoredEntry[] {
  const button = (id: string, buttonId: string, labelText: string, link?: string): StoredEntry => ({
    id,
    contentType: 'button',
    fields: { buttonId, labelText, ...(link ? { link } : {}) },
  });
  return [
    ...DISPOSITION_PAGE_IDS.map((pageId) => button(chooseButtonId(pageId), `choose-${pageId}`, texts.dispositionPages[pageId].choose)),
    button('c0-button-talk-to-us', 'talk-to-us', texts.buttons.talkToUs, 'mailto:support@cryoportal.example'),
    button('c0-button-back-to-options', 'back-to-options', texts.buttons.backToOptions, '/member/home'),
  ];
}

function footerEntries(clinic: number, footer: ContentTexts['footer']): StoredEntry[] {
  return FOOTER_PANEL_IDS.map((id) => ({
    id: `c${clinic}-footer-${id}`,
    contentType: 'footerContentPanel',
    fields: { id, ivfCenter: clinic, contentPanel: richText(footer[id]) },
  }));
}

function infoPageEntry(clinic: number, pageId: string, page: { title: string; body: string }): StoredEntry {
  return {
    id: `c${clinic}-info-${pageId}`,
    contentType: 'infoPage',
    fields: { pageId, ivfCenter: clinic, title: page.title, body: richText(page.body) },
  };
}

function matchingPageEntry(clinic: number, name: string, page: ContentTexts['matching']['pages']['home']): StoredEntry {
  return {
    id: `c${clinic}-matching-${name}`,
    contentType: 'matchingSitePage',
    fields: {
      internalName: name,
      labelText: page.label,
      bodyText: richText(page.body),
      articles: articles(page.articles),
    },
  };
}

function matchingTemplatesEntry(clinic: number, pageEntryIds: string[], membersWithoutProfiles: string): StoredEntry {
  return {
    id: `c${clinic}-matching-templates`,
    contentType: 'matchingSiteTemplates',
    fields: {
      internalName: `Matching site, clinic ${clinic}`,
      ivfCenter: clinic,
      matchingSitePages: pageEntryIds.map(entryLink),
      membersWithoutMatchingProfiles: membersWithoutProfiles,
    },
  };
}

const LOGIN_SLIDE_FILES = ['login-slide-1.svg', 'login-slide-2.svg', 'login-slide-3.svg'] as const;

function loginAssets(texts: ContentTexts): StoredAsset[] {
  return LOGIN_SLIDE_FILES.map((fileName, index) => ({
    id: `login-slide-${index + 1}`,
    title: texts.loginSlides[index]?.title ?? '',
    description: texts.loginSlides[index]?.description ?? '',
    fileName,
    contentType: 'image/svg+xml',
    width: 1200,
    height: 800,
  }));
}

function defaultFiles(locale: SpaceLocale): ContentDataFile[] {
  const texts = TEXTS[locale];
  const file = (memberType: ContentMemberType | null, entries: StoredEntry[], assets: StoredAsset[] = []) => ({
    clinic: 0,
    memberType,
    locale,
    entries,
    assets,
  });
  return [
    file('Donor', [
      portalEntry(
        0,
        'Donor',
        texts.donorPortal,
        texts.donorPortal.landing,
        DISPOSITION_PAGE_IDS.map((pageId) => pageEntryId(0, pageId)),
      ),
      ...DISPOSITION_PAGE_IDS.map((pageId) => dispositionPageEntry(0, pageId, texts.dispositionPages[pageId])),
      ...buttonEntries(texts),
    ]),
    file('Recipient', [portalEntry(0, 'Recipient', texts.recipientPortal, texts.recipientPortal.landing, [])]),
    file(
      null,
      [
        ...footerEntries(0, texts.footer),
        ...MATCHING_PAGE_NAMES.map((name) => matchingPageEntry(0, name, texts.matching.pages[name])),
        matchingTemplatesEntry(
          0,
          MATCHING_PAGE_NAMES.map((name) => `c0-matching-${name}`),
          texts.matching.membersWithoutMatchingProfiles,
        ),
        ...INFO_PAGE_IDS.map((pageId) => infoPageEntry(0, pageId, texts.infoPages[pageId])),
        {
          id: 'c0-login-page',
          contentType: 'loginPage',
          fields: {
            internalName: 'Login page, clinic 0',
            ivfCenter: 0,
            loginSliderImages: LOGIN_SLIDE_FILES.map((_, index) => assetLink(`login-slide-${index + 1}`)),
          },
        },
      ],
      loginAssets(texts),
    ),
  ];
}

function clinicFiles(record: ClinicContactRecord & { id: number }, locale: SpaceLocale, override: ClinicOverrideTexts): ContentDataFile[] {
  const clinic = record.id;
  const texts = TEXTS[locale];
  const files: ContentDataFile[] = [];
  const file = (memberType: ContentMemberType | null, entries: StoredEntry[]) => {
    if (entries.length > 0) files.push({ clinic, memberType, locale, entries, assets: [] });
  };

  const pageOverrides = override.dispositionPages ?? {};
  const donor: StoredEntry[] = [];
  if (override.donorLanding || Object.keys(pageOverrides).length > 0) {
    donor.push(
      portalEntry(
        clinic,
        'Donor',
        texts.donorPortal,
        override.donorLanding ?? texts.donorPortal.landing,
        DISPOSITION_PAGE_IDS.map((pageId) => pageEntryId(pageOverrides[pageId] ? clinic : 0, pageId)),
      ),
    );
    for (const pageId of DISPOSITION_PAGE_IDS) {
      const page = pageOverrides[pageId];
      if (page) donor.push(dispositionPageEntry(clinic, pageId, page));
    }
  }
  file('Donor', donor);

  if (override.recipientLanding) {
    file('Recipient', [portalEntry(clinic, 'Recipient', texts.recipientPortal, override.recipientLanding, [])]);
  }

  const shared: StoredEntry[] = [];
  // Every clinic's footer carries its own contact details, written from its record.
  shared.push(...footerEntries(clinic, { links: override.footer?.links ?? texts.footer.links, ...clinicFooterPanels(record, locale, override.footer?.hours) }));
  const matchingOverrides = override.matchingPages ?? {};
  if (Object.keys(matchingOverrides).length > 0) {
    const pageIds: string[] = [];
    for (const name of MATCHING_PAGE_NAMES) {
      const page = matchingOverrides[name];
      if (page) shared.push(matchingPageEntry(clinic, name, page));
      pageIds.push(`c${page ? clinic : 0}-matching-${name}`);
    }
    shared.push(matchingTemplatesEntry(clinic, pageIds, texts.matching.membersWithoutMatchingProfiles));
  }
  for (const pageId of INFO_PAGE_IDS) {
    const page = override.infoPages?.[pageId];
    if (page) shared.push(infoPageEntry(clinic, pageId, page));
  }
  file(null, shared);
  return files;
}

/** Every data file, in a stable order. */
export function buildContentFiles(): ContentDataFile[] {
  const files: ContentDataFile[] = [];
  for (const locale of CONTENT_LOCALES) files.push(...defaultFiles(locale));
  for (const center of centerSeeds) {
    for (const locale of CONTENT_LOCALES) files.push(...clinicFiles(center, locale, CLINIC_OVERRIDES[center.id]?.[locale] ?? {}));
  }
  return files;
}

/** Where a data file lives, relative to the data directory: clinic-1/donor/en-GB.json. */
export function dataFilePath(file: Pick<ContentDataFile, 'clinic' | 'memberType' | 'locale'>): string {
  return join(`clinic-${file.clinic}`, file.memberType?.toLowerCase() ?? 'shared', `${file.locale}.json`);
}

export const serializeDataFile = (file: ContentDataFile): string => `${JSON.stringify(file, null, 2)}\n`;

export const DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(DATA_DIR, { recursive: true });
  for (const entry of readdirSync(DATA_DIR)) {
    if (entry.startsWith('clinic-')) rmSync(join(DATA_DIR, entry), { recursive: true, force: true });
  }
  const files = buildContentFiles();
  for (const file of files) {
    const path = join(DATA_DIR, dataFilePath(file));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, serializeDataFile(file));
  }
  console.log(`Wrote ${files.length} content data files to ${DATA_DIR}`);
}
