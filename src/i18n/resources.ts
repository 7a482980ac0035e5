// The strings' types, from the en-US modules (the source every language follows), so that i18next
// checks every key given to `t` (type-only imports: no strings reach a chunk through this file).
import type { CommonStrings } from './common/en-US.ts';
import type { Strings as Account } from '../features/account/locales/en-US/account.ts';
import type { Strings as Admin } from '../features/admin/locales/en-US/admin.ts';
import type { Strings as AdminAudit } from '../features/admin/audit/locales/en-US/audit.ts';
import type { Strings as AdminConsents } from '../features/admin/consents/locales/en-US/consent.ts';
import type { Strings as AdminContent } from '../features/admin/content/locales/en-US/content.ts';
import type { Strings as AdminMembers } from '../features/admin/members/locales/en-US/member.ts';
import type { Strings as AdminQueue } from '../features/admin/queue/locales/en-US/queue.ts';
import type { Strings as AdminStaff } from '../features/admin/staff/locales/en-US/staff.ts';
import type { Strings as AdminTelemetry } from '../features/admin/telemetry/locales/en-US/telemetry.ts';
import type { Strings as Appointments } from '../features/appointments/locales/en-US/appointment.ts';
import type { Strings as Auth } from '../features/auth/locales/en-US/auth.ts';
import type { Strings as Captcha } from '../shared/captcha/locales/en-US/captcha.ts';
import type { Strings as Consent } from '../features/consent/locales/en-US/cosign.ts';
import type { Strings as Dispositions } from '../features/dispositions/locales/en-US/disposition.ts';
import type { Strings as Esign } from '../shared/esign/locales/en-US/esign.ts';
import type { Strings as Info } from '../features/info/locales/en-US/info.ts';
import type { Strings as LoginMaintenance } from '../features/auth/locales/en-US/loginMaintenance.ts';
import type { Strings as Matching } from '../features/matching/locales/en-US/matching.ts';
import type { Strings as Member } from '../features/member/locales/en-US/member.ts';
import type { Strings as MemberConsent } from '../features/member/locales/en-US/consent.ts';
import type { Strings as Payments } from '../features/payments/locales/en-US/payment.ts';
import type { Strings as Registration } from '../features/account/locales/en-US/registration.ts';
import type { Strings as TwoFactor } from '../features/auth/locales/en-US/twoFactor.ts';

/** Feature namespaces by name (see namespaces.ts). */
export interface FeatureResources {
  account: Account;
  admin: Admin;
  adminAudit: AdminAudit;
  adminConsents: AdminConsents;
  adminContent: AdminContent;
  adminMembers: AdminMembers;
  adminQueue: AdminQueue;
  adminStaff: AdminStaff;
  adminTelemetry: AdminTelemetry;
  appointments: Appointments;
  auth: Auth;
  captcha: Captcha;
  consent: Consent;
  dispositions: Dispositions;
  esign: Esign;
  info: Info;
  loginMaintenance: LoginMaintenance;
  matching: Matching;
  member: Member;
  memberConsent: MemberConsent;
  payments: Payments;
  registration: Registration;
  twoFactor: TwoFactor;
}

export interface Resources extends FeatureResources {
  common: CommonStrings;
}
/** The keys of a group of strings that are texts (not groups of their own), for keys built from a code. */
export type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
