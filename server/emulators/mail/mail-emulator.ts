// Mail emulator (architecture §8): an SMTP catcher on loopback whose messages are kept in memory
// and read over HTTP, so developers and tests can follow reset links and two-factor codes.
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Type, type Static } from '@sinclair/typebox';

export const CaughtMail = Type.Object({
  id: Type.Integer(),
  from: Type.String(),
  to: Type.Array(Type.String()),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  date: Type.String(),
  messageId: Type.Union([Type.String(), Type.Null()]),
  /** Files sent with the message, with their content (base64) so tests can open them. */
  attachments: Type.Array(Type.Object({ filename: Type.String(), contentType: Type.String(), size: Type.Integer(), contentBase64: Type.String() })),
});
export type CaughtMail = Static<typeof CaughtMail>;

const maxMessages = 1000;

export class MailStore {
  #nextId = 1;
  #messages: CaughtMail[] = [];

  /**
   * Keeps a message, once per Message-ID as a mailbox does: a sender that retries after losing the
   * relay's answer (the portal's outbox after a crash) delivers the same message, not a second one.
   */
  add(message: Omit<CaughtMail, 'id'>): void {
    if (message.messageId !== null && this.#messages.some((kept) => kept.messageId === message.messageId)) return;
    this.#messages.unshift({ id: this.#nextId++, ...message });
    this.#messages.length = Math.min(this.#messages.length, maxMessages);
  }

  /** Newest first; `to` matches any recipient, case-insensitively. */
  list(to?: string): CaughtMail[] {
    if (!to) return [...this.#messages];
    const wanted = to.trim().toLowerCase();
    return this.#messages.filter((message) => message.to.some((address) => address.toLowerCase() === wanted));
  }

  clear(): void {
    this.#messages = [];
  }
}

export interface MailEmulator {
  readonly port: number;
  readonly store: MailStore;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((item) => item.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

export function startMailEmulator(options: { port: number; host?: string }): Promise<MailEmulator> {
  const store = new MailStore();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      // The parser (about 30 MB once loaded) when the first message arrives.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const from = addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
          store.add({
            from,
            to: envelopeTo.length > 0 ? envelopeTo : addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            date: (parsed.date ?? new Date()).toISOString(),
            messageId: parsed.messageId ?? null,
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              size: file.size,
              contentBase64: file.content.toString('base64'),
            })),
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error('Unreadable message')));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        port,
        store,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** HTTP side of the emulator, registered at `/emulators/mail`. */
export const mailEmulatorRoutes: FastifyPluginAsync<{ store: MailStore }> = (app, { store }) => {
  app.get<{ Querystring: { to?: string } }>(
    '/messages',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
        response: { 200: Type.Array(CaughtMail) },
      },
    },
    (request) => store.list(request.query.to),
  );
  app.delete('/messages', { schema: { hide: true } }, (_request, reply) => {
    store.clear();
    return reply.code(204).send();
  });
  return Promise.resolve();
};
