// The member side's fakes: factories of what the API answers, a fake Services object with fake API
// calls (jest.fn), a fake content service and a tiny session store.
import type { ConsentedItem, JointDecisionView, JointSignRequest, MemberConsentOverview, StorageRenewalRequest } from '../../../../contract/api/consent';
import type { Document } from '@contentful/rich-text-types';
import type { Center } from '../../../../contract/api/centers';
import type { ConsentRecord, DispositionRequest } from '../../../../contract/api/member-area';
import type { FreezeEvent, Member } from '../../../../contract/api/members';
import { richText } from '../../../../server/emulators/content/source/rich-text';
import type { Services } from '../../../../src/services/ServicesContext';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import type { ContentService } from '../../../../src/services/content/ContentService';
import type { DispositionPageContent, MemberPortalContent } from '../../../../src/services/content/contentModels';
import type { SessionService, SessionState } from '../../../../src/services/session/SessionService';
import { ApiError } from '../../../../src/services/http/ApiError';
import type { ProblemKind } from '../../../../contract/domain/problems.ts';

export const doc = (source: string) => richText(source) as unknown as Document;

const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 42,
    ivfCenterId: 1,
    userName: 'carol.couple',
    etag: '"account-1"',
    typeId: 'CRY',
    memberType: 'EmbryoCryo',
    registrationStageId: 'REGI',
    accountStatusId: 'ACT',
    isReadOnly: false,
    billingBalance: 0,
    paymentMethodId: null,
    defaultPaymentMethod: null,
    matchingProfileStatusId: null,
    matchingPrivacyTypeId: 'OPEN',
    twoFactorEnabled: false,
    profile: {
      namePrefix: null,
      firstName: 'Carol',
      lastName: 'Couple',
      email: 'carol@example.test',
      phone: '5555550100',
      phoneExt: null,
      addressLine1: '1 Main St',
      addressLine2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
      dateOfBirth: '1985-04-12',
      offsiteStorageType: null,
    },
    partner: null,
    ...overrides,
  };
}

export function makeCenter(overrides: Partial<Center> = {}): Center {
  return {
    id: 1,
    name: 'Northside Fertility',
    logo: '/logo.svg',
    currencyCultureInfo: 'en-US',
    currencySymbol: '$',
    currencyCode: 'USD',
    locale: 'en-US',
    timeZone: 'America/Chicago',
    countryCode: 'US',
    businessModel: 'B2B2C',
    isInMaintenanceMode: false,
    startMaintenanceDateTimeUtc: null,
    colorScheme: { primary: '#135CAB', secondary: '#6C2196', accent: '#99BE57' },
    merchantAccountDetails: { vaultingOrderAmount: 1, currencyCode: 'USD' },
    contact: { dispositionContactEmail: null, billingContactPhone: null, billingContactPhoneExt: null, phone: null },
    ...overrides,
  };
}

export function makeFreezeEvent(overrides: Partial<FreezeEvent> = {}): FreezeEvent {
  return {
    id: 101,
    memberId: 42,
    itemTypeId: 'CRY',
    statusId: 'ICR-CRYC----------------',
    count: 3,
    frozenOn: daysAgo(400),
    storageLocation: 'Northside tank A',
    description: 'Day 5 blastocysts',
    ...overrides,
  };
}

export function makeDispositionPage(overrides: Partial<DispositionPageContent> = {}): DispositionPageContent {
  const id = overrides.id ?? 'thaw-and-discard';
  return {
    id,
    mainPanel: { labelText: `Main panel of ${id}`, bodyText: doc('Read about this option.') },
    subPanels: [],
    relatesToDonateToScience: id.endsWith('donate-to-science'),
    relatesToThawAndDiscard: id.endsWith('thaw-and-discard'),
    relatesToOpenclosedDonation: id === 'donate-to-another-couple',
    relatesToAnonymousDonation: id.endsWith('donate-to-another-couple'),
    thawAndDiscardIfOlderThan: id.endsWith('thaw-and-discard') ? 720 : null,
    table: null,
    buttons: [
      { buttonId: `choose-${id}`, labelText: `Choose ${id}`, link: null },
      { buttonId: 'talk-to-us', labelText: 'Talk to our team', link: 'mailto:support@cryoportal.example' },
      { buttonId: 'back-to-options', labelText: 'Back to my options', link: '/member/home' },
    ],
    ...overrides,
  };
}

export const TERMS_BODY = doc('By signing below, you confirm your decision.\n\n- I have read the information.');

export function makePortal(overrides: Partial<MemberPortalContent> = {}): MemberPortalContent {
  return {
    ivfCenter: 1,
    memberType: 'Donor',
    landingPage: {
      title: 'Welcome to your member portal',
      body: doc('This is your space to look after everything you have in storage with us.'),
      articles: [{ title: 'About us', description: 'Who we are.', link: '/member/about' }],
    },
    dispositionOptionPages: ['donate-to-another-couple', 'donate-to-science', 'use-your-own', 'thaw-and-discard'].map((id) => makeDispositionPage({ id })),
    docuSign: { title: 'Consent to your storage decision', body: TERMS_BODY, version: 'DS-2026.1' },
    ...overrides,
  };
}

export function makeConsentRecord(overrides: Partial<ConsentRecord> = {}): ConsentRecord {
  return {
    id: 1,
    memberId: 42,
    freezeEventId: 101,
    action: 'sign',
    option: 'donate-to-science',
    fromStatusId: 'ICR-CRYC----------------',
    toStatusId: 'ICR-ESCI----------------',
    signedName: 'Carol Couple',
    coOwnerName: null,
    termsVersion: 'DS-2026.1',
    termsHash: 'a'.repeat(64),
    signedAtUtc: '2026-03-02T15:04:05Z',
    ipAddress: '127.0.0.1',
    userAgent: 'jest',
    ...overrides,
  };
}

/** A refusal as the API client reports it: `detail` is the sub-code (a number) or the problem kind. */
export const problem = (status: number, detail?: number | ProblemKind) =>
  new ApiError({ status, title: `Problem ${String(status)}`, ...(typeof detail === 'number' ? { subCode: detail } : { kind: detail }), requestId: 'req-1' });

/** A session with just what pages read: a store of SessionState with subscribe and setFreezeEvents. */
export class FakeSession {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  readonly loadMemberState = jest.fn(() => Promise.resolve());

  constructor(state: Partial<SessionState>) {
    this.state = {
      tokens: null,
      user: null,
      center: makeCenter(),
      centerStatus: 'loaded',
      offsiteStorage: null,
      member: makeMember(),
      memberStatus: 'loaded',
      freezeEvents: [],
      freezeEventsFailed: false,
      features: { matchingSite: true, openClosedDonation: true },
      belongsToEligibleDonationLocation: true,
      banners: [],
      appointments: [],
      exitReason: null,
      ...state,
    };
  }

  get snapshot(): SessionState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setFreezeEvents(_memberId: number, freezeEvents: FreezeEvent[]): void {
    this.state = { ...this.state, freezeEvents, freezeEventsFailed: false };
    for (const listener of this.listeners) listener();
  }

  /** What the next reloadFreezeEvents reads: a list, or null for a failed call. */
  nextFreezeEvents: FreezeEvent[] | null = null;
  readonly reloadFreezeEvents = jest.fn(() => {
    if (this.nextFreezeEvents) this.setFreezeEvents(this.state.member?.id ?? 0, this.nextFreezeEvents);
    return Promise.resolve(this.nextFreezeEvents !== null);
  });

  setAppointments(_memberId: number, appointments: SessionState['appointments']): void {
    this.state = { ...this.state, appointments };
    for (const listener of this.listeners) listener();
  }
}

type Id = number | null | undefined;

export interface FakeMembersApi {
  freezeEvents: jest.Mock<Promise<FreezeEvent[]>, [Id, unknown?]>;
  signDisposition: jest.Mock<Promise<FreezeEvent>, [Id, Id, DispositionRequest, unknown?]>;
  withdrawDisposition: jest.Mock<Promise<FreezeEvent>, [Id, Id, unknown?]>;
  consentRecords: jest.Mock<Promise<ConsentRecord[]>, [Id, unknown?]>;
  consentDocument: jest.Mock<Promise<Blob>, [Id, Id, unknown?]>;
}

export interface FakeConsentApi {
  overview: jest.Mock<Promise<MemberConsentOverview>, [Id, unknown?]>;
  renewStorage: jest.Mock<Promise<ConsentedItem>, [Id, Id, StorageRenewalRequest, unknown?]>;
  coSign: jest.Mock<Promise<JointDecisionView>, [Id, Id, JointSignRequest, unknown?]>;
  withdraw: jest.Mock<Promise<JointDecisionView>, [Id, Id, unknown?]>;
}

/** A stored item as the consent overview answers it: the member's alone, no decision, no storage consent on record. */
export function makeConsentedItem(event: FreezeEvent, overrides: Partial<ConsentedItem> = {}): ConsentedItem {
  return { ...event, coOwnerName: null, ownerName: 'Carol Bennett', jointDecision: null, storageConsent: null, ...overrides };
}

export interface FakeContent {
  getMemberPortal: jest.Mock<Promise<MemberPortalContent | null>, [unknown]>;
  getDispositionPage: jest.Mock<Promise<DispositionPageContent | null>, [{ pageId: string }]>;
}

export interface Setup {
  session: FakeSession;
  members: FakeMembersApi;
  consent: FakeConsentApi;
  content: FakeContent;
  services: Services;
}

export interface SetupOptions {
  session?: Partial<SessionState>;
  portal?: MemberPortalContent | null;
  consentRecords?: ConsentRecord[];
  /** The consent overview; by default the session's items, each the member's alone. */
  consentOverview?: MemberConsentOverview;
}

export function setup(options: SetupOptions = {}): Setup {
  const session = new FakeSession(options.session ?? {});
  const portal = options.portal === undefined ? makePortal() : options.portal;
  const members: FakeMembersApi = {
    freezeEvents: jest.fn<Promise<FreezeEvent[]>, [Id, unknown?]>(() => Promise.resolve(session.snapshot.freezeEvents)),
    signDisposition: jest.fn<Promise<FreezeEvent>, [Id, Id, DispositionRequest, unknown?]>(),
    withdrawDisposition: jest.fn<Promise<FreezeEvent>, [Id, Id, unknown?]>(),
    consentRecords: jest.fn<Promise<ConsentRecord[]>, [Id, unknown?]>(() => Promise.resolve(options.consentRecords ?? [])),
    consentDocument: jest.fn<Promise<Blob>, [Id, Id, unknown?]>(() => Promise.resolve(new Blob(['%PDF-1.3'], { type: 'application/pdf' }))),
  };
  const consent: FakeConsentApi = {
    overview: jest.fn<Promise<MemberConsentOverview>, [Id, unknown?]>(() =>
      Promise.resolve(options.consentOverview ?? { ownItems: session.snapshot.freezeEvents.map((event) => makeConsentedItem(event)), sharedItems: [] }),
    ),
    renewStorage: jest.fn<Promise<ConsentedItem>, [Id, Id, StorageRenewalRequest, unknown?]>(),
    coSign: jest.fn<Promise<JointDecisionView>, [Id, Id, JointSignRequest, unknown?]>(),
    withdraw: jest.fn<Promise<JointDecisionView>, [Id, Id, unknown?]>(),
  };
  const content: FakeContent = {
    getMemberPortal: jest.fn<Promise<MemberPortalContent | null>, [unknown]>(() => Promise.resolve(portal)),
    getDispositionPage: jest.fn<Promise<DispositionPageContent | null>, [{ pageId: string }]>(({ pageId }) =>
      Promise.resolve(portal?.dispositionOptionPages.find((p) => p.id === pageId) ?? null),
    ),
  };
  const services = {
    api: { members, consent } as unknown as PortalApi,
    session: session as unknown as SessionService,
    configuration: {} as Services['configuration'],
    content: content as unknown as ContentService,
    runtime: { apiBaseAddress: '', environment: 'test' },
    notify: jest.fn(),
  } satisfies Services;
  return { session, members, consent, content, services };
}
