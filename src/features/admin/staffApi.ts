// Calls to /api/Admin with the staff member's Entra ID access token. One retry with a fresh token
// on 401 (the token expired between renewal and use); every failure becomes a StaffApiError.
import type { StaffSession, StaffTransitionRequest, StaffTransitionResult, WorkQueue } from '../../../server/contract/admin.ts';
import type { StaffAuth } from './staffAuth.ts';

export class StaffApiError extends Error {
  readonly status: number;
  readonly kind: string | undefined;
  readonly detail: string | undefined;

  constructor(status: number, body: { title?: string; detail?: string; type?: string } | null) {
    super(body?.detail ?? body?.title ?? `HTTP ${String(status)}`);
    this.name = 'StaffApiError';
    this.status = status;
    this.detail = body?.detail;
    this.kind = body?.type?.startsWith('urn:cryo-portal:problem:') ? body.type.slice('urn:cryo-portal:problem:'.length) : undefined;
  }
}

export function createStaffApi(auth: StaffAuth, language: () => string) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, retried = false): Promise<T> => {
    const token = await auth.accessToken();
    let response: Response;
    try {
      response = await fetch(`/api/Admin${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new StaffApiError(0, null);
    }
    if (response.status === 401 && !retried) return call<T>(method, path, body, true);
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) throw new StaffApiError(response.status, parsed as { title?: string; detail?: string; type?: string } | null);
    return parsed as T;
  };
  return {
    me: () => call<StaffSession>('GET', '/Me'),
    workQueue: (query: { clinicId?: number; page?: number }) => {
      const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
      return call<WorkQueue>('GET', `/WorkQueue${params.size ? `?${params.toString()}` : ''}`);
    },
    transition: (freezeEventId: number, body: StaffTransitionRequest) => call<StaffTransitionResult>('POST', `/FreezeEvents/${String(freezeEventId)}/Transition`, body),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;
