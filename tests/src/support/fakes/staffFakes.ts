// The staff area's fakes: factories of what the staff API answers, a fake sign-in client and a fake
// staff API (jest.fn calls that answer at once) behind the real StaffSessionService.
import type { TelemetryOverview } from '../../../../contract/api/telemetry.ts';
import type {
  AdminMemberDetail,
  AuditEntry,
  AuditPage,
  Banner,
  BannerInput,
  MaintenanceOverview,
  MemberSummary,
  ModerationItem,
  StaffMember,
  StaffSession,
  StaffTransitionRequest,
  StaffTransitionResult,
  WorkItem,
  WorkQueue,
} from '../../../../contract/api/admin';
import type { Locale } from '../../../../contract/api/centers';
import type { JointDecisionView, StaffConsentRow, StorageConsentView } from '../../../../contract/api/consent';
import type { StaffApi } from '../../../../src/features/admin/api/createStaffApi';
import type { StaffAccount, StaffAuth } from '../../../../src/features/admin/staff-auth/StaffAuth';
import { StaffSessionService } from '../../../../src/features/admin/session/StaffSessionService';
import { problem } from './memberFakes';

export const NORTHSIDE = { id: 1, name: 'Northside Fertility' };
export const THAMES = { id: 2, name: 'Thames Fertility Centre' };
export const SOL = { id: 3, name: 'Clínica Sol' };

export function makeStaffSession(overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    oid: '11111111-1111-4111-8111-111111111111',
    userName: 'nadia.admin@northside.example',
    name: 'Nadia Okonkwo',
    roles: ['ClinicAdmin'],
    clinics: [NORTHSIDE],
    canAct: true,
    isPlatformAdmin: false,
    ...overrides,
  };
}

export const supportSession = () =>
  makeStaffSession({ userName: 'sasha.support@cryo.example', name: 'Sasha Lind', roles: ['Support'], clinics: [NORTHSIDE, THAMES, SOL], canAct: false });
export const platformSession = () =>
  makeStaffSession({ userName: 'pat.platform@cryo.example', name: 'Pat Rivera', roles: ['PlatformAdmin'], clinics: [NORTHSIDE, THAMES, SOL], isPlatformAdmin: true });

export function makeWorkItem(overrides: Partial<WorkItem> = {}): WorkItem {
  return {
    freezeEventId: 13,
    memberId: 9,
    memberName: 'Benjamin Keller',
    userName: 'ben.balance',
    memberType: 'EmbryoCryo',
    clinicId: 1,
    clinicName: 'Northside Fertility',
    itemTypeId: 'CRY',
    description: 'Day 3 embryos',
    count: 2,
    statusId: 'ICR-ESCI----------------',
    option: 'donate-to-science',
    signedAtUtc: '2026-03-02T15:04:05Z',
    consentRecordId: 4,
    transitions: [{ toStatusId: 'ICR-DSCI----------------', kind: 'complete' }],
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return {
    memberId: 3,
    clinicId: 1,
    clinicName: 'Northside Fertility',
    userName: 'carol.couple',
    name: 'Carol Bennett',
    memberType: 'EmbryoCryo',
    registrationStageId: 'REGI',
    isReadOnly: false,
    signInLocked: false,
    ...overrides,
  };
}

export function makeMemberDetail(overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail {
  return {
    summary: makeSummary(),
    profile: {
      namePrefix: null,
      firstName: 'Carol',
      lastName: 'Bennett',
      email: 'carol.couple@example.com',
      phone: '6175550113',
      phoneExt: null,
      addressLine1: '9 Harbor View Road',
      addressLine2: null,
      city: 'Quincy',
      state: 'MA',
      zip: '02169',
      country: 'US',
      dateOfBirth: '1984-02-27',
      offsiteStorageType: 'StorageOnly',
    },
    partner: { firstName: 'Daniel', lastName: 'Bennett', email: 'daniel.bennett@example.com' },
    twoFactorEnabled: false,
    items: [
      {
        freezeEventId: 21,
        itemTypeId: 'CRY',
        description: 'Day 3 embryos',
        count: 3,
        frozenOn: '2019-03-21T12:00:00Z',
        storageLocation: 'Long-term facility, Cryo Vault East — Dewar 12',
        statusId: 'ICR-NDON----------------',
        medicalReviewPending: false,
        history: [
          { atUtc: '2026-03-01T10:00:00Z', fromStatusId: 'ICR-CRYL----------------', toStatusId: 'ICR-EDON----------------', actor: 'member', reason: null },
          {
            atUtc: '2026-03-05T10:00:00Z',
            fromStatusId: 'ICR-EDON----------------',
            toStatusId: 'ICR-NDON----------------',
            actor: 'staff:nadia.admin@northside.example',
            reason: 'No recipient couple is registered yet.',
          },
        ],
      },
    ],
    consentRecords: [
      {
        id: 7,
        memberId: 3,
        freezeEventId: 21,
        action: 'sign',
        option: 'donate-to-another-couple',
        fromStatusId: 'ICR-CRYL----------------',
        toStatusId: 'ICR-EDON----------------',
        signedName: 'Carol Bennett',
        coOwnerName: null,
        termsVersion: 'DS-2026.1',
        termsHash: 'a'.repeat(64),
        signedAtUtc: '2026-03-01T10:00:00Z',
        ipAddress: '127.0.0.1',
        userAgent: 'jest',
      },
    ],
    billingBalance: 250,
    currencyCode: 'USD',
    billingHistory: [{ id: 1, date: '2025-03-19', description: 'Annual storage fee 2025–2026', amount: 650, balance: 650, kind: 'Charge' }],
    paymentMethod: { kind: 'card', card: { brand: 'MA', lastFour: '4444', expiration: '09/29', systemStatus: 'ACC' } },
    appointments: [],
    matching: { statusId: 'NOPROF', privacyTypeId: null, customDescriptionStatusId: null },
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    atUtc: '2026-03-05T10:00:00Z',
    staffUserName: 'nadia.admin@northside.example',
    role: 'ClinicAdmin',
    action: 'item.deny',
    clinicId: 1,
    memberId: 3,
    freezeEventId: 21,
    before: JSON.stringify({ statusId: 'ICR-EDON----------------' }),
    after: JSON.stringify({ statusId: 'ICR-NDON----------------', reason: 'No recipient couple is registered yet.' }),
    requestId: 'req-42',
    ipAddress: '127.0.0.1',
    ...overrides,
  };
}

export function makeStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    oid: '22222222-2222-4222-8222-222222222222',
    userName: 'theo.admin@thames.example',
    name: 'Theo Marsh',
    clinicIds: [2],
    lastSeenUtc: '2026-03-05T10:00:00Z',
    ...overrides,
  };
}

const DAY = 86_400_000;

export function makeJointDecision(overrides: Partial<JointDecisionView> = {}): JointDecisionView {
  const started = Date.now() - 2 * DAY;
  return {
    id: 5,
    option: 'donate-to-science',
    state: 'waitingForPartner',
    freezeEventIds: [22],
    yourRole: 'owner',
    ownerName: 'Carol Bennett',
    coOwnerName: 'Daniel Bennett',
    signatures: [{ party: 'owner', name: 'Carol Bennett', signedAtUtc: new Date(started).toISOString(), identityCheck: 'signed-in' }],
    startedAtUtc: new Date(started).toISOString(),
    lapsesAtUtc: new Date(started + 30 * DAY).toISOString(),
    closedAtUtc: null,
    closedBy: null,
    ...overrides,
  };
}

export function makeStorageConsent(overrides: Partial<StorageConsentView> = {}): StorageConsentView {
  return {
    status: 'due',
    consentedAtUtc: '2024-05-01T10:00:00Z',
    dueDate: '2026-05-01',
    daysLeft: 40,
    renewalStep: 'renewOrChangeDestination',
    renewalIntervalYears: 2,
    ...overrides,
  };
}

/** A row of the staff consent lists: a waiting decision unless overridden. */
export function makeConsentRow(overrides: Partial<StaffConsentRow> = {}): StaffConsentRow {
  return {
    memberId: 3,
    memberName: 'Carol Bennett',
    clinicId: 1,
    clinicName: 'Northside Fertility',
    freezeEventId: 22,
    description: 'Day 3 embryos, created with Daniel',
    coOwnerName: 'Daniel Bennett',
    decision: makeJointDecision(),
    storageConsent: null,
    ...overrides,
  };
}

export function makeTelemetryOverview(overrides: Partial<TelemetryOverview> = {}): TelemetryOverview {
  return {
    from: '2026-11-19T12:00:00.000Z',
    to: '2026-11-20T12:00:00.000Z',
    bucketMinutes: 60,
    source: 'emulator',
    signIns: [],
    apiRoutes: [],
    slowPages: [],
    paymentDeclines: [],
    exceptions: [],
    failedOperations: [],
    ...overrides,
  };
}

/** A sign-in client with one account (or none). */
export class FakeStaffAuth implements StaffAuth {
  account: StaffAccount | null;
  readonly signIn = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
  readonly signOut = jest.fn<Promise<void>, []>(() => Promise.resolve());
  readonly accessToken = jest.fn<Promise<string>, [{ forceRefresh?: boolean }?]>(() => Promise.resolve('staff-token'));

  constructor(account: StaffAccount | null = { userName: 'nadia.admin@northside.example', name: 'Nadia Okonkwo' }) {
    this.account = account;
  }
}

// Any arguments: a test's own jest.fn(() => …) may ignore them.
type Mocked<T> = { [K in keyof T]: T[K] extends (...args: never[]) => infer R ? jest.Mock<R> : never };
export type FakeStaffApi = Mocked<StaffApi>;

export function fakeStaffApi(session: StaffSession = makeStaffSession(), overrides: Partial<FakeStaffApi> = {}): FakeStaffApi {
  return {
    me: jest.fn(() => Promise.resolve(session)),
    locales: jest.fn(() =>
      Promise.resolve<Locale[]>([
        { name: 'en-US', displayText: 'English (US)' },
        { name: 'en-GB', displayText: 'English (UK)' },
        { name: 'es', displayText: 'Español' },
        { name: 'fr', displayText: 'Français' },
      ]),
    ),
    workQueue: jest.fn(() => Promise.resolve<WorkQueue>({ items: [], total: 0, page: 1, pageSize: 25 })),
    transition: jest.fn((freezeEventId: number, body: StaffTransitionRequest) => Promise.resolve<StaffTransitionResult>({ freezeEventId, statusId: body.toStatusId })),
    findMembers: jest.fn(() => Promise.resolve<MemberSummary[]>([])),
    member: jest.fn(() => Promise.resolve(makeMemberDetail())),
    sendPasswordReset: jest.fn(() => Promise.resolve({ done: true })),
    resetTwoFactor: jest.fn(() => Promise.resolve(makeSummary())),
    setSignInLocked: jest.fn((...args: [number, boolean]) => Promise.resolve(makeSummary({ signInLocked: args[1] }))),
    setReadOnly: jest.fn((...args: [number, boolean]) => Promise.resolve(makeSummary({ isReadOnly: args[1] }))),
    consents: jest.fn(() => Promise.resolve<StaffConsentRow[]>([])),
    consentDocument: jest.fn(() => Promise.resolve(new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }))),
    audit: jest.fn(() => Promise.resolve<AuditPage>({ items: [], total: 0, page: 1, pageSize: 50 })),
    staff: jest.fn(() => Promise.resolve<StaffMember[]>([])),
    setStaffClinics: jest.fn((oid: string, clinicIds: number[]) => Promise.resolve(makeStaffMember({ oid, clinicIds }))),
    moderation: jest.fn(() => Promise.resolve<ModerationItem[]>([])),
    decideCustomDescription: jest.fn(() => Promise.resolve({ done: true })),
    decideMedicalReview: jest.fn(() => Promise.resolve({ done: true })),
    banners: jest.fn(() => Promise.resolve<Banner[]>([])),
    createBanner: jest.fn((input: BannerInput) => Promise.resolve<Banner>({ id: 1, ...input })),
    updateBanner: jest.fn((bannerId: number, input: BannerInput) => Promise.resolve<Banner>({ id: bannerId, ...input })),
    endBanner: jest.fn((bannerId: number) =>
      Promise.resolve<Banner>({
        id: bannerId,
        clinicId: 1,
        texts: { 'en-US': 'x' },
        styleId: 'info',
        startsAtUtc: '2026-01-01T00:00:00.000Z',
        endsAtUtc: '2026-01-02T00:00:00.000Z',
      }),
    ),
    maintenance: jest.fn(() => Promise.resolve<MaintenanceOverview>({ clinics: [], site: null })),
    setClinicMaintenance: jest.fn(() => Promise.resolve<MaintenanceOverview>({ clinics: [], site: null })),
    setSiteMaintenance: jest.fn(() => Promise.resolve<MaintenanceOverview>({ clinics: [], site: null })),
    telemetryOverview: jest.fn(() => Promise.resolve(makeTelemetryOverview())),
    telemetryOperation: jest.fn(() => Promise.reject(problem(404))),
    telemetryReplay: jest.fn(() => Promise.reject(problem(404))),
    ...overrides,
  };
}

export interface AdminSetup {
  auth: FakeStaffAuth;
  api: FakeStaffApi;
  service: StaffSessionService;
  /** Called by the API client when the staff token is refused for good. */
  signInRequired: () => void;
}

export interface AdminSetupOptions {
  session?: StaffSession;
  account?: StaffAccount | null;
  /** null: staff sign-in is not configured. */
  auth?: FakeStaffAuth | null;
  api?: Partial<FakeStaffApi>;
}

export function adminSetup(options: AdminSetupOptions = {}): AdminSetup {
  const auth = options.auth === undefined ? new FakeStaffAuth(options.account === undefined ? undefined : options.account) : options.auth;
  const api = fakeStaffApi(options.session, options.api);
  const holder: { signInRequired: () => void } = { signInRequired: () => undefined };
  const service = new StaffSessionService({
    loadAuth: () => Promise.resolve(auth),
    createApi: (_auth, onSignInRequired) => {
      holder.signInRequired = onSignInRequired;
      return api;
    },
  });
  return { auth: auth ?? new FakeStaffAuth(null), api, service, signInRequired: () => holder.signInRequired() };
}
