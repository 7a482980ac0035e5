/**
 * @jest-environment node
 */
// The HTTP client against a real HTTP server on loopback: shared refresh on 403, one retry per
// call, tokens cleared when the refresh fails, headers of spec §7, and errors normalised.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, type TokenStore } from '../../../../src/services/http/createHttpClient';
import { ApiError } from '../../../../src/services/http/ApiError';
import type { ErrorAction } from '../../../../src/services/http/errorPolicy';

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

function memoryTokens(initial: { accessToken: string; refreshToken: string } | null): TokenStore & { cleared: number } {
  let tokens = initial;
  const store = {
    cleared: 0,
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    setTokens: (next: { accessToken: string; refreshToken: string }) => {
      tokens = next;
    },
    clearTokens: () => {
      tokens = null;
      store.cleared += 1;
    },
  };
  return store;
}

async function startServer(handler: (req: http.IncomingMessage, res: http.ServerResponse, log: Recorded[]) => void) {
  const log: Recorded[] = [];
  const server = http.createServer((req, res) => {
    log.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handler(req, res, log);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { log, baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('waited 2 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const json = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json') => {
  res.writeHead(status, { 'Content-Type': type });
  res.end(JSON.stringify(body));
};

describe('createHttpClient', () => {
  test('50 concurrent 403 answers cause exactly one refresh and one retry each', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/api/Auth/RefreshToken') {
        // A slow refresh makes every failing call arrive while it is still running.
        setTimeout(() => json(res, 200, { accessToken: 'fresh-access', refreshToken: 'fresh-refresh' }), 50);
        return;
      }
      if (req.headers.authorization === 'Bearer fresh-access') return json(res, 200, { ok: req.url });
      json(res, 403, { type: 'about:blank', title: 'Forbidden', status: 403, requestId: 'r1' }, 'application/problem+json');
    });
    const tokens = memoryTokens({ accessToken: 'expired-access', refreshToken: 'refresh-1' });
    const actions: ErrorAction[] = [];
    const client = createHttpClient({ baseUrl: server.baseUrl, tokens, getLocale: () => 'en-GB', onErrorAction: (a) => actions.push(a) });
    try {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => client.request<{ ok: string }>({ url: `/Members/1/Thing/${i}` })));
      expect(results.map((r) => r.data.ok)).toEqual(Array.from({ length: 50 }, (_, i) => `/api/Members/1/Thing/${i}`));
      const refreshes = server.log.filter((r) => r.url === '/api/Auth/RefreshToken');
      expect(refreshes).toHaveLength(1);
      expect(refreshes[0]?.headers.authorization).toBe('Bearer refresh-1');
      for (let i = 0; i < 50; i += 1) {
        const calls = server.log.filter((r) => r.url === `/api/Members/1/Thing/${i}`);
        expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer expired-access', 'Bearer fresh-access']);
      }
      expect(tokens.getAccessToken()).toBe('fresh-access');
      expect(actions).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('a 403 that arrives after the refresh finished is retried with the new token, without a second refresh', async () => {
    let refreshDone = false;
    const server = await startServer((req, res) => {
      if (req.url === '/api/Auth/RefreshToken') {
        setTimeout(() => {
          refreshDone = true;
          json(res, 200, { accessToken: 'fresh-access', refreshToken: 'fresh-refresh' });
        }, 20);
        return;
      }
      if (req.headers.authorization === 'Bearer fresh-access') return json(res, 200, { ok: req.url });
      const forbidden = () => json(res, 403, { type: 'about:blank', title: 'Forbidden', status: 403, requestId: 'r4' }, 'application/problem+json');
      // The slow call's refusal comes only once the refresh has answered.
      if (req.url === '/api/Slow') {
        const later = setInterval(() => {
          if (!refreshDone) return;
          clearInterval(later);
          setTimeout(forbidden, 20);
        }, 5);
        return;
      }
      forbidden();
    });
    const tokens = memoryTokens({ accessToken: 'expired-access', refreshToken: 'refresh-1' });
    const client = createHttpClient({ baseUrl: server.baseUrl, tokens, getLocale: () => 'en-US', onErrorAction: () => undefined });
    try {
      const [slow, fast] = await Promise.all([client.request<{ ok: string }>({ url: '/Slow' }), client.request<{ ok: string }>({ url: '/Fast' })]);
      expect([slow.data.ok, fast.data.ok]).toEqual(['/api/Slow', '/api/Fast']);
      expect(server.log.filter((r) => r.url === '/api/Auth/RefreshToken')).toHaveLength(1);
      expect(server.log.filter((r) => r.url === '/api/Slow').map((r) => r.headers.authorization)).toEqual(['Bearer expired-access', 'Bearer fresh-access']);
    } finally {
      await server.close();
    }
  });

  test('a failed refresh clears the tokens and the original 403 signs the member out', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/api/Auth/RefreshToken') return json(res, 401, { type: 'about:blank', title: 'Unauthorized', status: 401, requestId: 'r2' }, 'application/problem+json');
      json(res, 403, { type: 'about:blank', title: 'Forbidden', status: 403, requestId: 'r3' }, 'application/problem+json');
    });
    const tokens = memoryTokens({ accessToken: 'a', refreshToken: 'stolen' });
    const actions: ErrorAction[] = [];
    const client = createHttpClient({ baseUrl: server.baseUrl, tokens, getLocale: () => 'en-US', onErrorAction: (a) => actions.push(a) });
    try {
      const failures = await Promise.allSettled([client.request({ url: '/One' }), client.request({ url: '/Two' }), client.request({ url: '/Three' })]);
      expect(failures.every((f) => f.status === 'rejected' && f.reason instanceof ApiError && f.reason.status === 403)).toBe(true);
      expect(server.log.filter((r) => r.url === '/api/Auth/RefreshToken')).toHaveLength(1);
      expect(tokens.getAccessToken()).toBeNull();
      expect(tokens.cleared).toBeGreaterThanOrEqual(1);
      expect(actions.map((a) => a.kind)).toEqual(['signOut', 'signOut', 'signOut']);
    } finally {
      await server.close();
    }
  });

  test('a renewal that gets no answer about the session keeps the tokens; the call reports what happened instead', async () => {
    const problem = (res: http.ServerResponse, status: number, subCode: number) =>
      json(res, status, { type: 'about:blank', title: 'Unavailable', status, subCode, requestId: 'm1' }, 'application/problem+json');
    const renewals = [
      // The connection drops: a network error, shown as such.
      (_req: http.IncomingMessage, res: http.ServerResponse) => res.socket?.destroy(),
      // The clinic went into maintenance: the portal is left for that reason.
      (_req: http.IncomingMessage, res: http.ServerResponse) => problem(res, 403, 7),
      // The whole site is under maintenance.
      (_req: http.IncomingMessage, res: http.ServerResponse) => problem(res, 504, 8),
      // Too many renewals from this address: nothing said about the session.
      (_req: http.IncomingMessage, res: http.ServerResponse) =>
        json(res, 429, { type: 'about:blank', title: 'Too Many Requests', status: 429, requestId: 'm2' }, 'application/problem+json'),
    ];
    const seen: { status: number; subCode: number | undefined; call: string | undefined; action: ErrorAction['kind'] | undefined; access: string | null }[] = [];
    for (const renewal of renewals) {
      const server = await startServer((req, res) => {
        if (req.url === '/api/Auth/RefreshToken') return renewal(req, res);
        json(res, 403, { type: 'about:blank', title: 'Forbidden', status: 403, requestId: 'r5' }, 'application/problem+json');
      });
      const tokens = memoryTokens({ accessToken: 'expired', refreshToken: 'r' });
      const actions: ErrorAction[] = [];
      const client = createHttpClient({ baseUrl: server.baseUrl, tokens, getLocale: () => 'en-US', onErrorAction: (a) => actions.push(a) });
      try {
        const error = await client.request({ url: '/Member', portal: { call: 'member' } }).then(
          () => null,
          (reason: unknown) => reason as ApiError,
        );
        seen.push({ status: error?.status ?? -1, subCode: error?.subCode, call: error?.call, action: actions[0]?.kind, access: tokens.getAccessToken() });
      } finally {
        await server.close();
      }
    }
    expect(seen).toEqual([
      { status: 0, subCode: undefined, call: 'member', action: 'toast', access: 'expired' },
      { status: 403, subCode: 7, call: 'member', action: 'exitPortal', access: 'expired' },
      { status: 504, subCode: 8, call: 'member', action: 'signOut', access: 'expired' },
      { status: 429, subCode: undefined, call: 'member', action: 'toast', access: 'expired' },
    ]);
  });

  test('a renewal answered after the tokens changed (a sign-out meanwhile) writes nothing over them', async () => {
    let answer: (() => void) | null = null;
    const server = await startServer((req, res) => {
      if (req.url === '/api/Auth/RefreshToken') {
        answer = () => json(res, 200, { accessToken: 'late-access', refreshToken: 'late-refresh' });
        return;
      }
      json(res, 403, { type: 'about:blank', title: 'Forbidden', status: 403, requestId: 'r1' }, 'application/problem+json');
    });
    const tokens = memoryTokens({ accessToken: 'expired-access', refreshToken: 'refresh-1' });
    const client = createHttpClient({ baseUrl: server.baseUrl, tokens, getLocale: () => 'en-US', onErrorAction: () => undefined });
    try {
      const call = client.request({ url: '/Members/1/Thing' });
      call.catch(() => undefined);
      await waitUntil(() => answer !== null);
      // The member signs out (here or in another tab) before the renewal is answered.
      tokens.clearTokens();
      answer!();
      await expect(call).rejects.toBeInstanceOf(ApiError);
      expect(tokens.getAccessToken()).toBeNull();
      expect(tokens.getRefreshToken()).toBeNull();
    } finally {
      await server.close();
    }
  });

  test('a call can opt out of the refresh', async () => {
    const server = await startServer((_req, res) => json(res, 403, { type: 'about:blank', title: 'Forbidden', status: 403, requestId: 'r4' }, 'application/problem+json'));
    const tokens = memoryTokens({ accessToken: 'a', refreshToken: 'r' });
    const client = createHttpClient({ baseUrl: server.baseUrl, tokens, getLocale: () => 'en-US', onErrorAction: () => undefined });
    try {
      await expect(client.request({ url: '/NoRefresh', portal: { skipRefresh: true } })).rejects.toBeInstanceOf(ApiError);
      expect(server.log.map((r) => r.url)).toEqual(['/api/NoRefresh']);
      expect(tokens.getAccessToken()).toBe('a');
    } finally {
      await server.close();
    }
  });

  test('sends the bearer token, SPA version, language and the json-patch content type', async () => {
    const server = await startServer((_req, res) => json(res, 200, {}));
    const client = createHttpClient({
      baseUrl: server.baseUrl,
      tokens: memoryTokens({ accessToken: 'tok', refreshToken: 'r' }),
      getLocale: () => 'fr',
      onErrorAction: () => undefined,
    });
    try {
      await client.request({ method: 'put', url: '/Members/7/MemberAccount/UpdateProfile', data: { firstName: 'Ana' } });
      await client.request({ method: 'post', url: '/Text', data: 'plain' });
      const [put, post] = server.log;
      expect(put?.headers.authorization).toBe('Bearer tok');
      expect(put?.headers['x-spa-version']).toBe('2.1.0.35024');
      expect(put?.headers['accept-language']).toBe('fr');
      expect(put?.headers['content-type']).toBe('application/json-patch+json');
      expect(post?.headers['content-type']).toBe('application/json');
    } finally {
      await server.close();
    }
  });

  test('sends bodies as JSON and the query as the API reads it; answers are parsed JSON, a Blob when asked for one', async () => {
    const bodies: string[] = [];
    const server = await startServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push(body);
        if (req.url?.startsWith('/api/Document')) {
          res.writeHead(200, { 'Content-Type': 'application/pdf' });
          res.end('%PDF-1.7');
          return;
        }
        if (req.url === '/api/Empty') {
          res.writeHead(204);
          res.end();
          return;
        }
        json(res, 200, { echoed: req.url });
      });
    });
    const client = createHttpClient({ baseUrl: server.baseUrl, tokens: memoryTokens(null), getLocale: () => 'en-US', onErrorAction: () => undefined });
    try {
      const answer = await client.request<{ echoed: string }>({
        method: 'post',
        url: '/Search',
        params: { flags: 'A,B', at: 'x:y z', none: null, missing: undefined, ids: [1, 2] },
        data: { name: 'Ana' },
      });
      expect(answer.data.echoed).toBe('/api/Search?flags=A,B&at=x:y+z&ids[]=1&ids[]=2');
      await client.request({ method: 'post', url: '/Text', data: 'plain' });
      await client.request({ method: 'post', url: '/Json', data: ' {"a":1} ' });
      expect(bodies).toEqual(['{"name":"Ana"}', '"plain"', '{"a":1}']);
      expect((await client.request({ method: 'delete', url: '/Empty' })).data).toBe('');
      const document = await client.request<Blob>({ url: '/Document', responseType: 'blob' });
      expect(await document.data.text()).toBe('%PDF-1.7');
      expect(client.uri({ url: '/Members/5', params: { ivfCenterId: 1 } })).toBe(`${server.baseUrl}/api/Members/5?ivfCenterId=1`);
    } finally {
      await server.close();
    }
  });

  test('an answer that is not problem details keeps its status, status text and request id; no answer is a network error', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(502, 'Bad Gateway', { 'X-Request-Id': 'gw-1', 'Retry-After': '30' });
      res.end('<html>gateway</html>');
    });
    const client = createHttpClient({ baseUrl: server.baseUrl, tokens: memoryTokens(null), getLocale: () => 'en-US', onErrorAction: () => undefined });
    try {
      const error = await client.request({ url: '/Anything', portal: { call: 'anything' } }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 502, title: 'Bad Gateway', requestId: 'gw-1', retryAfterSeconds: 30, call: 'anything' });
    } finally {
      await server.close();
    }
    const offline = await client.request({ url: '/Anything' }).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ status: 0, title: 'NetworkError', aborted: false });
  });

  test('problem details become an ApiError with subCode and request id; subCode 7 exits the portal without a refresh', async () => {
    const server = await startServer((_req, res) =>
      json(res, 403, { type: 'about:blank', title: 'Maintenance', status: 403, subCode: 7, detail: 'Back soon', requestId: 'req-7' }, 'application/problem+json'),
    );
    const actions: ErrorAction[] = [];
    const client = createHttpClient({
      baseUrl: server.baseUrl,
      tokens: memoryTokens({ accessToken: 'a', refreshToken: 'r' }),
      getLocale: () => 'en-US',
      onErrorAction: (a) => actions.push(a),
    });
    try {
      const error = await client.request({ url: '/Members/1/MemberAccount/Member' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, subCode: 7, detail: 'Back soon', requestId: 'req-7' });
      expect(server.log).toHaveLength(1);
      expect(actions).toEqual([{ kind: 'exitPortal' }]);
    } finally {
      await server.close();
    }
  });

  test('an aborted request is silent', async () => {
    const server = await startServer((_req, res) => setTimeout(() => json(res, 500, {}), 200));
    const actions: ErrorAction[] = [];
    const client = createHttpClient({ baseUrl: server.baseUrl, tokens: memoryTokens(null), getLocale: () => 'en-US', onErrorAction: (a) => actions.push(a) });
    try {
      const controller = new AbortController();
      const pending = client.request({ url: '/Slow', signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).aborted).toBe(true);
      expect(actions).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
