// Maps entries as the contentful SDK returns them (links already resolved) into the plain
// shapes of contentModels. Content is edited by people: every field is read defensively, and
// links the SDK could not resolve (unpublished or missing entries) are left out.
import type {
  Article,
  ButtonContent,
  ContentMemberType,
  ContentPanel,
  ContentTable,
  DispositionPageContent,
  ESignatureTerms,
  FooterPanelContent,
  InfoPageContent,
  LandingPageContent,
  LoginSlide,
  MatchingSitePageContent,
  MatchingSiteTemplatesContent,
  MemberPortalContent,
  RichTextDocument,
} from './contentModels';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const bool = (value: unknown): boolean => value === true;
const integerOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const EMPTY_DOCUMENT = { nodeType: 'document', data: {}, content: [] } as unknown as RichTextDocument;

export function richTextDocument(value: unknown): RichTextDocument {
  return isRecord(value) && value.nodeType === 'document' && Array.isArray(value.content) ? (value as unknown as RichTextDocument) : EMPTY_DOCUMENT;
}

/** The fields of a resolved entry, or null for an unresolved link / anything else. */
export function entryFields(value: unknown): Fields | null {
  if (!isRecord(value) || !isRecord(value.sys) || !isRecord(value.fields)) return null;
  return value.sys.type === 'Entry' || value.sys.type === 'Asset' ? value.fields : null;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function articles(value: unknown): Article[] {
  return list(value)
    .filter(isRecord)
    .map((article) => ({ title: text(article.title), description: text(article.description), link: text(article.link) }))
    .filter((article) => article.title !== '');
}

function panel(value: unknown): ContentPanel {
  const fields = isRecord(value) ? value : {};
  return { labelText: text(fields.labelText), bodyText: richTextDocument(fields.bodyText) };
}

function table(value: unknown): ContentTable | null {
  if (!isRecord(value)) return null;
  return {
    title: text(value.title),
    tableData: list(value.tableData)
      .filter(isRecord)
      .map((row) => ({ tableField: text(row.tableField), tableFieldValue: text(row.tableFieldValue) })),
  };
}

export function mapButton(value: unknown): ButtonContent | null {
  const fields = entryFields(value);
  if (!fields || !text(fields.buttonId)) return null;
  const link = text(fields.link);
  return { buttonId: text(fields.buttonId), labelText: text(fields.labelText), link: link || null };
}

export function mapDispositionPage(value: unknown): DispositionPageContent | null {
  const fields = entryFields(value);
  if (!fields || !text(fields.id)) return null;
  return {
    id: text(fields.id),
    mainPanel: panel(fields.mainPanel),
    subPanels: list(fields.subPanels).map(panel),
    relatesToDonateToScience: bool(fields.relatesToDonateToScience),
    relatesToThawAndDiscard: bool(fields.relatesToThawAndDiscard),
    relatesToOpenclosedDonation: bool(fields.relatesToOpenclosedDonation),
    relatesToAnonymousDonation: bool(fields.relatesToAnonymousDonation),
    thawAndDiscardIfOlderThan: integerOrNull(fields.thawAndDiscardIfOlderThan),
    table: table(fields.table),
    buttons: list(fields.buttons)
      .map(mapButton)
      .filter((button): button is ButtonContent => button !== null),
  };
}

function landingPage(value: unknown): LandingPageContent {
  const fields = isRecord(value) ? value : {};
  return { title: text(fields.title), body: richTextDocument(fields.body), articles: articles(fields.articles) };
}

function eSignatureTerms(value: unknown): ESignatureTerms {
  const fields = isRecord(value) ? value : {};
  return { title: text(fields.title), body: richTextDocument(fields.body), version: text(fields.version) };
}

export function mapMemberPortal(value: unknown, fallbackMemberType: ContentMemberType): MemberPortalContent | null {
  const fields = entryFields(value);
  if (!fields) return null;
  const memberType = fields.memberType === 'Donor' || fields.memberType === 'Recipient' ? fields.memberType : fallbackMemberType;
  return {
    ivfCenter: integerOrNull(fields.ivfCenter) ?? 0,
    memberType,
    landingPage: landingPage(fields.landingPage),
    dispositionOptionPages: list(fields.dispositionOptionPages)
      .map(mapDispositionPage)
      .filter((page): page is DispositionPageContent => page !== null),
    docuSign: eSignatureTerms(fields.docuSign),
  };
}

export function mapFooterPanel(value: unknown): FooterPanelContent | null {
  const fields = entryFields(value);
  if (!fields) return null;
  return { id: text(fields.id), ivfCenter: integerOrNull(fields.ivfCenter) ?? 0, contentPanel: richTextDocument(fields.contentPanel) };
}

function matchingSitePage(value: unknown): MatchingSitePageContent | null {
  const fields = entryFields(value);
  if (!fields || !text(fields.internalName)) return null;
  return {
    internalName: text(fields.internalName),
    labelText: text(fields.labelText),
    bodyText: richTextDocument(fields.bodyText),
    articles: articles(fields.articles),
  };
}

export function mapMatchingSiteTemplates(value: unknown): MatchingSiteTemplatesContent | null {
  const fields = entryFields(value);
  if (!fields) return null;
  return {
    ivfCenter: integerOrNull(fields.ivfCenter) ?? 0,
    matchingSitePages: list(fields.matchingSitePages)
      .map(matchingSitePage)
      .filter((page): page is MatchingSitePageContent => page !== null),
    membersWithoutMatchingProfiles: text(fields.membersWithoutMatchingProfiles),
  };
}

export function mapInfoPage(value: unknown): InfoPageContent | null {
  const fields = entryFields(value);
  if (!fields) return null;
  return {
    ivfCenter: integerOrNull(fields.ivfCenter) ?? 0,
    pageId: text(fields.pageId),
    title: text(fields.title),
    body: richTextDocument(fields.body),
  };
}

/** `protocol` completes Contentful's protocol-relative asset URLs (//host/path). */
export function mapLoginSlides(value: unknown, protocol: 'http:' | 'https:'): LoginSlide[] {
  const fields = entryFields(value);
  if (!fields) return [];
  return list(fields.loginSliderImages).flatMap((asset): LoginSlide[] => {
    const assetFields = entryFields(asset);
    const file = assetFields && isRecord(assetFields.file) ? assetFields.file : null;
    if (!assetFields || !file || !text(file.url) || !isRecord(asset) || !isRecord(asset.sys)) return [];
    const image = isRecord(file.details) && isRecord(file.details.image) ? file.details.image : {};
    const url = text(file.url);
    return [
      {
        id: text(asset.sys.id),
        title: text(assetFields.title),
        description: text(assetFields.description),
        url: url.startsWith('//') ? `${protocol}${url}` : url,
        width: integerOrNull(image.width),
        height: integerOrNull(image.height),
      },
    ];
  });
}
