// Calls to /api/Admin with the staff member's Entra ID access token (never the member's token store).
// A 401 gets one more try with a freshly acquired token (it expired between renewal and use); a
// second 401, or no signed-in account, sends the person to sign in. Every failure becomes one
// ApiError (status, kind, detail, field errors, request id), the shape the member side uses too.
import type {
  AdminMemberDetail,
  AuditPage,
  Banner,
  BannerInput,
  MaintenanceOverview,
  MaintenanceWindow,
  MemberSummary,
  ModerationDecision,
  ModerationItem,
  StaffMember,
  StaffSession,
  StaffTransitionRequest,
  StaffTransitionResult,
  WorkQueue,
} from '../../../../contract/api/admin.ts';
import type { Locale } from '../../../../contract/api/centers.ts';
import type { OperationTrace, ReplayEvents, TelemetryOverview, TelemetryQuery } from '../../../../contract/api/telemetry.ts';
import type { StaffConsentQuery, StaffConsentRow } from '../../../../contract/api/consent.ts';
import type { FieldError } from '../../../../contract/api/common.ts';
import { ApiError } from '../../../services/http/ApiError.ts';
import { SPA_VERSION } from '../../../services/http/createHttpClient.ts';
import { StaffSignInRequired, type StaffAuth } from '../staff-auth/StaffAuth.ts';
import { startTimer, telemetry } from '../../../services/telemetry/telemetry.ts';
import { problemKindOf } from '../../../../contract/domain/problems.ts';

export interface WorkQueueFilter {
  clinicId?: number | undefined;
  /** A 4-letter state: ESCI, EDON, ETHD, EUSE, EDIV, ADIV. */
  state?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** One way to find a member (the API takes one of these). */
export type MemberLookup = { memberId: number } | { userName: string } | { email: string } | { firstName: string; lastName: string; dateOfBirth: string };

/** Which consent list: decisions waiting for a partner, storage consents due for renewal, or lapsed. */
export type StaffConsentKind = StaffConsentQuery['kind'];

export interface AuditFilter {
  clinicId?: number | undefined;
  memberId?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface StaffApiOptions {
  auth: Pick<StaffAuth, 'accessToken'>;
  /** The console's language, sent as Accept-Language. */
  language: () => string;
  /** Called when the API keeps refusing the staff token: the person must sign in again. */
  onSignInRequired: () => void;
  /** The API base ('' for the same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | undefined>;

export interface StaffApi {
  me(signal?: AbortSignal): Promise<StaffSession>;
  locales(signal?: AbortSignal): Promise<Locale[]>;
  workQueue(filter: WorkQueueFilter, signal?: AbortSignal): Promise<WorkQueue>;
  transition(freezeEventId: number, body: StaffTransitionRequest): Promise<StaffTransitionResult>;
  findMembers(lookup: MemberLookup & { clinicId?: number | undefined }, signal?: AbortSignal): Promise<MemberSummary[]>;
  member(memberId: number, signal?: AbortSignal): Promise<AdminMemberDetail>;
  sendPasswordReset(memberId: number): Promise<{ done: boolean }>;
  resetTwoFactor(memberId: number): Promise<MemberSummary>;
  setSignInLocked(memberId: number, value: boolean): Promise<MemberSummary>;
  setReadOnly(memberId: number, value: boolean): Promise<MemberSummary>;
  /** A member's consent record as the PDF the member has (the API writes the read to the audit log). */
  consentDocument(memberId: number, recordId: number, signal?: AbortSignal): Promise<Blob>;
  consents(kind: StaffConsentKind, clinicId: number | undefined, signal?: AbortSignal): Promise<StaffConsentRow[]>;
  audit(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage>;
  staff(signal?: AbortSignal): Promise<StaffMember[]>;
  setStaffClinics(oid: string, clinicIds: number[]): Promise<StaffMember>;
  moderation(clinicId: number | undefined, signal?: AbortSignal): Promise<ModerationItem[]>;
  decideCustomDescription(memberId: number, decision: ModerationDecision): Promise<{ done: boolean }>;
  decideMedicalReview(freezeEventId: number, decision: ModerationDecision): Promise<{ done: boolean }>;
  banners(clinicId: number | undefined, signal?: AbortSignal): Promise<Banner[]>;
  createBanner(input: BannerInput): Promise<Banner>;
  updateBanner(bannerId: number, input: BannerInput): Promise<Banner>;
  endBanner(bannerId: number): Promise<Banner>;
  maintenance(signal?: AbortSignal): Promise<MaintenanceOverview>;
  /** Sets a clinic's window, or clears it with null. */
  setClinicMaintenance(clinicId: number, window: MaintenanceWindow | null): Promise<MaintenanceOverview>;
  /** Sets the site-wide window (PlatformAdmin), or clears it with null. */
  setSiteMaintenance(window: MaintenanceWindow | null): Promise<MaintenanceOverview>;
  /** The support dashboards for a range (issue 14). */
  telemetryOverview(query: TelemetryQuery, signal?: AbortSignal): Promise<TelemetryOverview>;
  /** One operation's end-to-end trace. */
  telemetryOperation(operationId: string, signal?: AbortSignal): Promise<OperationTrace>;
  /** A kept replay's (masked) rrweb events. */
  telemetryReplay(replayId: string, signal?: AbortSignal): Promise<ReplayEvents>;
}

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface ProblemBody {
  type?: string;
  title?: string;
  detail?: string;
  requestId?: string;
  errors?: FieldError[];
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function toApiError(status: number, body: ProblemBody | null, call: string, requestId: string | null): ApiError {
  return new ApiError({
    status,
    title: body?.title ?? `HTTP ${String(status)}`,
    detail: body?.detail,
    requestId: body?.requestId ?? requestId ?? undefined,
    errors: body?.errors,
    call,
    kind: problemKindOf(body?.type),
  });
}

export function createStaffApi(options: StaffApiOptions): StaffApi {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = `${options.baseUrl ?? ''}/api/Admin`;

  const signInRequired = (call: string) => {
    options.onSignInRequired();
    return new ApiError({ status: 401, title: 'Unauthorized', call, kind: 'staff-unauthorized' });
  };

  async function token(call: string, forceRefresh: boolean): Promise<string> {
    try {
      return await options.auth.accessToken({ forceRefresh });
    } catch (error) {
      if (error instanceof StaffSignInRequired) throw signInRequired(call);
      // The identity provider could not be reached: the same words as any network failure.
      throw new ApiError({ status: 0, title: 'NetworkError', call });
    }
  }

  /** One call with the staff token; a 401 is tried once more with a fresh token. Answers only when OK. */
  async function send(method: Method, path: string, accept: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
    const name = `${method} ${path.split('?')[0] ?? path}`;
    for (let attempt = 0; ; attempt += 1) {
      const accessToken = await token(name, attempt > 0);
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${accessToken}`,
            Accept: accept,
            'Accept-Language': options.language(),
            'X-Spa-Version': SPA_VERSION,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        const aborted = signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
        throw new ApiError({ status: 0, title: aborted ? 'Aborted' : 'NetworkError', call: name, aborted });
      }
      if (response.status === 401) {
        if (attempt === 0) continue;
        throw signInRequired(name);
      }
      if (!response.ok) throw toApiError(response.status, parseJson(await response.text()) as ProblemBody | null, name, response.headers.get('x-request-id'));
      return response;
    }
  }

  async function call<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    if (method === 'GET') return parseJson(await (await send(method, path, 'application/json', body, signal)).text()) as T;
    // Every change a staff member makes is a StaffAction event (issue 14): its code, outcome, duration.
    const action = staffActionCode(method, path, body);
    const elapsed = startTimer();
    try {
      const response = await send(method, path, 'application/json', body, signal);
      const answer = parseJson(await response.text()) as T;
      telemetry.trackEvent('StaffAction', { action, outcome: 'success' }, { durationMs: elapsed() });
      return answer;
    } catch (failure) {
      telemetry.trackEvent('StaffAction', { action, outcome: 'failure', status: failure instanceof ApiError ? String(failure.status) : 'other' }, { durationMs: elapsed() });
      throw failure;
    }
  }

  /** A document (e.g. a PDF) as a Blob, failures as for any other call. */
  async function download(path: string, accept: string, signal?: AbortSignal): Promise<Blob> {
    const response = await send('GET', path, accept, undefined, signal);
    try {
      return await response.blob();
    } catch {
      // The connection broke while the body was arriving.
      throw new ApiError({ status: 0, title: signal?.aborted ? 'Aborted' : 'NetworkError', call: `GET ${path}`, aborted: signal?.aborted === true });
    }
  }

  const id = (value: number) => encodeURIComponent(String(value));

  return {
    me: (signal) => call('GET', '/Me', undefined, signal),
    locales: (signal) => call('GET', '/Locale', undefined, signal),
    workQueue: (filter, signal) => call('GET', `/WorkQueue${queryString({ ...filter })}`, undefined, signal),
    transition: (freezeEventId, body) => call('POST', `/FreezeEvents/${id(freezeEventId)}/Transition`, body),
    findMembers: (lookup, signal) => call('GET', `/Members${queryString({ ...lookup })}`, undefined, signal),
    member: (memberId, signal) => call('GET', `/Members/${id(memberId)}`, undefined, signal),
    sendPasswordReset: (memberId) => call('POST', `/Members/${id(memberId)}/SendPasswordReset`),
    resetTwoFactor: (memberId) => call('POST', `/Members/${id(memberId)}/ResetTwoFactor`),
    setSignInLocked: (memberId, value) => call('PUT', `/Members/${id(memberId)}/SignInLocked`, { value }),
    setReadOnly: (memberId, value) => call('PUT', `/Members/${id(memberId)}/ReadOnly`, { value }),
    consentDocument: (memberId, recordId, signal) => download(`/Members/${id(memberId)}/ConsentRecords/${id(recordId)}/Document`, 'application/pdf', signal),
    consents: (kind, clinicId, signal) => call('GET', `/Consents${queryString({ kind, clinicId })}`, undefined, signal),
    audit: (filter, signal) => call('GET', `/Audit${queryString({ ...filter })}`, undefined, signal),
    staff: (signal) => call('GET', '/Staff', undefined, signal),
    setStaffClinics: (oid, clinicIds) => call('PUT', `/Staff/${encodeURIComponent(oid)}/Clinics`, { clinicIds }),
    moderation: (clinicId, signal) => call('GET', `/Moderation${queryString({ clinicId })}`, undefined, signal),
    decideCustomDescription: (memberId, decision) => call('POST', `/Moderation/CustomDescription/${id(memberId)}`, decision),
    decideMedicalReview: (freezeEventId, decision) => call('POST', `/Moderation/MedicalReview/${id(freezeEventId)}`, decision),
    banners: (clinicId, signal) => call('GET', `/Banners${queryString({ clinicId })}`, undefined, signal),
    createBanner: (input) => call('POST', '/Banners', input),
    updateBanner: (bannerId, input) => call('PUT', `/Banners/${id(bannerId)}`, input),
    endBanner: (bannerId) => call('POST', `/Banners/${id(bannerId)}/End`),
    maintenance: (signal) => call('GET', '/Maintenance', undefined, signal),
    setClinicMaintenance: (clinicId, window) => (window ? call('PUT', `/Clinics/${id(clinicId)}/Maintenance`, window) : call('DELETE', `/Clinics/${id(clinicId)}/Maintenance`)),
    setSiteMaintenance: (window) => (window ? call('PUT', '/SiteMaintenance', window) : call('DELETE', '/SiteMaintenance')),
    telemetryOverview: (query, signal) => call('GET', `/Telemetry/Overview${queryString({ ...query })}`, undefined, signal),
    telemetryOperation: (operationId, signal) => call('GET', `/Telemetry/Operations/${encodeURIComponent(operationId)}`, undefined, signal),
    telemetryReplay: (replayId, signal) => call('GET', `/Telemetry/Replays/${encodeURIComponent(replayId)}`, undefined, signal),
  };
}

/** The code a staff change is reported by: never an id, a name or free text from the body. */
export function staffActionCode(method: Method, path: string, body?: unknown): string {
  const clean = path.split('?')[0] ?? path;
  if (/^\/FreezeEvents\/[^/]+\/Transition$/.test(clean)) {
    const action = body && typeof body === 'object' ? (body as { action?: unknown }).action : undefined;
    return typeof action === 'string' && /^[A-Za-z]{1,40}$/.test(action) ? action : 'transition';
  }
  const fixed: Array<[RegExp, string]> = [
    [/\/SendPasswordReset$/, 'passwordReset'],
    [/\/ResetTwoFactor$/, 'twoFactorReset'],
    [/\/SignInLocked$/, 'signInLock'],
    [/\/ReadOnly$/, 'readOnly'],
    [/^\/Staff\/[^/]+\/Clinics$/, 'staffClinics'],
    [/^\/Moderation\/CustomDescription\//, 'moderateDescription'],
    [/^\/Moderation\/MedicalReview\//, 'medicalReview'],
    [/^\/Banners\/[^/]+\/End$/, 'bannerEnd'],
    [/^\/Banners(\/[^/]+)?$/, method === 'POST' ? 'bannerCreate' : 'bannerUpdate'],
    [/^\/Clinics\/[^/]+\/Maintenance$/, method === 'DELETE' ? 'clinicMaintenanceEnd' : 'clinicMaintenance'],
    [/^\/SiteMaintenance$/, method === 'DELETE' ? 'siteMaintenanceEnd' : 'siteMaintenance'],
  ];
  return fixed.find(([pattern]) => pattern.test(clean))?.[1] ?? 'other';
}
