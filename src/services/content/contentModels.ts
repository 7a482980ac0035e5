// Plain shapes of the portal's content (spec §3), as the rest of the SPA sees them.
// They carry no Contentful SDK types: the content service maps every entry into these.
import type { Document } from '@contentful/rich-text-types';
import type { ContentMemberType } from '../../../contract/domain/memberTypes';

export type { ContentMemberType };

/** A rich-text document in Contentful's Document JSON; render it with shared/RichText. */
export type RichTextDocument = Document;

/** The content locales; the portal's locales map to them one to one. */
export const contentLocales = ['en-US', 'en-GB', 'es', 'fr'] as const;
export type ContentLocale = (typeof contentLocales)[number];

export const dispositionPageIds = [
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
] as const;
/** Page ids the default content provides; a clinic's content may add others, hence `string`. */
export type DispositionPageId = (typeof dispositionPageIds)[number];

export const matchingSitePageNames = ['home', 'mission', 'mental-health', 'learn-legal', 'learn-medical-considerations', 'learn-matching-process'] as const;
export type MatchingSitePageName = (typeof matchingSitePageNames)[number];

export const infoPageIds = ['about', 'privacy-policy', 'terms-and-conditions'] as const;
export type InfoPageId = (typeof infoPageIds)[number];

export interface Article {
  title: string;
  description: string;
  /** A portal path (/matching/learn-legal) or an external https URL. */
  link: string;
}

export interface ContentPanel {
  labelText: string;
  bodyText: RichTextDocument;
}

export interface ContentTableRow {
  tableField: string;
  tableFieldValue: string;
}

export interface ContentTable {
  title: string;
  tableData: ContentTableRow[];
}

export interface ButtonContent {
  buttonId: string;
  labelText: string;
  /** Where the button leads, when the content says so (a path, mailto: or https URL). */
  link: string | null;
}

export interface DispositionPageContent {
  id: string;
  mainPanel: ContentPanel;
  subPanels: ContentPanel[];
  relatesToDonateToScience: boolean;
  relatesToThawAndDiscard: boolean;
  relatesToOpenclosedDonation: boolean;
  relatesToAnonymousDonation: boolean;
  /** Hours a stored item must have been frozen before thaw and discard is offered; null = no limit. */
  thawAndDiscardIfOlderThan: number | null;
  table: ContentTable | null;
  buttons: ButtonContent[];
}

export interface LandingPageContent {
  title: string;
  body: RichTextDocument;
  articles: Article[];
}

/** The e-signature terms (docuSign): the text a member signs, with its version. */
export interface ESignatureTerms {
  title: string;
  body: RichTextDocument;
  version: string;
}

export interface MemberPortalContent {
  /** The clinic the content came from: the asked clinic, or 0 when it fell back to the default. */
  ivfCenter: number;
  memberType: ContentMemberType;
  landingPage: LandingPageContent;
  dispositionOptionPages: DispositionPageContent[];
  docuSign: ESignatureTerms;
}

export interface FooterPanelContent {
  id: string;
  ivfCenter: number;
  contentPanel: RichTextDocument;
}

export interface MatchingSitePageContent {
  internalName: string;
  labelText: string;
  bodyText: RichTextDocument;
  articles: Article[];
}

export interface MatchingSiteTemplatesContent {
  ivfCenter: number;
  matchingSitePages: MatchingSitePageContent[];
  /** Shown when a search finds no member profiles. */
  membersWithoutMatchingProfiles: string;
}

export interface InfoPageContent {
  ivfCenter: number;
  pageId: string;
  title: string;
  body: RichTextDocument;
}

export interface LoginSlide {
  id: string;
  title: string;
  /** Alternative text of the image. */
  description: string;
  url: string;
  width: number | null;
  height: number | null;
}
