// Center (clinic), configuration, locales, banners, feature flags (spec §3, §7).
import { Type, type Static } from '@sinclair/typebox';

export const BusinessModel = Type.Union([Type.Literal('B2B'), Type.Literal('B2B2C'), Type.Literal('B2C')]);
export type BusinessModel = Static<typeof BusinessModel>;

/** A clinic's brand colours; `primary` seeds the Fluent brand ramp. */
export const ColorScheme = Type.Object({
  primary: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  secondary: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  accent: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
});
export type ColorScheme = Static<typeof ColorScheme>;

export const Center = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  currencyCultureInfo: Type.String(),
  currencySymbol: Type.String(),
  currencyCode: Type.String(),
  locale: Type.String(),
  timeZone: Type.String(),
  /** ISO 3166-1 alpha-2: phone numbers are read, checked and written for this country. */
  countryCode: Type.String(),
  businessModel: BusinessModel,
  isInMaintenanceMode: Type.Boolean(),
  startMaintenanceDateTimeUtc: Type.Union([Type.String(), Type.Null()]),
  colorScheme: ColorScheme,
  merchantAccountDetails: Type.Object({ vaultingOrderAmount: Type.Number(), currencyCode: Type.String() }),
  contact: Type.Object({
    dispositionContactEmail: Type.Union([Type.String(), Type.Null()]),
    billingContactPhone: Type.Union([Type.String(), Type.Null()]),
    billingContactPhoneExt: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type Center = Static<typeof Center>;

export const MaintenanceDetails = Type.Object({
  isInMaintenanceMode: Type.Boolean(),
  startMaintenanceDateTimeUtc: Type.Union([Type.String(), Type.Null()]),
  endMaintenanceDateTimeUtc: Type.Union([Type.String(), Type.Null()]),
});
export type MaintenanceDetails = Static<typeof MaintenanceDetails>;

export const CollectionSite = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  addressLine1: Type.String(),
  city: Type.String(),
  postalCode: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type CollectionSite = Static<typeof CollectionSite>;

export const OffsiteStorageInfo = Type.Object({
  offsiteStorageModel: BusinessModel,
  fertPresEnabled: Type.Boolean(),
  collectionSites: Type.Array(CollectionSite),
});
export type OffsiteStorageInfo = Static<typeof OffsiteStorageInfo>;

/** Front-end configuration fetched once at start-up (spec §7, no token). */
export const FrontendConfiguration = Type.Object({
  appVersion: Type.String(),
  environment: Type.String(),
  content: Type.Object({
    space: Type.String(),
    environment: Type.String(),
    accessToken: Type.String(),
    host: Type.String(),
    basePath: Type.String(),
    insecure: Type.Boolean(),
  }),
  /** Application Insights (issue 14): null connection string means the SPA reports nothing. */
  telemetry: Type.Object({
    connectionString: Type.Union([Type.String(), Type.Null()]),
    /** Share of sessions whose replay is kept (sessions with an error always are). */
    replaySampleRate: Type.Number({ minimum: 0, maximum: 1 }),
    /** The API's release: application version + commit. */
    release: Type.String(),
  }),
  payPal: Type.Object({ sdkBaseUrl: Type.Union([Type.String(), Type.Null()]) }),
  /** Staff sign-in with Entra ID through MSAL (null: not offered on this server). */
  staff: Type.Union([
    Type.Object({
      clientId: Type.String(),
      authority: Type.String(),
      knownAuthorities: Type.Array(Type.String()),
      /** OpenID metadata as JSON for MSAL's `authorityMetadata` (the emulator only), else null. */
      authorityMetadata: Type.Union([Type.String(), Type.Null()]),
      /** The API's delegated scope, e.g. api://cryo-portal-api/access_as_user. */
      apiScope: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type FrontendConfiguration = Static<typeof FrontendConfiguration>;

export const Locale = Type.Object({ name: Type.String(), displayText: Type.String() });
export type Locale = Static<typeof Locale>;

export const GlobalBannerMessage = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  styleId: Type.Union([Type.Literal('info'), Type.Literal('warning'), Type.Literal('error'), Type.Literal('success')]),
});
export type GlobalBannerMessage = Static<typeof GlobalBannerMessage>;

/** `IsFeatureEnabled?featuresFlagName=A,B` answers one boolean per asked flag. */
export const FeatureFlags = Type.Record(Type.String(), Type.Boolean());
export type FeatureFlags = Static<typeof FeatureFlags>;
/** The flag names live with the shared rules (contract/domain), so the SPA needs no TypeBox value. */
export { FEATURE_FLAG_NAMES as FeatureFlagNames } from '../domain/constants.ts';

export const Country = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), priority: Type.Integer() });
export type Country = Static<typeof Country>;
export const State = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type State = Static<typeof State>;

/**
 * Payment settings of spec §3 for the member's clinic (both PayPalApiSettingsId paths of spec §7):
 * `appClientId` is the PayPal REST app's client id the JS SDK loads with, `memberClientId` the clinic's
 * PayPal merchant (payee) id, `currencyCode` the clinic's currency, `isLiveMode` false for the sandbox
 * and the emulator (the SPA then sets a buyer country from the locale, spec §9).
 */
export const PayPalSettingsId = Type.Object({
  payPalApiSettingsId: Type.Integer(),
  appClientId: Type.String(),
  memberClientId: Type.Union([Type.String(), Type.Null()]),
  currencyCode: Type.String(),
  isLiveMode: Type.Boolean(),
});
export type PayPalSettingsId = Static<typeof PayPalSettingsId>;
