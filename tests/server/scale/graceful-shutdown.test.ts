// Runs alone in npm test (scripts/test-api.mjs): it times a process's shutdown.
// Issue 17: SIGTERM drains. A real API process receives SIGTERM while a request is in flight and
// while the mail outbox is handing a message to a slow relay: the request is answered, the message
// is delivered and recorded as sent, new connections are refused, and the process exits 0.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, test } from 'node:test';
import { freePort } from '../support/free-port.ts';
import { startPortal, stopPortal, type PortalProcess } from '../support/portal-process.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { solvedCaptchaAt } from '../support/captcha.ts';

void describe('SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-sigterm-'));
  let api: PortalProcess | null = null;
  let relay: SmtpSink | null = null;
  after(async () => {
    await stopPortal(api, 'SIGKILL');
    await relay?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  void test('answers the request in flight and finishes the mail being sent before it exits 0', { timeout: 90_000 }, async () => {
    // The relay takes 3 s to accept a message; the forgot-password answer takes at least 9 s.
    relay = await startSmtpSink({ acceptDelayMs: 3_000 });
    const file = join(dir, 'portal.sqlite');
    api = await startPortal(await freePort(), {
      DATA_DIR: dir,
      DATABASE_URL: file,
      SMTP_URL: `smtp://127.0.0.1:${String(relay.port)}`,
      ENUMERATION_SAFE_DELAY_MS: '9000',
    });
    const base = api.base;
    const exited = new Promise<number | null>((resolve) => api?.process.once('exit', (code) => resolve(code)));

    const captcha = await solvedCaptchaAt(base);
    const started = Date.now();
    let answered = false;
    const inFlight = fetch(`${base}/api/Auth/ForgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'emma.recipient', ivfCenterId: 1, captcha }),
    }).finally(() => {
      answered = true;
    });
    // Both the request and an outbox pass (a message in the relay's hands, not yet accepted) are under way.
    // The reset mail itself (not another the portal sends on its own at start, such as a consent reminder).
    await relay.received((message) => /^To:.*emma/im.test(message));
    assert.equal(answered, false, 'the request is still in flight at SIGTERM');
    const acceptedAtSignal = relay.messages.length;
    api.process.kill('SIGTERM');

    // No new connection is taken while draining (as soon as the process has handled the signal).
    let refused = false;
    for (const deadline = Date.now() + 5_000; !refused && Date.now() < deadline;) {
      refused = await fetch(`${base}/api/health/live`).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(refused, 'new connections are refused after SIGTERM');
    assert.equal(answered, false, 'while the request is still in flight');

    const response = await inFlight;
    assert.equal(response.status, 200, 'the request in flight is answered');
    assert.ok(Date.now() - started >= 8_900, 'it was answered after its full delay, not cut short');
    assert.equal(await exited, 0, 'the process exits 0 once drained');

    // The outbox pass in progress finished: the relay has the message and the row says SENT.
    // The message in the relay's hands at SIGTERM was accepted after it, and recorded as sent.
    assert.ok(relay.messages.length > acceptedAtSignal, 'a delivery in progress at SIGTERM was completed');
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const rows = db.prepare('SELECT message_id, status, locked_until FROM mail_outbox').all() as { message_id: string; status: string; locked_until: string | null }[];
      const sent = rows.filter((row) => row.status === 'SENT').map((row) => row.message_id);
      // What the relay accepted is exactly what the outbox marked sent, each once; no row is left half-claimed by the stopped pass.
      assert.deepEqual([...relay.deliveries().keys()].sort(), sent.sort(), JSON.stringify(rows));
      assert.ok([...relay.deliveries().values()].every((count) => count === 1));
      for (const row of rows.filter((r) => r.status !== 'SENT')) assert.equal(row.status, 'PENDING', `${row.message_id} waits for the next start`);
    } finally {
      db.close();
    }
  });
});
