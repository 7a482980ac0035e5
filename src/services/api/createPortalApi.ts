// Typed calls for every endpoint of spec §7 (and the additions of architecture §5). Later features
// only call these. Required path and query parameters are checked before anything is sent.
import type {
  Acknowledgement,
  CaptchaChallenge,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  LoginRequest,
  LoginResponse,
  MaintenanceNotice,
  PasswordResetAuthenticateRequest,
  ResendTwoFactorResponse,
  ResetPasswordRequest,
  TokenPair,
} from '../../../contract/api/auth.ts';
import type {
  Center,
  CollectionSite,
  Country,
  FeatureFlags,
  FrontendConfiguration,
  GlobalBannerMessage,
  Locale,
  MaintenanceDetails,
  OffsiteStorageInfo,
  PayPalSettingsId,
  State,
} from '../../../contract/api/centers.ts';
import type { FreezeEvent, Member, PaymentHistoryEntry } from '../../../contract/api/members.ts';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import type { BalancePayment, BalancePaymentResult, LatestBalancePayment } from '../../../contract/api/payments.ts';
import type {
  CompleteRegistrationRequest,
  ConsentRecord,
  ConsentTerms,
  DispositionRequest,
  RegistrationDetails,
  RegistrationRequest,
  RegistrationResponse,
  MemberLanguage,
  UpdateCredentialsRequest,
  UpdateLanguageRequest,
  UpdateProfileRequest,
} from '../../../contract/api/member-area.ts';
import type {
  ContractEligibility,
  EligibleFreeze,
  MatchingHome,
  MatchingPhoto,
  MatchingRequest,
  MatchingSearchQuery,
  MatchingSearchResult,
  MatchingSiteMember,
  OfferedFreezes,
  OwnMatchingProfile,
  RequestingRecipient,
  SearchLeftMenu,
  UpdateMatchingProfileBody,
} from '../../../contract/api/matching-site.ts';
import type {
  ConsentedItem,
  CosignIdentity,
  CosignSignRequest,
  CosignView,
  JointDecisionView,
  JointSignRequest,
  MemberConsentOverview,
  StorageRenewalRequest,
} from '../../../contract/api/consent.ts';
import { required } from '../http/ApiError.ts';
import type { CallOptions, HttpClient } from '../http/createHttpClient.ts';

type Id = number | null | undefined;
type Json = Record<string, unknown>;

/** A write based on the version the member saw: If-Match with its ETag (412 when it changed since). */
export const ifMatch = (etag: string, o?: CallOptions): CallOptions => ({ ...o, headers: { ...o?.headers, 'If-Match': etag } });

export function createPortalApi(http: HttpClient) {
  const get = async <T>(url: string, call: string, params?: Json, options: CallOptions = {}): Promise<T> =>
    (await http.request<T>({ url, params, signal: options.signal, responseType: options.responseType, portal: { ...options, call } })).data;
  const send = async <T>(method: 'post' | 'put' | 'delete', url: string, call: string, body?: unknown, params?: Json, options: CallOptions = {}): Promise<T> =>
    (await http.request<T>({ method, url, data: body, params, headers: options.headers, signal: options.signal, portal: { ...options, call } })).data;
  const m = (memberId: Id, call: string) => `/Members/${required(memberId, 'memberId', call)}`;
  const c = (ivfCenterId: Id, call: string) => `/IvfCenters/${required(ivfCenterId, 'ivfCenterId', call)}`;

  return {
    auth: {
      login: (body: LoginRequest, o?: CallOptions) => send<LoginResponse>('post', '/Auth/Login', 'login', body, undefined, { anonymous: true, skipRefresh: true, ...o }),
      verifyTwoFactor: (body: { intermediateToken: string; code: string }, o?: CallOptions) =>
        send<TokenPair>('post', '/Auth/VerifyTwoFactor', 'verifyTwoFactor', body, undefined, { anonymous: true, skipRefresh: true, ...o }),
      /** A new sign-in code; the earlier code and intermediate token stop working. */
      resendTwoFactorCode: (body: { intermediateToken: string }, o?: CallOptions) =>
        send<ResendTwoFactorResponse>('post', '/Auth/ResendTwoFactorCode', 'resendTwoFactorCode', body, undefined, { anonymous: true, skipRefresh: true, ...o }),
      /** A proof-of-work challenge for the captcha widget (an ALTCHA v2 challenge). */
      captchaChallenge: (o?: CallOptions) => get<CaptchaChallenge>('/Auth/CaptchaChallenge', 'captchaChallenge', undefined, { anonymous: true, ...o }),
      /** The site address's clinic's and the whole site's maintenance windows that have not ended (the sign-in page shows them). */
      maintenanceNoticeFromUrl: (ivfCenterUrl: string, o?: CallOptions) =>
        get<MaintenanceNotice>(
          '/Auth/MaintenanceNoticeFromUrl',
          'maintenanceNoticeFromUrl',
          { ivfCenterUrl: required(ivfCenterUrl, 'ivfCenterUrl', 'maintenanceNoticeFromUrl') },
          { anonymous: true, ...o },
        ),
      forgotPassword: (body: ForgotPasswordRequest, o?: CallOptions) =>
        send<Acknowledgement>('post', '/Auth/ForgotPassword', 'forgotPassword', body, undefined, { anonymous: true, ...o }),
      forgotUsername: (body: ForgotUsernameRequest, o?: CallOptions) =>
        send<Acknowledgement>('post', '/Auth/ForgotUsername', 'forgotUsername', body, undefined, { anonymous: true, ...o }),
      ivfCenterFromUrl: (ivfCenterUrl: string, o?: CallOptions) =>
        get<Center>('/Auth/IvfCenterFromUrl', 'ivfCenterFromUrl', { ivfCenterUrl: required(ivfCenterUrl, 'ivfCenterUrl', 'ivfCenterFromUrl') }, { anonymous: true, ...o }),
      offsiteStorageFromUrl: (ivfCenterUrl: string, o?: CallOptions) =>
        get<OffsiteStorageInfo>(
          '/Auth/OffsiteStorageFromUrl',
          'offsiteStorageFromUrl',
          { ivfCenterUrl: required(ivfCenterUrl, 'ivfCenterUrl', 'offsiteStorageFromUrl') },
          { anonymous: true, ...o },
        ),
      passwordResetAuthenticate: (body: PasswordResetAuthenticateRequest, o?: CallOptions) =>
        send<Acknowledgement>('post', '/Auth/PasswordResetAuthenticate', 'passwordResetAuthenticate', body, undefined, { anonymous: true, ...o }),
      resetPassword: (body: ResetPasswordRequest, o?: CallOptions) =>
        send<Acknowledgement>('put', '/Auth/ResetPassword', 'resetPassword', body, undefined, { anonymous: true, ...o }),
      /** The link e-mailed to a new address: the change of e-mail address takes effect. */
      confirmEmailChange: (token: string, o?: CallOptions) =>
        send<Acknowledgement>('post', '/Auth/ConfirmEmailChange', 'confirmEmailChange', { token }, undefined, { anonymous: true, ...o }),
      /** The link e-mailed to the old address: the change is undone, every session ends. */
      undoEmailChange: (token: string, o?: CallOptions) =>
        send<Acknowledgement>('post', '/Auth/UndoEmailChange', 'undoEmailChange', { token }, undefined, { anonymous: true, ...o }),
      /** Ends the refresh-token family on the server; failures are ignored (the tokens are dropped anyway). */
      logout: async (refreshToken: string): Promise<void> => {
        await http
          .request({
            method: 'post',
            url: '/Auth/Logout',
            headers: { Authorization: `Bearer ${refreshToken}` },
            portal: { anonymous: true, skipRefresh: true, skipErrorPolicy: true, call: 'logout' },
          })
          .catch(() => undefined);
      },
    },
    configuration: {
      get: (o?: CallOptions) => get<FrontendConfiguration>('/Configuration', 'configuration', undefined, { anonymous: true, ...o }),
      locales: (o?: CallOptions) => get<Locale[]>('/Locale', 'locale', undefined, o),
      activeBanners: (o?: CallOptions) => get<GlobalBannerMessage[]>('/GlobalBannerMessage/GetAllActive', 'globalBannerMessages', undefined, o),
    },
    centers: {
      isFeatureEnabled: (ivfCenterId: Id, flags: readonly string[], o?: CallOptions) =>
        get<FeatureFlags>(`${c(ivfCenterId, 'isFeatureEnabled')}/IsFeatureEnabled`, 'isFeatureEnabled', { featuresFlagName: flags.join(',') }, o),
      countriesWithPriority: (ivfCenterId: Id, priority?: boolean, o?: CallOptions) =>
        get<Country[]>(`${c(ivfCenterId, 'countriesWithPriority')}/CountriesWithPriority`, 'countriesWithPriority', priority === undefined ? undefined : { priority }, o),
      states: (ivfCenterId: Id, countryId: Id, o?: CallOptions) =>
        get<State[]>(`${c(ivfCenterId, 'states')}/Countries/${required(countryId, 'countryId', 'states')}/States`, 'states', undefined, o),
      center: (ivfCenterId: Id, o?: CallOptions) => get<Center>(`${c(ivfCenterId, 'getCenter')}/IAIvfCenter/GetCenterAsync`, 'getCenter', undefined, o),
      maintenanceDetails: (ivfCenterId: Id, o?: CallOptions) =>
        get<MaintenanceDetails>(`${c(ivfCenterId, 'maintenanceDetails')}/GetIvfCenterMaintenanceDetails`, 'maintenanceDetails', undefined, o),
      payPalApiSettingsId: (ivfCenterId: Id, memberId: Id, o?: CallOptions) =>
        get<PayPalSettingsId>(
          `${c(ivfCenterId, 'payPalApiSettingsId')}/PayPalApiSettingsId`,
          'payPalApiSettingsId',
          { memberId: required(memberId, 'memberId', 'payPalApiSettingsId') },
          o,
        ),
    },
    members: {
      freezeEvents: (memberId: Id, o?: CallOptions) => get<FreezeEvent[]>(`${m(memberId, 'freezeEvents')}/FreezeEvents/FreezeEvents`, 'freezeEvents', undefined, o),
      member: (memberId: Id, ivfCenterId: Id, o?: CallOptions) =>
        get<Member>(`${m(memberId, 'member')}/MemberAccount/Member`, 'member', { ivfCenterId: required(ivfCenterId, 'ivfCenterId', 'member') }, o),
      paymentHistory: (memberId: Id, o?: CallOptions) =>
        get<PaymentHistoryEntry[]>(`${m(memberId, 'memberPaymentHistoryAll')}/MemberAccount/MemberPaymentHistoryAll`, 'memberPaymentHistoryAll', undefined, o),
      /** Ends every other session of the member; answers a fresh token pair for this tab. */
      updateCredentials: (memberId: Id, body: UpdateCredentialsRequest, o?: CallOptions) =>
        send<TokenPair>('put', `${m(memberId, 'updateCredentials')}/MemberAccount/UpdateCredentials`, 'updateCredentials', body, undefined, o),
      /** The language the API keeps for the member's mails (null: none chosen). */
      language: (memberId: Id, o?: CallOptions) => get<MemberLanguage>(`${m(memberId, 'language')}/MemberAccount/Language`, 'language', undefined, o),
      /** Keeps the language the member chose, for the mails they get without asking (204). */
      updateLanguage: (memberId: Id, body: UpdateLanguageRequest, o?: CallOptions) =>
        send<null>('put', `${m(memberId, 'updateLanguage')}/MemberAccount/Language`, 'updateLanguage', body, undefined, o),
      /** Based on `etag`, the version of the member being changed. */
      updateProfile: (memberId: Id, token: string | undefined, body: UpdateProfileRequest, etag: string, o?: CallOptions) =>
        send<Member>('put', `${m(memberId, 'updateProfile')}/MemberAccount/UpdateProfile`, 'updateProfile', body, token ? { token } : undefined, ifMatch(etag, o)),
      registrationDetails: (memberId: Id, o?: CallOptions) =>
        get<RegistrationDetails>(`${m(memberId, 'registrationDetails')}/MemberAccount/RegistrationDetails`, 'registrationDetails', undefined, o),
      completeRegistration: (memberId: Id, body: CompleteRegistrationRequest, o?: CallOptions) =>
        send<Member>('put', `${m(memberId, 'completeRegistration')}/MemberAccount/CompleteRegistration`, 'completeRegistration', body, undefined, o),
      register: (body: RegistrationRequest, o?: CallOptions) =>
        send<RegistrationResponse>('post', '/Members/Registration', 'registration', body, undefined, { anonymous: true, ...o }),
      memberCenter: (memberId: Id, o?: CallOptions) => get<Center>(`${m(memberId, 'memberIvfCenter')}/MemberIvfCenter`, 'memberIvfCenter', undefined, o),
      collectionSites: (memberId: Id, ivfCenterId: Id, o?: CallOptions) =>
        get<CollectionSite[]>(
          `${m(memberId, 'collectionSites')}/MemberIvfCenter/CollectionSites`,
          'collectionSites',
          { ivfCenterId: required(ivfCenterId, 'ivfCenterId', 'collectionSites') },
          o,
        ),
      matchingSiteMaintenance: (memberId: Id, ivfCenterId: Id, o?: CallOptions) =>
        get<MaintenanceDetails>(
          `${m(memberId, 'matchingSiteMaintenanceModeDetails')}/MemberIvfCenter/MatchingSiteMaintenanceModeDetails`,
          'matchingSiteMaintenanceModeDetails',
          { ivfCenterId: required(ivfCenterId, 'ivfCenterId', 'matchingSiteMaintenanceModeDetails') },
          o,
        ),
      signDisposition: (memberId: Id, freezeId: Id, body: DispositionRequest, o?: CallOptions) =>
        send<FreezeEvent>(
          'put',
          `${m(memberId, 'signDisposition')}/FreezeEvents/${required(freezeId, 'freezeId', 'signDisposition')}/Disposition`,
          'signDisposition',
          body,
          undefined,
          o,
        ),
      withdrawDisposition: (memberId: Id, freezeId: Id, o?: CallOptions) =>
        send<FreezeEvent>(
          'delete',
          `${m(memberId, 'withdrawDisposition')}/FreezeEvents/${required(freezeId, 'freezeId', 'withdrawDisposition')}/Disposition`,
          'withdrawDisposition',
          undefined,
          undefined,
          o,
        ),
      consentRecords: (memberId: Id, o?: CallOptions) => get<ConsentRecord[]>(`${m(memberId, 'consentRecords')}/FreezeEvents/ConsentRecords`, 'consentRecords', undefined, o),
      /** The terms text exactly as signed, by the hash a consent record names. */
      consentTerms: (memberId: Id, termsHash: string, o?: CallOptions) =>
        get<ConsentTerms>(`${m(memberId, 'consentTerms')}/FreezeEvents/ConsentTerms/${encodeURIComponent(termsHash)}`, 'consentTerms', undefined, o),
      /** A consent record as a PDF (every signature of its decision, the exact terms and hash), in the member's language. */
      consentDocument: (memberId: Id, recordId: Id, o?: CallOptions) =>
        get<Blob>(`${m(memberId, 'consentDocument')}/FreezeEvents/ConsentRecords/${required(recordId, 'recordId', 'consentDocument')}/Document`, 'consentDocument', undefined, {
          responseType: 'blob',
          ...o,
        }),
    },
    /** Joint consent and storage consent (issue 13). */
    consent: {
      /** The member's own items and the items they co-own with a partner, each with its joint decision and storage consent. */
      overview: (memberId: Id, o?: CallOptions) => get<MemberConsentOverview>(`${m(memberId, 'consentOverview')}/Consent`, 'consentOverview', undefined, o),
      renewStorage: (memberId: Id, freezeId: Id, body: StorageRenewalRequest, o?: CallOptions) =>
        send<ConsentedItem>(
          'put',
          `${m(memberId, 'renewStorage')}/FreezeEvents/${required(freezeId, 'freezeId', 'renewStorage')}/StorageConsent`,
          'renewStorage',
          body,
          undefined,
          o,
        ),
      decisions: (memberId: Id, o?: CallOptions) => get<JointDecisionView[]>(`${m(memberId, 'jointDecisions')}/JointDecisions`, 'jointDecisions', undefined, o),
      /** The partner's signature from their own account. */
      coSign: (memberId: Id, decisionId: Id, body: JointSignRequest, o?: CallOptions) =>
        send<JointDecisionView>('put', `${m(memberId, 'coSign')}/JointDecisions/${required(decisionId, 'decisionId', 'coSign')}/Signature`, 'coSign', body, undefined, o),
      /** Either partner withdraws a joint decision before the clinic completes it. */
      withdraw: (memberId: Id, decisionId: Id, o?: CallOptions) =>
        send<JointDecisionView>(
          'delete',
          `${m(memberId, 'withdrawJoint')}/JointDecisions/${required(decisionId, 'decisionId', 'withdrawJoint')}`,
          'withdrawJoint',
          undefined,
          undefined,
          o,
        ),
      /** A partner without an account, through the mailed link: identity check, then sign or decline. */
      cosignVerify: (body: CosignIdentity, o?: CallOptions) => send<CosignView>('post', '/Consent/Cosign/Verify', 'cosignVerify', body, undefined, { anonymous: true, ...o }),
      cosignSign: (body: CosignSignRequest, o?: CallOptions) => send<JointDecisionView>('post', '/Consent/Cosign/Sign', 'cosignSign', body, undefined, { anonymous: true, ...o }),
      cosignDecline: (body: CosignIdentity, o?: CallOptions) =>
        send<JointDecisionView>('post', '/Consent/Cosign/Decline', 'cosignDecline', body, undefined, { anonymous: true, ...o }),
    },
    collectionAppointments: {
      list: (memberId: Id, o?: CallOptions) => get<CollectionAppointment[]>(`${m(memberId, 'collectionAppointment')}/CollectionAppointment`, 'collectionAppointment', undefined, o),
      cancelAppointment: (memberId: Id, inventoryBatchId: Id, cancelAppointmentReason: string, o?: CallOptions) =>
        send<CollectionAppointment>(
          'put',
          `${m(memberId, 'cancelAppointment')}/CollectionAppointment/CancelAppointment`,
          'cancelAppointment',
          undefined,
          { inventoryBatchId: required(inventoryBatchId, 'inventoryBatchId', 'cancelAppointment'), cancelAppointmentReason },
          o,
        ),
      changeCollectionSite: (memberId: Id, inventoryBatchId: Id, collectionSite: Id, o?: CallOptions) =>
        send<CollectionAppointment>(
          'put',
          `${m(memberId, 'changeCollectionSite')}/CollectionAppointment/ChangeCollectionSite`,
          'changeCollectionSite',
          undefined,
          {
            inventoryBatchId: required(inventoryBatchId, 'inventoryBatchId', 'changeCollectionSite'),
            collectionSite: required(collectionSite, 'collectionSite', 'changeCollectionSite'),
          },
          o,
        ),
      memberCancelCollection: (memberId: Id, inventoryBatchId: Id, o?: CallOptions) =>
        send<CollectionAppointment>(
          'put',
          `${m(memberId, 'memberCancelCollection')}/CollectionAppointment/MemberCancelCollection`,
          'memberCancelCollection',
          undefined,
          { inventoryBatchId: required(inventoryBatchId, 'inventoryBatchId', 'memberCancelCollection') },
          o,
        ),
      resendEnrollmentPackage: (memberId: Id, inventoryBatchId: Id, o?: CallOptions) =>
        send<CollectionAppointment>(
          'put',
          `${m(memberId, 'resendEnrollmentPackage')}/CollectionAppointment/ResendEnrollmentPackage`,
          'resendEnrollmentPackage',
          undefined,
          { inventoryBatchId: required(inventoryBatchId, 'inventoryBatchId', 'resendEnrollmentPackage') },
          o,
        ),
    },
    payments: {
      settingsId: (memberId: Id, o?: CallOptions) =>
        get<PayPalSettingsId>(`${m(memberId, 'payPalApiSettingsId')}/Payments/PayPalApiSettingsId`, 'payPalApiSettingsId', undefined, o),
      createPayPalVaultingOrder: (memberId: Id, o?: CallOptions) =>
        send<{ orderId: string }>('post', `${m(memberId, 'payPalVaultingOrder')}/Payments/PayPalVaultingOrder`, 'payPalVaultingOrder', undefined, undefined, o),
      /** `etag`: the member version the form was opened on (making the method the default checks it). */
      capturePayPalVaultingOrder: (memberId: Id, orderId: string | undefined, payerId: string | undefined, makeDefault: boolean, etag: string, o?: CallOptions) =>
        send<Member>(
          'post',
          `${m(memberId, 'capturePayPalVaultingOrder')}/Payments/PayPalVaultingOrder/${required(orderId, 'orderId', 'capturePayPalVaultingOrder')}/Capture`,
          'capturePayPalVaultingOrder',
          undefined,
          { payerId: required(payerId, 'payerId', 'capturePayPalVaultingOrder'), makeDefault },
          ifMatch(etag, o),
        ),
      createCardVaultingOrder: (memberId: Id, body: Json, o?: CallOptions) =>
        send<{ orderId: string }>('post', `${m(memberId, 'cardVaultingOrder')}/Payments/CardVaultingOrder`, 'cardVaultingOrder', body, undefined, o),
      /** Pays the whole positive balance with the default method; the same key never charges twice. */
      payBalance: (memberId: Id, amount: number, idempotencyKey: string, o?: CallOptions) =>
        send<BalancePaymentResult>('post', `${m(memberId, 'payBalance')}/Payments/BalancePayment`, 'payBalance', { amount }, undefined, {
          ...o,
          headers: { 'Idempotency-Key': required(idempotencyKey, 'idempotencyKey', 'payBalance') },
        }),
      /** The member's most recent balance payment (null when none). */
      latestBalancePayment: (memberId: Id, o?: CallOptions) =>
        get<LatestBalancePayment>(`${m(memberId, 'latestBalancePayment')}/Payments/BalancePayment/Latest`, 'latestBalancePayment', undefined, o),
      /** A balance payment as it stands (COMPLETED, CONFIRMING while PayPal is asked, or FAILED). */
      balancePayment: (memberId: Id, paymentId: number, o?: CallOptions) =>
        get<BalancePayment>(`${m(memberId, 'balancePayment')}/Payments/BalancePayment/${String(paymentId)}`, 'balancePayment', undefined, o),
      /** `etag`: the member version the form was opened on (making the card the default checks it). */
      captureCardVaultingOrder: (memberId: Id, orderId: string | undefined, makeDefault: boolean, etag: string, o?: CallOptions) =>
        send<Member>(
          'post',
          `${m(memberId, 'captureCardVaultingOrder')}/Payments/CardVaultingOrder/${required(orderId, 'orderId', 'captureCardVaultingOrder')}/Capture`,
          'captureCardVaultingOrder',
          undefined,
          { makeDefault },
          ifMatch(etag, o),
        ),
    },
    matching: createMatchingCalls(get, send, m),
  };
}

type Get = <T>(url: string, call: string, params?: Json, options?: CallOptions) => Promise<T>;
type Send = <T>(method: 'post' | 'put' | 'delete', url: string, call: string, body?: unknown, params?: Json, options?: CallOptions) => Promise<T>;

/** Matching-site calls (spec §7): GET, as the spec has them, except the profile updates and photos. */
function createMatchingCalls(get: Get, send: Send, m: (memberId: Id, call: string) => string) {
  const base = (memberId: Id, call: string) => `${m(memberId, call)}/MatchingSite`;
  const withFreeze = (freezeId: Id) => (freezeId ? { freezeId } : {});
  const requestCall = (name: string) => (memberId: Id, requestMemberId: Id, requestConfirmDisclaimer: boolean, freezeId?: Id, o?: CallOptions) =>
    get<MatchingRequest>(
      `${base(memberId, name)}/${name}`,
      name,
      { requestMemberId: required(requestMemberId, 'requestMemberId', name), requestConfirmDisclaimer, ...withFreeze(freezeId) },
      o,
    );
  const cancelCall = (name: string) => (memberId: Id, requestMemberId: Id, freezeId?: Id, o?: CallOptions) =>
    get<MatchingRequest>(`${base(memberId, name)}/${name}`, name, { requestMemberId: required(requestMemberId, 'requestMemberId', name), ...withFreeze(freezeId) }, o);
  const answerCall = (name: string) => (memberId: Id, requestMemberId: Id, accept: boolean, freezeId?: Id, o?: CallOptions) =>
    get<MatchingRequest>(`${base(memberId, name)}/${name}`, name, { requestMemberId: required(requestMemberId, 'requestMemberId', name), accept, ...withFreeze(freezeId) }, o);
  return {
    acceptMatchRequest: answerCall('AcceptMatchRequest'),
    acceptPhotosRequest: answerCall('AcceptPhotosRequest'),
    confirmMatchRequest: requestCall('ConfirmMatchRequest'),
    confirmPhotosRequest: requestCall('ConfirmPhotosRequest'),
    confirmRequestReservation: requestCall('ConfirmRequestReservation'),
    confirmMatchCancellation: cancelCall('ConfirmMatchCancellation'),
    confirmPhotosCancellation: cancelCall('ConfirmPhotosCancellation'),
    confirmReservationCancellation: cancelCall('ConfirmReservationCancellation'),
    embryoDonorContractEligibility: (memberId: Id, o?: CallOptions) =>
      get<ContractEligibility>(`${base(memberId, 'EmbryoDonorContractEligibility')}/EmbryoDonorContractEligibility`, 'EmbryoDonorContractEligibility', undefined, o),
    /** The donor profile document (PDF) as a Blob. */
    generateDonorProfile: (memberId: Id, requestMemberId: Id, o?: CallOptions) =>
      get<Blob>(
        `${base(memberId, 'GenerateDonorProfile')}/GenerateDonorProfile`,
        'GenerateDonorProfile',
        { requestMemberId: required(requestMemberId, 'requestMemberId', 'GenerateDonorProfile') },
        { ...o, responseType: 'blob' },
      ),
    eligibleFreezesForDonation: (memberId: Id, id: Id, ivfCenterId: Id, o?: CallOptions) =>
      get<EligibleFreeze[]>(
        `${base(memberId, 'EligibleFreezesForDonation')}/EligibleFreezesForDonation`,
        'EligibleFreezesForDonation',
        { id: required(id, 'id', 'EligibleFreezesForDonation'), ivfCenterId: required(ivfCenterId, 'ivfCenterId', 'EligibleFreezesForDonation') },
        o,
      ),
    matchingSiteMember: (memberId: Id, requestMemberId: Id, freezeId?: Id, o?: CallOptions) =>
      get<MatchingSiteMember>(
        `${base(memberId, 'MatchingSiteMember')}/MatchingSiteMember`,
        'MatchingSiteMember',
        { requestMemberId: required(requestMemberId, 'requestMemberId', 'MatchingSiteMember'), ...withFreeze(freezeId) },
        o,
      ),
    membersBySearch: (memberId: Id, filter: MatchingSearchQuery, o?: CallOptions) =>
      get<MatchingSearchResult>(`${base(memberId, 'MatchingSiteMembersBySearch')}/MatchingSiteMembersBySearch`, 'MatchingSiteMembersBySearch', { ...filter }, o),
    matchingHome: (memberId: Id, o?: CallOptions) => get<MatchingHome>(`${base(memberId, 'MatchingHome')}/MatchingHome`, 'MatchingHome', undefined, o),
    /** The member's own matching profile (donor couple or recipient). */
    matchingProfile: (memberId: Id, o?: CallOptions) => get<OwnMatchingProfile>(`${base(memberId, 'MatchingProfile')}/MatchingProfile`, 'MatchingProfile', undefined, o),
    searchLeftMenu: (memberId: Id, o?: CallOptions) => get<SearchLeftMenu>(`${base(memberId, 'SearchLeftMenu')}/SearchLeftMenu`, 'SearchLeftMenu', undefined, o),
    memberBelongsToEligibleDonationLocation: (memberId: Id, o?: CallOptions) =>
      get<boolean>(`${base(memberId, 'MemberBelongsToEligibleDonationLocation')}/MemberBelongsToEligibleDonationLocation`, 'MemberBelongsToEligibleDonationLocation', undefined, o),
    /** Based on `etag`, the version of the profile being changed (412 when it was saved elsewhere since). */
    rebuildMatchingProfile: (memberId: Id, etag: string, o?: CallOptions) =>
      send<OwnMatchingProfile>('put', `${base(memberId, 'RebuildMatchingProfile')}/RebuildMatchingProfile`, 'RebuildMatchingProfile', undefined, undefined, ifMatch(etag, o)),
    /** Based on `etag`, the version of the profile being changed (412 when it was saved elsewhere since). */
    updateMatchingProfile: (memberId: Id, body: UpdateMatchingProfileBody, etag: string, o?: CallOptions) =>
      send<OwnMatchingProfile>('put', `${base(memberId, 'UpdateMatchingProfile')}/UpdateMatchingProfile`, 'UpdateMatchingProfile', body, undefined, ifMatch(etag, o)),
    /** The donor couple's embryos that could be offered, and which are. */
    offeredFreezes: (memberId: Id, o?: CallOptions) => get<OfferedFreezes>(`${base(memberId, 'OfferedFreezes')}/OfferedFreezes`, 'OfferedFreezes', undefined, o),
    /** Based on `etag`, the matching version the couple saw (412 when it changed since). */
    saveOfferedFreezes: (memberId: Id, freezeIds: number[], etag: string, o?: CallOptions) =>
      send<OfferedFreezes>('put', `${base(memberId, 'OfferedFreezes')}/OfferedFreezes`, 'OfferedFreezes', { freezeIds }, undefined, ifMatch(etag, o)),
    /** The profile of a recipient who asked the couple something (an alias unless the couple is OPEN). */
    requestingRecipient: (memberId: Id, requestMemberId: Id, o?: CallOptions) =>
      get<RequestingRecipient>(
        `${base(memberId, 'RequestingRecipient')}/RequestingRecipient`,
        'RequestingRecipient',
        { requestMemberId: required(requestMemberId, 'requestMemberId', 'RequestingRecipient') },
        o,
      ),
    /** Sends the image file as the raw body (its own content type). */
    uploadPhoto: (memberId: Id, file: Blob, o?: CallOptions) =>
      send<MatchingPhoto>('post', `${base(memberId, 'uploadPhoto')}/Photos`, 'uploadPhoto', file, undefined, {
        ...o,
        headers: { ...o?.headers, 'Content-Type': file.type || 'application/octet-stream' },
      }),
    deletePhoto: (memberId: Id, photoId: Id, o?: CallOptions) =>
      send<undefined>('delete', `${base(memberId, 'deletePhoto')}/Photos/${required(photoId, 'photoId', 'deletePhoto')}`, 'deletePhoto', undefined, undefined, o),
  };
}

export type PortalApi = ReturnType<typeof createPortalApi>;
