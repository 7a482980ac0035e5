// The content model of spec §3 as Contentful content types, and the shape of the JSON data
// files the emulator serves. The content types are what GET /content_types answers.

export const SPACE_LOCALES = [
  { code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null },
  { code: 'en-GB', name: 'English (United Kingdom)', default: false, fallbackCode: 'en-US' },
  { code: 'es', name: 'Spanish', default: false, fallbackCode: 'en-US' },
  { code: 'fr', name: 'French', default: false, fallbackCode: 'en-US' },
] as const;
export type SpaceLocale = (typeof SPACE_LOCALES)[number]['code'];
export const DEFAULT_LOCALE: SpaceLocale = 'en-US';

/** The two member types content is written for (spec §6: the content service filters by them). */
export type ContentMemberType = 'Donor' | 'Recipient';

export interface Link {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

/** One entry as stored in a data file: the values of one locale. */
export interface StoredEntry {
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
}

/** One asset as stored in a data file: the values of one locale. */
export interface StoredAsset {
  id: string;
  title: string;
  description: string;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
}

/** A data file: the entries of one clinic, member type (null = shared) and locale. */
export interface ContentDataFile {
  clinic: number;
  memberType: ContentMemberType | null;
  locale: SpaceLocale;
  entries: StoredEntry[];
  assets: StoredAsset[];
}

type FieldType = 'Symbol' | 'Text' | 'Integer' | 'Boolean' | 'Object' | 'RichText' | 'Link' | 'Array';

export interface ContentTypeField {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  linkType?: 'Entry' | 'Asset';
  items?: { type: 'Link' | 'Symbol'; linkType?: 'Entry' | 'Asset' };
}

export interface ContentTypeDefinition {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: ContentTypeField[];
}

const field = (id: string, type: FieldType, options: Partial<Omit<ContentTypeField, 'id' | 'type'>> = {}): ContentTypeField => ({
  id,
  name: id.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
  type,
  localized: options.localized ?? true,
  required: options.required ?? false,
  ...(options.linkType ? { linkType: options.linkType } : {}),
  ...(options.items ? { items: options.items } : {}),
});

const entryLinks = (id: string): ContentTypeField => field(id, 'Array', { localized: false, items: { type: 'Link', linkType: 'Entry' } });

export const CONTENT_TYPES: readonly ContentTypeDefinition[] = [
  {
    id: 'memberPortal',
    name: 'Member portal',
    description: 'Landing page, disposition options and e-signature terms of one clinic and member type.',
    displayField: 'internalName',
    fields: [
      field('internalName', 'Symbol', { localized: false, required: true }),
      field('ivfCenter', 'Integer', { localized: false, required: true }),
      field('memberType', 'Symbol', { localized: false, required: true }),
      field('landingPage', 'Object', { required: true }),
      entryLinks('dispositionOptionPages'),
      field('docuSign', 'Object', { required: true }),
    ],
  },
  {
    id: 'dispositionPage',
    name: 'Disposition page',
    description: 'One option for stored samples (donate, use, thaw and discard).',
    displayField: 'id',
    fields: [
      field('id', 'Symbol', { localized: false, required: true }),
      field('mainPanel', 'Object', { required: true }),
      field('subPanels', 'Object'),
      field('relatesToDonateToScience', 'Boolean', { localized: false }),
      field('relatesToThawAndDiscard', 'Boolean', { localized: false }),
      field('relatesToOpenclosedDonation', 'Boolean', { localized: false }),
      field('relatesToAnonymousDonation', 'Boolean', { localized: false }),
      field('thawAndDiscardIfOlderThan', 'Integer', { localized: false }),
      field('table', 'Object'),
      entryLinks('buttons'),
    ],
  },
  {
    id: 'button',
    name: 'Button',
    description: 'A button text, addressed by buttonId.',
    displayField: 'buttonId',
    fields: [field('buttonId', 'Symbol', { localized: false, required: true }), field('labelText', 'Symbol', { required: true }), field('link', 'Symbol')],
  },
  {
    id: 'footerContentPanel',
    name: 'Footer content panel',
    description: 'One panel of the footer (contact, hours, links) of a clinic.',
    displayField: 'id',
    fields: [
      field('id', 'Symbol', { localized: false, required: true }),
      field('ivfCenter', 'Integer', { localized: false, required: true }),
      field('contentPanel', 'RichText', { required: true }),
    ],
  },
  {
    id: 'matchingSiteTemplates',
    name: 'Matching site templates',
    description: 'The matching-site pages of a clinic.',
    displayField: 'internalName',
    fields: [
      field('internalName', 'Symbol', { localized: false, required: true }),
      field('ivfCenter', 'Integer', { localized: false, required: true }),
      entryLinks('matchingSitePages'),
      field('membersWithoutMatchingProfiles', 'Text'),
    ],
  },
  {
    id: 'matchingSitePage',
    name: 'Matching site page',
    description: 'One page of the matching site (home, mission, learn pages…).',
    displayField: 'internalName',
    fields: [
      field('internalName', 'Symbol', { localized: false, required: true }),
      field('labelText', 'Symbol', { required: true }),
      field('bodyText', 'RichText', { required: true }),
      field('articles', 'Object'),
    ],
  },
  {
    id: 'infoPage',
    name: 'Info page',
    description: 'About, privacy policy, terms and conditions.',
    displayField: 'title',
    fields: [
      field('pageId', 'Symbol', { localized: false, required: true }),
      field('ivfCenter', 'Integer', { localized: false, required: true }),
      field('title', 'Symbol', { required: true }),
      field('body', 'RichText', { required: true }),
    ],
  },
  {
    id: 'loginPage',
    name: 'Login page',
    description: 'Images of the login slider of a clinic.',
    displayField: 'internalName',
    fields: [
      field('internalName', 'Symbol', { localized: false, required: true }),
      field('ivfCenter', 'Integer', { localized: false, required: true }),
      field('loginSliderImages', 'Array', { localized: false, items: { type: 'Link', linkType: 'Asset' } }),
    ],
  },
];
