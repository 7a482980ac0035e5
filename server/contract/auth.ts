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

export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  userRole: Type.Literal('Member'),
  ivfCenterId: BodyId,
});
export type LoginRequest = Static<typeof LoginRequest>;

export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type TokenPair = Static<typeof TokenPair>;
export const IntermediateToken = Type.Object({ intermediateToken: Type.String() });
export type IntermediateToken = Static<typeof IntermediateToken>;
export const LoginResponse = Type.Union([TokenPair, IntermediateToken]);
export type LoginResponse = Static<typeof LoginResponse>;

export const VerifyTwoFactorRequest = Type.Object({
  intermediateToken: Type.String({ minLength: 1 }),
  code: Type.String({ pattern: '^[0-9]{6}$' }),
});
export type VerifyTwoFactorRequest = Static<typeof VerifyTwoFactorRequest>;

export const ForgotPasswordRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  ivfCenterId: BodyId,
});
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ForgotUsernameRequest = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  ivfCenterId: BodyId,
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
