import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import nodemailer from 'nodemailer';
import Fastify, { type FastifyInstance } from 'fastify';
import { mailEmulatorRoutes, startMailEmulator, type MailEmulator } from '../../../server/emulators/mail/mail-emulator.ts';

void describe('mail emulator', () => {
  let emulator: MailEmulator;
  let app: FastifyInstance;
  before(async () => {
    emulator = await startMailEmulator({ port: 0 });
    app = Fastify();
    await app.register(mailEmulatorRoutes, { store: emulator.store, prefix: '/emulators/mail' });
  });
  after(async () => {
    await app.close();
    await emulator.close();
  });

  const send = async (to: string, subject: string) => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: emulator.port, secure: false, ignoreTLS: true });
    await transport.sendMail({ from: 'portal@example.com', to, subject, text: `Body of ${subject}`, html: `<p>${subject}</p>` });
    transport.close();
  };

  void test('catches SMTP messages and lists them newest first, filtered by recipient', async () => {
    await send('a@example.com', 'first');
    await send('b@example.com', 'second');
    await send('A@Example.com', 'third');
    const forA = (await app.inject({ method: 'GET', url: '/emulators/mail/messages?to=a@example.com' })).json<
      { subject: string; text: string; html: string; to: string[]; from: string; date: string }[]
    >();
    assert.deepEqual(
      forA.map((mail) => mail.subject),
      ['third', 'first'],
    );
    assert.match(forA[1]?.text ?? '', /Body of first/);
    assert.match(forA[1]?.html ?? '', /<p>first<\/p>/);
    assert.equal(forA[1]?.from, 'portal@example.com');
    assert.ok(!Number.isNaN(Date.parse(forA[1]?.date ?? '')));
    const all = (await app.inject({ method: 'GET', url: '/emulators/mail/messages' })).json<unknown[]>();
    assert.equal(all.length, 3);
  });

  void test('DELETE forgets every message', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/emulators/mail/messages' });
    assert.equal(response.statusCode, 204);
    assert.deepEqual((await app.inject({ method: 'GET', url: '/emulators/mail/messages' })).json(), []);
  });
});
