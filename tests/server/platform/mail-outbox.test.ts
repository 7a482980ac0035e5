// Runs alone in npm test (scripts/test-api.mjs): it checks calls answer at once with the relay down.
// Issue 20, mail is never lost and never holds a request: with the SMTP relay down or silent, the
// calls that send mail answer at once; the mail waits in the outbox and is delivered, once, when
// the relay is back. A repeated delivery after the relay accepted (a crash before the row was
// marked) is the same message (one Message-ID), which the mailbox keeps once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MailOutbox } from '../../../server/services/mail-outbox.ts';
import { createSmtpMailSender } from '../../../server/services/mail-sender.ts';
import { PiiCipher } from '../../../server/services/pii-cipher.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { clearMail, createTestApp, DEMO_PASSWORD, solvedCaptcha, type CaughtMail, type TestApp } from '../support/test-app.ts';

void describe('mail outbox with the SMTP relay down, silent and back', () => {
  let t: TestApp;
  let relay: FaultProxy;
  before(async () => {
    relay = await startFaultProxy();
    t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${String(relay.port)}` } });
    relay.target = t.app.portal.mailEmulator?.port ?? assert.fail('mail emulator off');
  });
  after(async () => {
    await t.close();
    await relay.close();
  });

  const outbox = () => t.app.portal.services.mailOutbox;
  const messagesTo = async (to: string): Promise<CaughtMail[]> =>
    (await t.inject({ method: 'GET', url: `/emulators/mail/messages?to=${encodeURIComponent(to)}` })).json<CaughtMail[]>();
  const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = performance.now();
    const value = await work();
    return { value, ms: performance.now() - started };
  };
  const forgotPassword = async (username: string) =>
    t.inject({ method: 'POST', url: '/api/Auth/ForgotPassword', payload: { username, ivfCenterId: 1, captcha: await solvedCaptcha(t) } });
  const twoFactorLogin = () =>
    t.inject({ method: 'POST', url: '/api/Auth/Login', payload: { username: 'tom.twofactor', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 } });

  void test('relay down: the requests answer at once, the mail waits, and arrives once when the relay is back', async () => {
    await clearMail(t);
    relay.mode = { kind: 'refuse' };
    const reset = await timed(() => forgotPassword('grace.egg'));
    assert.equal(reset.value.statusCode, 200);
    assert.ok(reset.ms < 2000, `forgot password took ${reset.ms.toFixed(0)} ms`);
    const login = await timed(twoFactorLogin);
    assert.equal(login.value.statusCode, 200, login.value.body);
    assert.ok(login.ms < 2000, `two-factor sign-in took ${login.ms.toFixed(0)} ms`);

    await outbox().drain();
    assert.ok((await outbox().pendingCount()) >= 2);
    const failedRows = await t.db.selectFrom('mail_outbox').select(['attempts', 'last_error']).where('status', '=', 'PENDING').execute();
    assert.ok(
      failedRows.every((row) => row.attempts >= 1 && row.last_error),
      JSON.stringify(failedRows),
    );
    assert.equal((await messagesTo('grace.egg@example.com')).length, 0);

    relay.mode = { kind: 'pass' };
    t.clock.advance(60_000); // past the backoff
    await outbox().drain();
    assert.equal(await outbox().pendingCount(), 0);
    assert.equal((await messagesTo('grace.egg@example.com')).filter((mail) => /reset/i.test(mail.subject)).length, 1);
    assert.equal((await messagesTo('tom.twofactor@example.com')).filter((mail) => /sign-in code/i.test(mail.subject)).length, 1);
  });

  void test('relay silent: the request answers at once; the stuck attempt times out and the mail follows the recovery', async () => {
    await clearMail(t);
    relay.mode = { kind: 'silent' };
    const reset = await timed(() => forgotPassword('sam.sperm'));
    assert.equal(reset.value.statusCode, 200);
    assert.ok(reset.ms < 2000, `forgot password took ${reset.ms.toFixed(0)} ms`);
    await outbox().drain(); // waits for the transport's own time limit on the silent relay
    assert.equal((await messagesTo('sam.sperm@example.com')).length, 0);
    relay.mode = { kind: 'pass' };
    t.clock.advance(60_000);
    await outbox().drain();
    assert.equal((await messagesTo('sam.sperm@example.com')).filter((mail) => /reset/i.test(mail.subject)).length, 1);
  });

  void test('a message delivered again after the relay accepted it keeps its Message-ID and arrives once', async () => {
    await clearMail(t);
    const emulatorPort = t.app.portal.mailEmulator?.port ?? assert.fail('mail emulator off');
    const smtp = createSmtpMailSender({ host: '127.0.0.1', port: emulatorPort }, t.config.mailFrom);
    // A worker that "crashes" right after the relay accepted: the row is not marked sent.
    let crashes = 1;
    const crashing = new MailOutbox({
      db: t.db,
      clock: t.clock,
      cipher: new PiiCipher(t.config.piiKey),
      transport: {
        async send(message) {
          await smtp.send(message);
          if (crashes-- > 0) throw Object.assign(new Error('process killed after SMTP accepted'), { code: 'CRASH' });
        },
        close: () => smtp.close(),
      },
      messageIdDomain: 'portal.localhost',
      onError: () => undefined,
    });
    await outbox().stop(); // only the crashing worker runs now
    try {
      await crashing.enqueue(t.db, { to: 'once@example.com', subject: 'Delivered once', text: 'Hello' });
      await crashing.deliverDue();
      t.clock.advance(60_000);
      await crashing.deliverDue();
      const row = await t.db.selectFrom('mail_outbox').select(['status', 'attempts']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      assert.deepEqual({ ...row }, { status: 'SENT', attempts: 2 });
      const received = await messagesTo('once@example.com');
      assert.equal(received.length, 1, JSON.stringify(received));
      assert.match(received[0]?.messageId ?? '', /^<[0-9a-f-]+@portal\.localhost>$/);
    } finally {
      smtp.close();
      outbox().start();
    }
  });

  void test('mail is stored encrypted, like the rest of a member’s personal data', async () => {
    await forgotPassword('carol.couple');
    const rows = await t.db.selectFrom('mail_outbox').select('payload').execute();
    assert.ok(rows.length > 0);
    for (const row of rows) assert.ok(!row.payload.includes('@example.com') && !row.payload.includes('token='), row.payload.slice(0, 80));
  });
});
