// Member, freeze events (stored items) and billing history (spec §3, §7).
import { Type, type Static } from '@sinclair/typebox';
import { MemberType } from './auth.ts';

export const StorageItemType = Type.Union(['CRY', 'GCR', 'REC', 'SCR', 'TCR'].map((t) => Type.Literal(t)));
export type StorageItemType = 'CRY' | 'GCR' | 'REC' | 'SCR' | 'TCR';

export const CreditCardDetails = Type.Object({
  brand: Type.Union(['VI', 'MA', 'AM', 'DI'].map((t) => Type.Literal(t))),
  lastFour: Type.String({ pattern: '^[0-9]{4}$' }),
  expiration: Type.String(),
  /** ACC (shown as Accepted), Declined, EXP, INV, ERR, NA. */
  systemStatus: Type.String(),
});
export type CreditCardDetails = Static<typeof CreditCardDetails>;

export const PayPalWalletDetails = Type.Object({ email: Type.String() });
export type PayPalWalletDetails = Static<typeof PayPalWalletDetails>;

export const MemberProfile = Type.Object({
  namePrefix: Type.Union([Type.String(), Type.Null()]),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  phoneExt: Type.Union([Type.String(), Type.Null()]),
  addressLine1: Type.String(),
  addressLine2: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  country: Type.String(),
  dateOfBirth: Type.Union([Type.String(), Type.Null()]),
  offsiteStorageType: Type.Union([Type.Literal('FertilityPreservation'), Type.Literal('StorageOnly'), Type.Null()]),
});
export type MemberProfile = Static<typeof MemberProfile>;

export const Member = Type.Object({
  id: Type.Integer(),
  ivfCenterId: Type.Integer(),
  userName: Type.String(),
  typeId: StorageItemType,
  memberType: MemberType,
  registrationStageId: Type.String(),
  accountStatusId: Type.String(),
  isReadOnly: Type.Boolean(),
  billingBalance: Type.Number(),
  paymentMethodId: Type.Union([Type.String(), Type.Null()]),
  /** paymentMethodId CR: creditCardDetails; PP (a vaulted PayPal wallet): payPalDetails. */
  defaultPaymentMethod: Type.Union([
    Type.Object({
      creditCardDetails: Type.Union([CreditCardDetails, Type.Null()]),
      payPalDetails: Type.Optional(Type.Union([PayPalWalletDetails, Type.Null()])),
    }),
    Type.Null(),
  ]),
  /** 'Current' when the matching profile is complete and listed; otherwise the completion status code. */
  matchingProfileStatusId: Type.Union([Type.String(), Type.Null()]),
  matchingPrivacyTypeId: Type.Union([Type.String(), Type.Null()]),
  twoFactorEnabled: Type.Boolean(),
  profile: MemberProfile,
  partner: Type.Union([Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }), Type.Null()]),
  /** A new e-mail address waiting for its confirmation link (addition to spec §7), or null. */
  pendingEmail: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The version of the profile and default payment method, as the ETag header says it: a change sends it back in If-Match. */
  etag: Type.String(),
});
export type Member = Static<typeof Member>;

export const FreezeEvent = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  itemTypeId: StorageItemType,
  /** 24-character status code (architecture §7). */
  statusId: Type.String({ minLength: 24, maxLength: 24 }),
  count: Type.Integer(),
  frozenOn: Type.String(),
  storageLocation: Type.String(),
  description: Type.String(),
});
export type FreezeEvent = Static<typeof FreezeEvent>;

export const PaymentHistoryEntry = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  description: Type.String(),
  amount: Type.Number(),
  balance: Type.Number(),
  kind: Type.Union([Type.Literal('Charge'), Type.Literal('Payment'), Type.Literal('Credit')]),
});
export type PaymentHistoryEntry = Static<typeof PaymentHistoryEntry>;
