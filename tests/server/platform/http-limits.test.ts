// Issue 20: the limits of the HTTP layer answer problem+json like every other error and never echo
// the URL (it may carry a reset link's token). Over a real socket, since Node's own parser refuses
// over-large headers before Fastify (and `inject`) ever sees them.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

void describe('HTTP limits answer problem+json without echoing the request', () => {
  let t: TestApp;
  let port = 0;
  before(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  after(() => t.close());

  const send = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });
  const assertProblem = (answer: Answer, status: number, secret: string) => {
    assert.equal(answer.status, status, answer.body);
    assert.match(answer.contentType, /^application\/problem\+json/);
    const problem = JSON.parse(answer.body) as { status: number; type: string; requestId: string };
    assert.equal(problem.status, status);
    assert.ok(problem.requestId);
    assert.ok(!answer.body.includes(secret), answer.body);
  };

  void test('a URL over 8 KB: 414', async () => {
    const secret = 'token=SECRET-RESET-TOKEN';
    assertProblem(await send(`/api/Auth/IvfCenterFromUrl?${secret}&ivfCenterUrl=${'a'.repeat(12_000)}`), 414, secret);
  });

  void test('a 16 KB cookie: 431', async () => {
    assertProblem(await send('/api/Configuration', { cookie: `session=${'c'.repeat(16_384)}` }), 431, 'ccccccccccccccccccc');
  });

  void test('malformed percent-encoding in a path: 400', async () => {
    assertProblem(await send('/api/Members/%E0%A4%A/MemberAccount/Member?token=SECRET-RESET-TOKEN'), 400, 'SECRET-RESET-TOKEN');
  });

  void test('the server still answers normally afterwards', async () => {
    const answer = await send('/api/Configuration');
    assert.equal(answer.status, 200);
  });
});
