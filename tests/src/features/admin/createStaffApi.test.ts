/**
 * @jest-environment node
 */
// The staff API client needs no DOM: Node's own fetch types (Response, Headers) stand in for the network.
import { createStaffApi } from '../../../../src/features/admin/api/createStaffApi';
import { StaffSignInRequired } from '../../../../src/features/admin/staff-auth/StaffAuth';
import { ApiError } from '../../../../src/services/http/ApiError';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers } });
}

function client(answers: Response[], accessToken = jest.fn<Promise<string>, [{ forceRefresh?: boolean }?]>(() => Promise.resolve('token-1'))) {
  const calls: Call[] = [];
  const onSignInRequired = jest.fn();
  const fetchFake = jest.fn((input: string, init?: RequestInit) => {
    calls.push({ url: input, init: init ?? {} });
    const next = answers.shift();
    return next ? Promise.resolve(next) : Promise.reject(new TypeError('Failed to fetch'));
  });
  const api = createStaffApi({ auth: { accessToken }, language: () => 'es', onSignInRequired, fetch: fetchFake as unknown as typeof fetch });
  return { api, calls, onSignInRequired, accessToken };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('createStaffApi', () => {
  it('sends the staff access token, the language and the SPA version to /api/Admin', async () => {
    const { api, calls } = client([json(200, { items: [], total: 0, page: 2, pageSize: 25 })]);
    await api.workQueue({ clinicId: 1, state: 'EDON', page: 2, pageSize: 25 });
    expect(calls[0]?.url).toBe('/api/Admin/WorkQueue?clinicId=1&state=EDON&page=2&pageSize=25');
    expect(header(calls[0], 'Authorization')).toBe('Bearer token-1');
    expect(header(calls[0], 'Accept-Language')).toBe('es');
    expect(header(calls[0], 'X-Spa-Version')).toBe('2.1.0.35024');
  });

  it('sends bodies as JSON with the method of each call', async () => {
    const { api, calls } = client([json(200, { freezeEventId: 5, statusId: 'ICR-NDON----------------' }), json(200, { oid: 'x', clinicIds: [1, 2] })]);
    await api.transition(5, { fromStatusId: 'ICR-EDON----------------', toStatusId: 'ICR-NDON----------------', reason: 'No match' });
    await api.setStaffClinics('x', [1, 2]);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/Admin/FreezeEvents/5/Transition');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ fromStatusId: 'ICR-EDON----------------', toStatusId: 'ICR-NDON----------------', reason: 'No match' });
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[1]?.init.method).toBe('PUT');
    expect(calls[1]?.url).toBe('/api/Admin/Staff/x/Clinics');
  });

  it('finds members by one way at a time, leaving out what is not given', async () => {
    const { api, calls } = client([json(200, [])]);
    await api.findMembers({ firstName: 'Carol', lastName: 'Bennett', dateOfBirth: '1984-02-27', clinicId: undefined });
    expect(calls[0]?.url).toBe('/api/Admin/Members?firstName=Carol&lastName=Bennett&dateOfBirth=1984-02-27');
  });

  it('on 401 acquires a fresh token once and tries again', async () => {
    const accessToken = jest.fn((options?: { forceRefresh?: boolean }) => Promise.resolve(options?.forceRefresh ? 'token-2' : 'token-1'));
    const { api, calls, onSignInRequired } = client([json(401, { title: 'Unauthorized' }), json(200, { oid: 'o' })], accessToken);
    await expect(api.me()).resolves.toEqual({ oid: 'o' });
    expect(accessToken.mock.calls.map(([options]) => options?.forceRefresh)).toEqual([false, true]);
    expect(header(calls[1], 'Authorization')).toBe('Bearer token-2');
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('sends the person to sign in when the fresh token is refused too', async () => {
    const { api, calls, onSignInRequired } = client([json(401, {}), json(401, {})]);
    await expect(api.me()).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('sends the person to sign in when no account is signed in', async () => {
    const { api, calls, onSignInRequired } = client(
      [],
      jest.fn(() => Promise.reject(new StaffSignInRequired())),
    );
    await expect(api.staff()).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(0);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('turns a problem answer into an ApiError with its kind, detail, field errors and request id', async () => {
    const body = {
      type: 'urn:cryo-portal:problem:item-changed',
      title: 'Changed meanwhile',
      status: 409,
      detail: 'someone else acted first',
      requestId: 'req-7',
      errors: [{ in: 'body', pointer: '/reason', detail: 'say why' }],
    };
    const { api } = client([json(409, body)]);
    const error = (await api.transition(5, { fromStatusId: 'a'.repeat(24), toStatusId: 'b'.repeat(24) }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, kind: 'item-changed', detail: 'someone else acted first', requestId: 'req-7' });
    expect(error.errors).toEqual(body.errors);
  });

  it('reads the consent lists by kind and clinic', async () => {
    const { api, calls } = client([json(200, []), json(200, [])]);
    await expect(api.consents('lapsed', 2)).resolves.toEqual([]);
    await api.consents('waiting', undefined);
    expect(calls.map((call) => call.url)).toEqual(['/api/Admin/Consents?kind=lapsed&clinicId=2', '/api/Admin/Consents?kind=waiting']);
  });

  it('downloads a consent record as a PDF Blob, and turns a refusal into an ApiError', async () => {
    const pdf = new Response('%PDF-1.7\n', { status: 200, headers: { 'content-type': 'application/pdf' } });
    const { api, calls } = client([pdf, json(404, { type: 'urn:cryo-portal:problem:not-found', title: 'Not Found', requestId: 'req-3' })]);
    const blob = await api.consentDocument(3, 7);
    expect(calls[0]?.url).toBe('/api/Admin/Members/3/ConsentRecords/7/Document');
    expect(header(calls[0], 'Accept')).toBe('application/pdf');
    expect(header(calls[0], 'Authorization')).toBe('Bearer token-1');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7\n');
    await expect(api.consentDocument(3, 8)).rejects.toMatchObject({ status: 404, kind: 'not-found', requestId: 'req-3' });
  });

  it('reports a network failure as status 0', async () => {
    const { api } = client([]);
    await expect(api.locales()).rejects.toMatchObject({ status: 0, aborted: false });
  });
});
