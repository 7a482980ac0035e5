// Joint consent and storage consent (issue 13): decisions about items created with a partner take
// effect only when both have signed; a partner without an account signs through a single-use link
// after an identity check; consent to storage is renewed on the clinic's policy.
import { Type, type Static } from '@sinclair/typebox';
import { IdParam } from './common.ts';
import { DispositionOptionSchema, ESignature } from './member-area.ts';
import { FreezeEvent } from './members.ts';

export const JointOptionSchema = Type.Union([DispositionOptionSchema, Type.Literal('storage-renewal')]);
export const JointStateSchema = Type.Union(['waitingForPartner', 'consented', 'withdrawn', 'lapsed', 'completed'].map((s) => Type.Literal(s)));
export const JointParty = Type.Union([Type.Literal('owner'), Type.Literal('coOwner')]);

/** One signature of a joint decision, as the consent record keeps it. */
export const JointSignature = Type.Object({
  party: JointParty,
  name: Type.String(),
  signedAtUtc: Type.String(),
  /** 'signed-in', or 'link:last-name+date-of-birth' for a partner who signed through a link. */
  identityCheck: Type.String(),
});

/** A decision about co-owned items, as either partner sees it. */
export const JointDecisionView = Type.Object({
  id: Type.Integer(),
  option: JointOptionSchema,
  state: JointStateSchema,
  freezeEventIds: Type.Array(Type.Integer()),
  /** Which side of the decision the caller is on. */
  yourRole: JointParty,
  ownerName: Type.String(),
  coOwnerName: Type.String(),
  signatures: Type.Array(JointSignature),
  startedAtUtc: Type.String(),
  /** A decision still waiting for the partner lapses at this instant. */
  lapsesAtUtc: Type.String(),
  closedAtUtc: Type.Union([Type.String(), Type.Null()]),
  /** Who ended it: owner, coOwner (withdrew), clock (lapsed) or clinic (completed). */
  closedBy: Type.Union([Type.String(), Type.Null()]),
});
export type JointDecisionView = Static<typeof JointDecisionView>;

/** Consent to the storage of one item under the clinic's policy. */
export const StorageConsentView = Type.Object({
  status: Type.Union([Type.Literal('current'), Type.Literal('due'), Type.Literal('lapsed')]),
  consentedAtUtc: Type.String(),
  /** The last clinic-local day on which consent is current. */
  dueDate: Type.String(),
  daysLeft: Type.Integer(),
  /** renewStorageConsent (UK), renewOrChangeDestination (Spain), confirmParentalProject (France), signStorageAgreement (US). */
  renewalStep: Type.String(),
  renewalIntervalYears: Type.Integer(),
});
export type StorageConsentView = Static<typeof StorageConsentView>;

/** A stored item with what consent says about it: its partner, the open decision, and storage consent. */
export const ConsentedItem = Type.Composite([
  FreezeEvent,
  Type.Object({
    /** The partner with whom the item was created, or null when it is the member's alone. */
    coOwnerName: Type.Union([Type.String(), Type.Null()]),
    /** The account holder's name (differs from the caller's on a partner's shared items). */
    ownerName: Type.String(),
    /** The latest joint decision about the item still open or ended in the last 90 days, or null. */
    jointDecision: Type.Union([JointDecisionView, Type.Null()]),
    storageConsent: Type.Union([StorageConsentView, Type.Null()]),
  }),
]);
export type ConsentedItem = Static<typeof ConsentedItem>;

/** GET /api/Members/{memberId}/Consent: the member's own items and those of a partner they co-own. */
export const MemberConsentOverview = Type.Object({
  ownItems: Type.Array(ConsentedItem),
  sharedItems: Type.Array(ConsentedItem),
});
export type MemberConsentOverview = Static<typeof MemberConsentOverview>;

export const JointDecisionParams = Type.Object({ memberId: IdParam, decisionId: IdParam });
export const JointSignRequest = Type.Object({ option: JointOptionSchema, signature: ESignature });
export type JointSignRequest = Static<typeof JointSignRequest>;
export const StorageRenewalRequest = Type.Object({ signature: ESignature });
export type StorageRenewalRequest = Static<typeof StorageRenewalRequest>;

/** What a partner without an account types to prove it is them (as the password-reset check does). */
export const CosignIdentity = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  dateOfBirth: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** The language to show the terms in (en-US, en-GB, es, fr). */
  locale: Type.Optional(Type.String({ maxLength: 10 })),
});
export type CosignIdentity = Static<typeof CosignIdentity>;
export const CosignSignRequest = Type.Composite([CosignIdentity, Type.Object({ option: JointOptionSchema, signature: ESignature })]);
export type CosignSignRequest = Static<typeof CosignSignRequest>;

/** What the partner sees once their identity is checked: the decision, the items, and the terms to sign. */
export const CosignView = Type.Object({
  clinicName: Type.String(),
  decision: JointDecisionView,
  items: Type.Array(Type.Object({ id: Type.Integer(), itemTypeId: Type.String(), count: Type.Integer(), frozenOn: Type.String(), description: Type.String() })),
  terms: Type.Union([
    Type.Object({ locale: Type.String(), version: Type.String(), title: Type.String(), hash: Type.String(), body: Type.Record(Type.String(), Type.Unknown()) }),
    Type.Null(),
  ]),
});
export type CosignView = Static<typeof CosignView>;

/** Staff lists (issue 13): joint decisions waiting for a partner, and storage consents due or lapsed. */
export const StaffConsentQuery = Type.Object({
  kind: Type.Union([Type.Literal('waiting'), Type.Literal('due'), Type.Literal('lapsed')]),
  clinicId: Type.Optional(IdParam),
});
export type StaffConsentQuery = Static<typeof StaffConsentQuery>;
export const StaffConsentRow = Type.Object({
  memberId: Type.Integer(),
  memberName: Type.String(),
  clinicId: Type.Integer(),
  clinicName: Type.String(),
  freezeEventId: Type.Integer(),
  description: Type.String(),
  coOwnerName: Type.Union([Type.String(), Type.Null()]),
  /** waiting: the decision; due and lapsed: null. */
  decision: Type.Union([JointDecisionView, Type.Null()]),
  /** due and lapsed: the storage consent; waiting: null. */
  storageConsent: Type.Union([StorageConsentView, Type.Null()]),
});
export type StaffConsentRow = Static<typeof StaffConsentRow>;
