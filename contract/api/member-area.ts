// Contract of the member area (issue: stored items and dispositions, account, enrolment):
// profile and credential updates, dispositions with their consent records, registration.
import { BodyId } from './common.ts';
import { Type, type Static } from '@sinclair/typebox';
import { FreezeEvent } from './members.ts';
import { CaptchaPayload } from './auth.ts';
import { dispositionOptions } from '../domain/dispositionOptions.ts';

/** Profile fields a member may change (UpdateProfile; spec §7: PUT …/MemberAccount/UpdateProfile?token). */
export const UpdateProfileRequest = Type.Object({
  namePrefix: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ minLength: 3, maxLength: 254 }),
  phone: Type.String({ minLength: 7, maxLength: 20 }),
  phoneExt: Type.Union([Type.String({ maxLength: 10 }), Type.Null()]),
  addressLine1: Type.String({ minLength: 1, maxLength: 200 }),
  addressLine2: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  state: Type.String({ maxLength: 100 }),
  zip: Type.String({ minLength: 2, maxLength: 20 }),
  country: Type.String({ minLength: 2, maxLength: 100 }),
  /**
   * The current password (addition to spec §7): required when `email` differs from the account's
   * address. The new address takes effect only once confirmed through the link e-mailed to it.
   */
  currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
});
export type UpdateProfileRequest = Static<typeof UpdateProfileRequest>;

/**
 * Spec §3 change credentials. `password` is the current password (always required);
 * newUserName and/or newPassword carry the change ('' = keep). The answer is a fresh token pair
 * for the tab that made the change; every other session of the member ends.
 */
export const UpdateCredentialsRequest = Type.Object({
  memberId: BodyId,
  ivfCenterId: BodyId,
  password: Type.String({ minLength: 1, maxLength: 200 }),
  userName: Type.String({ minLength: 1, maxLength: 100 }),
  newUserName: Type.String({ maxLength: 100 }),
  newPassword: Type.String({ maxLength: 200 }),
});
export type UpdateCredentialsRequest = Static<typeof UpdateCredentialsRequest>;

/**
 * The portal language the member chose in its language menu: the mails
 * they get without asking (reminders, the other side's mails about a match request, the clinic's news about an item) are in it.
 */
export const UpdateLanguageRequest = Type.Object({
  locale: Type.Union([Type.Literal('en-US'), Type.Literal('en-GB'), Type.Literal('es'), Type.Literal('fr')]),
});
export type UpdateLanguageRequest = Static<typeof UpdateLanguageRequest>;

/** The language the API keeps for the member's mails (null: none chosen; the clinic's is used). */
export const MemberLanguage = Type.Object({
  locale: Type.Union([Type.Literal('en-US'), Type.Literal('en-GB'), Type.Literal('es'), Type.Literal('fr'), Type.Null()]),
});
export type MemberLanguage = Static<typeof MemberLanguage>;

/** The options a member can sign for (contract/domain/dispositionOptions.ts). */
export const DispositionOptionSchema = Type.Union(dispositionOptions.map((o) => Type.Literal(o)));

/** The e-signature: typed full name, explicit consent, and which terms text was shown. */
export const ESignature = Type.Object({
  fullName: Type.String({ minLength: 2, maxLength: 200 }),
  consent: Type.Literal(true),
  termsVersion: Type.String({ minLength: 1, maxLength: 50 }),
  /** SHA-256 (hex) of the terms text as shown (contract/domain/termsHash.ts); refused unless it is the text the API serves. */
  termsHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type ESignature = Static<typeof ESignature>;

/** PUT /api/Members/{memberId}/FreezeEvents/{freezeId}/Disposition → the updated FreezeEvent. */
export const DispositionRequest = Type.Object({ option: DispositionOptionSchema, signature: ESignature });
export type DispositionRequest = Static<typeof DispositionRequest>;
export const DispositionResponse = FreezeEvent;

/** One append-only consent record (architecture §5). GET …/FreezeEvents/ConsentRecords lists them, newest first. */
export const ConsentRecord = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  freezeEventId: Type.Integer(),
  action: Type.Union([Type.Literal('sign'), Type.Literal('withdraw')]),
  option: Type.String(),
  fromStatusId: Type.String(),
  toStatusId: Type.String(),
  signedName: Type.String(),
  coOwnerName: Type.Union([Type.String(), Type.Null()]),
  termsVersion: Type.String(),
  termsHash: Type.String(),
  signedAtUtc: Type.String(),
  ipAddress: Type.String(),
  userAgent: Type.String(),
  /** Who signed: the account holder, or the partner with whom the items were created (issue 13). */
  signer: Type.Optional(Type.Union([Type.Literal('owner'), Type.Literal('coOwner')])),
  /** 'signed-in', or 'link:last-name+date-of-birth' for a partner who signed through a single-use link. */
  identityCheck: Type.Optional(Type.String()),
  /** The joint decision the record belongs to, when the items are co-owned. */
  jointDecisionId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type ConsentRecord = Static<typeof ConsentRecord>;

/** GET …/FreezeEvents/ConsentTerms/{termsHash}: the terms text exactly as a member signed it. */
export const ConsentTermsParams = Type.Object({ memberId: Type.Integer({ minimum: 0 }), termsHash: Type.String({ pattern: '^[0-9a-f]{64}$' }) });
export const ConsentTerms = Type.Object({
  hash: Type.String(),
  version: Type.String(),
  locale: Type.String(),
  title: Type.String(),
  /** The rich-text document (Contentful rich text) that was hashed. */
  body: Type.Record(Type.String(), Type.Unknown()),
  firstSignedAtUtc: Type.String(),
});
export type ConsentTerms = Static<typeof ConsentTerms>;

/** One person of a registration (spec §3 payloads). Dates are yyyy-MM-dd. */
export const RegistrationPerson = Type.Object({
  namePrefix: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  addressLine1: Type.String({ minLength: 1, maxLength: 200 }),
  addressLine2: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  state: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  stateOther: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  zip: Type.String({ minLength: 2, maxLength: 20 }),
  country: Type.String({ minLength: 2, maxLength: 100 }),
  phone: Type.String({ minLength: 7, maxLength: 20 }),
  email: Type.String({ minLength: 3, maxLength: 254 }),
  dateOfBirth: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type RegistrationPerson = Static<typeof RegistrationPerson>;

export const SecondaryPerson = Type.Composite([RegistrationPerson, Type.Object({ sameAddressAsPrimary: Type.Boolean() })]);
export type SecondaryPerson = Static<typeof SecondaryPerson>;

/** POST /api/Members/Registration (anonymous, rate limited) → 201 { memberId }. */
export const RegistrationRequest = Type.Object({
  ivfCenterId: BodyId,
  uiCulture: Type.String(),
  userName: Type.String({ minLength: 3, maxLength: 100 }),
  password: Type.String({ minLength: 12, maxLength: 200 }),
  confirmPassword: Type.String({ minLength: 12, maxLength: 200 }),
  offsiteStorageType: Type.Union([Type.Literal('FertilityPreservation'), Type.Literal('StorageOnly'), Type.Null()]),
  fertPresReason: Type.Union([Type.Literal('CancerTreatment'), Type.Literal('FuturePersonalUse'), Type.Literal('MedicalTreatment'), Type.Literal('Other'), Type.Null()]),
  collectionSiteId: Type.Union([BodyId, Type.Null()]),
  isMinor: Type.Boolean(),
  primary: RegistrationPerson,
  secondary: Type.Union([SecondaryPerson, Type.Null()]),
  /** The solved captcha (issue 15); optional in the schema so its absence is a 400 that names it. */
  captcha: Type.Optional(CaptchaPayload),
});
export type RegistrationRequest = Static<typeof RegistrationRequest>;
export const RegistrationResponse = Type.Object({ memberId: Type.Integer() });
export type RegistrationResponse = Static<typeof RegistrationResponse>;

/**
 * GET /api/Members/{memberId}/MemberAccount/RegistrationDetails: what the clinic's records already
 * hold for a member whose registration is not complete, and which fields are locked (not editable).
 * Locked field names are paths such as 'primary.firstName', 'primary.dateOfBirth'.
 */
export const RegistrationDetails = Type.Object({
  primary: Type.Partial(RegistrationPerson),
  secondary: Type.Union([Type.Partial(SecondaryPerson), Type.Null()]),
  offsiteStorageType: Type.Union([Type.Literal('FertilityPreservation'), Type.Literal('StorageOnly'), Type.Null()]),
  lockedFields: Type.Array(Type.String()),
});
export type RegistrationDetails = Static<typeof RegistrationDetails>;

/** PUT /api/Members/{memberId}/MemberAccount/CompleteRegistration → the Member (now REGI). */
export const CompleteRegistrationRequest = Type.Object({
  primary: RegistrationPerson,
  secondary: Type.Union([SecondaryPerson, Type.Null()]),
  fertPresReason: Type.Union([Type.Literal('CancerTreatment'), Type.Literal('FuturePersonalUse'), Type.Literal('MedicalTreatment'), Type.Literal('Other'), Type.Null()]),
  collectionSiteId: Type.Union([BodyId, Type.Null()]),
  isMinor: Type.Boolean(),
});
export type CompleteRegistrationRequest = Static<typeof CompleteRegistrationRequest>;
