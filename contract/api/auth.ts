// Auth calls of spec §7 plus VerifyTwoFactor (architecture §5).
import { BodyId } from './common.ts';
import { Type, type Static } from '@sinclair/typebox';

export const MemberTypes = ['EmbryoRecipient', 'EmbryoCryo', 'EggCryo', 'SpermCryo', 'TesticularTissueCryo'] as const;
export const MemberType = Type.Union(MemberTypes.map((t) => Type.Literal(t)));
export type MemberType = (typeof MemberTypes)[number];

/** The session user of spec §3, carried as JSON text in the access token's `user` claim. */
export const SessionUser = Type.Object({
  UserId: Type.Integer(),
  Username: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  EdcId: Type.Union([Type.Integer(), Type.Null()]),
  IVFCenterId: Type.Union([Type.Integer(), Type.Null()]),
  Role: Type.Union([Type.Literal('Member'), Type.Literal('Admin'), Type.Literal('')]),
  Email: Type.String(),
  MemberType: Type.Union([MemberType, Type.Literal('')]),
  AccessLevelRole: Type.String(),
  Registered: Type.Union([Type.Boolean(), Type.Null()]),
  PasswordLastChanged: Type.Union([Type.String(), Type.Null()]),
  IvfCenterName: Type.String(),
});
export type SessionUser = Static<typeof SessionUser>;

/**
 * The solved proof-of-work captcha (addition to spec §3, issue 15): the widget's payload, base64 JSON
 * of a challenge from GET /api/Auth/CaptchaChallenge and its solution. Each works once.
 */
export const CaptchaPayload = Type.String({ minLength: 1, maxLength: 8192 });

export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  userRole: Type.Literal('Member'),
  ivfCenterId: BodyId,
  /** Needed after a few failed sign-ins for the user name (400 captcha-required without it). */
  captcha: Type.Optional(CaptchaPayload),
});
export type LoginRequest = Static<typeof LoginRequest>;

export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type TokenPair = Static<typeof TokenPair>;
export const IntermediateToken = Type.Object({
  intermediateToken: Type.String(),
  /** When the e-mailed code stops working (ISO 8601 UTC); the intermediate token ends with it. */
  codeExpiresAt: Type.Optional(Type.String()),
});
export type IntermediateToken = Static<typeof IntermediateToken>;
export const LoginResponse = Type.Union([TokenPair, IntermediateToken]);
export type LoginResponse = Static<typeof LoginResponse>;

export const VerifyTwoFactorRequest = Type.Object({
  intermediateToken: Type.String({ minLength: 1 }),
  code: Type.String({ pattern: '^[0-9]{6}$' }),
});
export type VerifyTwoFactorRequest = Static<typeof VerifyTwoFactorRequest>;

/** POST /api/Auth/ResendTwoFactorCode: a new code for the sign-in step in progress. */
export const ResendTwoFactorRequest = Type.Object({ intermediateToken: Type.String({ minLength: 1 }) });
export type ResendTwoFactorRequest = Static<typeof ResendTwoFactorRequest>;
/** A new code was e-mailed; the earlier code (and intermediate token) no longer works. */
export const ResendTwoFactorResponse = Type.Object({
  intermediateToken: Type.String(),
  codeExpiresAt: Type.String(),
  /** When the earlier code was sent and stopped working (ISO 8601 UTC). */
  previousCodeRetiredAt: Type.String(),
});
export type ResendTwoFactorResponse = Static<typeof ResendTwoFactorResponse>;

/** GET /api/Auth/CaptchaChallenge: an ALTCHA v2 challenge (parameters signed with the API's key). */
export const CaptchaChallenge = Type.Object({
  parameters: Type.Object(
    {
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Number(),
      keyLength: Type.Number(),
      keyPrefix: Type.String(),
      keySignature: Type.Optional(Type.String()),
      expiresAt: Type.Optional(Type.Number()),
    },
    { additionalProperties: true },
  ),
  signature: Type.Optional(Type.String()),
});
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;

/** A maintenance window announced on the sign-in page (start and end in UTC; end null: until it is lifted). */
export const MaintenanceWindowNotice = Type.Object({ startsAtUtc: Type.String(), endsAtUtc: Type.Union([Type.String(), Type.Null()]) });
/** GET /api/Auth/MaintenanceNotice?ivfCenterId: the clinic's and the whole site's windows that have not ended. */
export const MaintenanceNotice = Type.Object({
  clinic: Type.Union([MaintenanceWindowNotice, Type.Null()]),
  site: Type.Union([MaintenanceWindowNotice, Type.Null()]),
  timeZone: Type.String(),
});
export type MaintenanceNotice = Static<typeof MaintenanceNotice>;

export const ForgotPasswordRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  ivfCenterId: BodyId,
  captcha: Type.Optional(CaptchaPayload),
});
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ForgotUsernameRequest = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  ivfCenterId: BodyId,
  captcha: Type.Optional(CaptchaPayload),
});
export type ForgotUsernameRequest = Static<typeof ForgotUsernameRequest>;

/** Second factor of the reset link: last name and birth date (yyyy-MM-dd). */
export const PasswordResetAuthenticateRequest = Type.Object({
  memberId: BodyId,
  lName: Type.String({ minLength: 1, maxLength: 100 }),
  dob: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** The token of the e-mailed link (addition to spec §7): the answer is checked against that link only. */
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export type PasswordResetAuthenticateRequest = Static<typeof PasswordResetAuthenticateRequest>;

export const ResetPasswordRequest = Type.Object({
  memberId: BodyId,
  token: Type.String({ minLength: 1 }),
  newPassword: Type.String({ minLength: 12, maxLength: 200 }),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** POST /api/Auth/ConfirmEmailChange and /api/Auth/UndoEmailChange: the token of the e-mailed link. */
export const EmailChangeTokenRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type EmailChangeTokenRequest = Static<typeof EmailChangeTokenRequest>;

/** Answer of ForgotPassword / ForgotUsername / PasswordResetAuthenticate / ResetPassword. */
export const Acknowledgement = Type.Object({ message: Type.String() });
export type Acknowledgement = Static<typeof Acknowledgement>;
