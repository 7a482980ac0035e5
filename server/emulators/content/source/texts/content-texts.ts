// The shape every locale's content source fills in. Bodies are markdown-like strings
// that `richText()` turns into Contentful rich-text documents.

export const CONTENT_LOCALES = ['en-US', 'en-GB', 'es', 'fr'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const EMBRYO_PAGE_IDS = ['donate-to-science', 'donate-to-another-couple', 'use-your-own', 'thaw-and-discard'] as const;
export const EGG_PAGE_IDS = ['egg-donate-to-science', 'egg-donate-to-another-couple', 'egg-use-your-own', 'egg-thaw-and-discard'] as const;
export const OTHER_PAGE_IDS = ['sperm-thaw-and-discard', 'testicular-thaw-and-discard'] as const;
export const DISPOSITION_PAGE_IDS = [...EMBRYO_PAGE_IDS, ...EGG_PAGE_IDS, ...OTHER_PAGE_IDS] as const;
export type DispositionPageId = (typeof DISPOSITION_PAGE_IDS)[number];

export const MATCHING_PAGE_NAMES = ['home', 'mission', 'mental-health', 'learn-legal', 'learn-medical-considerations', 'learn-matching-process'] as const;
export type MatchingPageName = (typeof MATCHING_PAGE_NAMES)[number];

export const INFO_PAGE_IDS = ['about', 'privacy-policy', 'terms-and-conditions'] as const;
export type InfoPageId = (typeof INFO_PAGE_IDS)[number];

export const FOOTER_PANEL_IDS = ['contact', 'hours', 'links'] as const;
export type FooterPanelId = (typeof FOOTER_PANEL_IDS)[number];

export interface ArticleText {
  title: string;
  description: string;
  link: string;
}

export interface PanelText {
  label: string;
  body: string;
}

export interface TableText {
  title: string;
  rows: ReadonlyArray<readonly [field: string, value: string]>;
}

export interface DispositionPageText {
  main: PanelText;
  sub: PanelText[];
  /** Label of the page's own "choose this option" button. */
  choose: string;
  table?: TableText;
}

export interface PortalText {
  landing: { title: string; body: string; articles: ArticleText[] };
  docuSign: { title: string; body: string };
}

export interface MatchingPageText {
  label: string;
  body: string;
  articles: ArticleText[];
}

export interface ContentTexts {
  buttons: { talkToUs: string; backToOptions: string };
  donorPortal: PortalText;
  recipientPortal: PortalText;
  dispositionPages: Record<DispositionPageId, DispositionPageText>;
  footer: Record<FooterPanelId, string>;
  matching: { pages: Record<MatchingPageName, MatchingPageText>; membersWithoutMatchingProfiles: string };
  infoPages: Record<InfoPageId, { title: string; body: string }>;
  loginSlides: Array<{ title: string; description: string }>;
}

/** What a clinic replaces; everything it leaves out comes from clinic 0. */
export interface ClinicOverrideTexts {
  donorLanding?: PortalText['landing'];
  recipientLanding?: PortalText['landing'];
  dispositionPages?: Partial<Record<DispositionPageId, DispositionPageText>>;
  /** The contact panel is written from the clinic's record (clinic-contact.ts); `{timeZone}` in hours is the clinic's zone. */
  footer?: Pick<Record<FooterPanelId, string>, 'hours' | 'links'>;
  matchingPages?: Partial<Record<MatchingPageName, MatchingPageText>>;
  infoPages?: Partial<Record<InfoPageId, { title: string; body: string }>>;
}
