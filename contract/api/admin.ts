// The staff side of the API (issue 12, architecture §5): /api/Admin/…, called only with an Entra ID
// access token. Roles come from the token (`ClinicAdmin`, `Support`, `PlatformAdmin`); which clinics
// a ClinicAdmin serves comes from the staff record a PlatformAdmin grants. A member or item outside
// the caller's clinics is 404, exactly like one that does not exist.
import { Type, type Static } from '@sinclair/typebox';
import { BodyId, IdParam, Nullable } from './common.ts';
import { MemberType } from './auth.ts';
import { CreditCardDetails, MemberProfile, PaymentHistoryEntry, StorageItemType } from './members.ts';
import { ConsentRecord } from './member-area.ts';
import { CollectionAppointment } from './collection-appointments.ts';

export const StaffRole = Type.Union([Type.Literal('ClinicAdmin'), Type.Literal('Support'), Type.Literal('PlatformAdmin')]);
export type StaffRole = Static<typeof StaffRole>;

export const ClinicRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ClinicRef = Static<typeof ClinicRef>;

/** GET /api/Admin/Me: who is signed in and what they may do. */
export const StaffSession = Type.Object({
  oid: Type.String(),
  userName: Type.String(),
  name: Type.String(),
  roles: Type.Array(StaffRole),
  /** The clinics this person reads (Support and PlatformAdmin: every clinic). */
  clinics: Type.Array(ClinicRef),
  /** Whether any change is allowed (false for Support only). */
  canAct: Type.Boolean(),
  isPlatformAdmin: Type.Boolean(),
});
export type StaffSession = Static<typeof StaffSession>;

const Page = { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) };

// ---------------------------------------------------------------------------------------------
// Work queue: stored items a member's decision left in an exploring state (and ADIV, the clinic's
// intermediate outcome), oldest decision first.

export const WorkQueueQuery = Type.Object({
  clinicId: Type.Optional(IdParam),
  /** A 4-letter state (ESCI, EDON, ETHD, EUSE, EDIV, ADIV). */
  state: Type.Optional(Type.String({ pattern: '^[A-Z]{4}$' })),
  ...Page,
});
export type WorkQueueQuery = Static<typeof WorkQueueQuery>;

export const WorkItem = Type.Object({
  freezeEventId: Type.Integer(),
  memberId: Type.Integer(),
  memberName: Type.String(),
  userName: Type.String(),
  memberType: MemberType,
  clinicId: Type.Integer(),
  clinicName: Type.String(),
  itemTypeId: StorageItemType,
  description: Type.String(),
  count: Type.Integer(),
  statusId: Type.String(),
  /** The option the member signed (from the last consent record), null when none names it. */
  option: Nullable(Type.String()),
  /** When the member signed it (UTC ISO), null when no consent record is found. */
  signedAtUtc: Nullable(Type.String()),
  consentRecordId: Type.Union([Type.Integer(), Type.Null()]),
  /** Where staff may move it: each 24-character code with its kind. */
  transitions: Type.Array(Type.Object({ toStatusId: Type.String(), kind: Type.Union([Type.Literal('complete'), Type.Literal('deny')]) })),
});
export type WorkItem = Static<typeof WorkItem>;

export const WorkQueue = Type.Object({ items: Type.Array(WorkItem), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type WorkQueue = Static<typeof WorkQueue>;

export const FreezeEventParams = Type.Object({ freezeEventId: IdParam });
export type FreezeEventParams = Static<typeof FreezeEventParams>;

/**
 * POST /api/Admin/FreezeEvents/{id}/Transition: from the status the admin saw to one the rules allow.
 * 409 when the item is no longer in `fromStatusId` (another admin acted first, or the member withdrew).
 */
export const StaffTransitionRequest = Type.Object({
  fromStatusId: Type.String({ minLength: 24, maxLength: 24 }),
  toStatusId: Type.String({ minLength: 24, maxLength: 24 }),
  /** Required for a denial (the member reads it); optional otherwise. */
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type StaffTransitionRequest = Static<typeof StaffTransitionRequest>;

export const StaffTransitionResult = Type.Object({ freezeEventId: Type.Integer(), statusId: Type.String() });
export type StaffTransitionResult = Static<typeof StaffTransitionResult>;

// ---------------------------------------------------------------------------------------------
// Member lookup and the member page.

/** One of: memberId, userName, email (exact), or firstName + lastName + dateOfBirth (exact). */
export const MemberLookupQuery = Type.Object({
  memberId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  userName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  email: Type.Optional(Type.String({ minLength: 3, maxLength: 320 })),
  firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** YYYY-MM-DD. */
  dateOfBirth: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  clinicId: Type.Optional(IdParam),
});
export type MemberLookupQuery = Static<typeof MemberLookupQuery>;

export const MemberSummary = Type.Object({
  memberId: Type.Integer(),
  clinicId: Type.Integer(),
  clinicName: Type.String(),
  userName: Type.String(),
  name: Type.String(),
  memberType: MemberType,
  registrationStageId: Type.String(),
  isReadOnly: Type.Boolean(),
  signInLocked: Type.Boolean(),
});
export type MemberSummary = Static<typeof MemberSummary>;

export const MemberParams = Type.Object({ memberId: IdParam });
export type AdminMemberParams = Static<typeof MemberParams>;

export const StatusHistoryEntry = Type.Object({
  atUtc: Type.String(),
  fromStatusId: Type.String(),
  toStatusId: Type.String(),
  /** member (a signature or withdrawal), staff (with their user name) */
  actor: Type.String(),
  reason: Nullable(Type.String()),
});

export const AdminStoredItem = Type.Object({
  freezeEventId: Type.Integer(),
  itemTypeId: StorageItemType,
  description: Type.String(),
  count: Type.Integer(),
  frozenOn: Type.String(),
  storageLocation: Type.String(),
  statusId: Type.String(),
  medicalReviewPending: Type.Boolean(),
  history: Type.Array(StatusHistoryEntry),
});
export type AdminStoredItem = Static<typeof AdminStoredItem>;

export const AdminMemberDetail = Type.Object({
  summary: MemberSummary,
  profile: MemberProfile,
  partner: Type.Union([Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }), Type.Null()]),
  twoFactorEnabled: Type.Boolean(),
  items: Type.Array(AdminStoredItem),
  consentRecords: Type.Array(ConsentRecord),
  billingBalance: Type.Number(),
  currencyCode: Type.String(),
  billingHistory: Type.Array(PaymentHistoryEntry),
  paymentMethod: Type.Union([
    Type.Object({ kind: Type.Literal('card'), card: CreditCardDetails }),
    Type.Object({ kind: Type.Literal('paypal'), email: Type.String() }),
    Type.Null(),
  ]),
  appointments: Type.Array(CollectionAppointment),
  matching: Type.Object({ statusId: Nullable(Type.String()), privacyTypeId: Nullable(Type.String()), customDescriptionStatusId: Nullable(Type.String()) }),
});
export type AdminMemberDetail = Static<typeof AdminMemberDetail>;

export const SetFlagRequest = Type.Object({ value: Type.Boolean() });
export type SetFlagRequest = Static<typeof SetFlagRequest>;

// ---------------------------------------------------------------------------------------------
// Audit log (append-only).

export const AuditQuery = Type.Object({ clinicId: Type.Optional(IdParam), memberId: Type.Optional(IdParam), ...Page });
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  atUtc: Type.String(),
  staffUserName: Type.String(),
  role: Type.String(),
  action: Type.String(),
  clinicId: Type.Union([Type.Integer(), Type.Null()]),
  memberId: Type.Union([Type.Integer(), Type.Null()]),
  freezeEventId: Type.Union([Type.Integer(), Type.Null()]),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
  requestId: Type.String(),
  ipAddress: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({ items: Type.Array(AuditEntry), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type AuditPage = Static<typeof AuditPage>;

// ---------------------------------------------------------------------------------------------
// Staff and their clinics (PlatformAdmin).

export const StaffMember = Type.Object({
  oid: Type.String(),
  userName: Type.String(),
  name: Type.String(),
  clinicIds: Type.Array(Type.Integer()),
  lastSeenUtc: Type.String(),
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffParams = Type.Object({ oid: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) });
export type StaffParams = Static<typeof StaffParams>;

export const StaffClinicsRequest = Type.Object({ clinicIds: Type.Array(BodyId, { maxItems: 100, uniqueItems: true }) });
export type StaffClinicsRequest = Static<typeof StaffClinicsRequest>;

// ---------------------------------------------------------------------------------------------
// Matching moderation: custom descriptions waiting for approval (EDCPND) and medical reviews (MEDPND).

export const ModerationItem = Type.Object({
  kind: Type.Union([Type.Literal('customDescription'), Type.Literal('medicalReview')]),
  memberId: Type.Integer(),
  memberName: Type.String(),
  clinicId: Type.Integer(),
  clinicName: Type.String(),
  profileCode: Nullable(Type.String()),
  /** The custom description to read (customDescription), or the stored item's description (medicalReview). */
  text: Type.String(),
  /** The stored item under medical review; null for a custom description. */
  freezeEventId: Type.Union([Type.Integer(), Type.Null()]),
  /** When the profile was last saved (customDescription); null for a medical review. */
  submittedAtUtc: Nullable(Type.String()),
});
export type ModerationItem = Static<typeof ModerationItem>;

export const ModerationQuery = Type.Object({ clinicId: Type.Optional(IdParam) });
export type ModerationQuery = Static<typeof ModerationQuery>;

/** Approve, or send back with a reason the member reads. */
export const ModerationDecision = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('sendBack')]),
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ModerationDecision = Static<typeof ModerationDecision>;

// ---------------------------------------------------------------------------------------------
// Banners and maintenance windows.

/** An instant in UTC, e.g. 2026-11-25T18:00:00Z (seconds and milliseconds optional). */
const UtcInstant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$', maxLength: 30 });

export const BannerStyle = Type.Union([Type.Literal('info'), Type.Literal('warning'), Type.Literal('error'), Type.Literal('success')]);

export const BannerTexts = Type.Object(
  {
    'en-US': Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    'en-GB': Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    es: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    fr: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BannerTexts = Static<typeof BannerTexts>;

export const BannerInput = Type.Object({
  /** null: every clinic (PlatformAdmin only). */
  clinicId: Type.Union([BodyId, Type.Null()]),
  texts: BannerTexts,
  styleId: BannerStyle,
  startsAtUtc: UtcInstant,
  endsAtUtc: Type.Union([UtcInstant, Type.Null()]),
});
export type BannerInput = Static<typeof BannerInput>;

export const Banner = Type.Object({
  id: Type.Integer(),
  clinicId: Type.Union([Type.Integer(), Type.Null()]),
  texts: BannerTexts,
  styleId: BannerStyle,
  startsAtUtc: Type.String(),
  endsAtUtc: Nullable(Type.String()),
});
export type Banner = Static<typeof Banner>;

export const BannerParams = Type.Object({ bannerId: IdParam });
export type BannerParams = Static<typeof BannerParams>;

export const MaintenanceWindow = Type.Object({
  startsAtUtc: UtcInstant,
  endsAtUtc: UtcInstant,
});
export type MaintenanceWindow = Static<typeof MaintenanceWindow>;

/**
 * A clinic's maintenance as it stands: a window the console scheduled, or one with no end (set by the
 * clinic's own systems: it lasts until someone ends it).
 */
export const ClinicMaintenanceWindow = Type.Object({
  startsAtUtc: UtcInstant,
  endsAtUtc: Type.Union([UtcInstant, Type.Null()]),
});
export type ClinicMaintenanceWindow = Static<typeof ClinicMaintenanceWindow>;

export const ClinicMaintenance = Type.Object({
  clinicId: Type.Integer(),
  clinicName: Type.String(),
  window: Type.Union([ClinicMaintenanceWindow, Type.Null()]),
});
export const MaintenanceOverview = Type.Object({
  clinics: Type.Array(ClinicMaintenance),
  /** Site-wide maintenance (subCode 8), PlatformAdmin. */
  site: Type.Union([MaintenanceWindow, Type.Null()]),
});
export type MaintenanceOverview = Static<typeof MaintenanceOverview>;

export const ClinicParams = Type.Object({ clinicId: IdParam });
export type ClinicParams = Static<typeof ClinicParams>;
