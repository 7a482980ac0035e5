// Outgoing e-mail through SMTP with nodemailer: the mail emulator in development and tests,
// the relay named by SMTP_URL in production.
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID, so a repeated delivery of one message is recognisably the same message. */
  messageId?: string;
  /** Small files sent with the message (a consent record's PDF), base64 so the outbox row stays JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Host, port, TLS and credentials of an `smtp://` / `smtps://` URL, or the emulator's loopback port. */
function smtpTarget(target: { url: string } | { host: string; port: number }) {
  if (!('url' in target)) return { host: target.host, port: target.port, secure: false, ignoreTLS: true };
  const url = new URL(target.url);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  };
}

export function createSmtpMailSender(target: { url: string } | { host: string; port: number }, from: string): MailSender {
  // A relay that accepts the connection and then stays silent must not hold the outbox worker
  // for long. (nodemailer drops these options when given a `url`, so the URL is read here.)
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 5_000, socketTimeout: 15_000 };
  const transporter: Transporter = nodemailer.createTransport({ ...smtpTarget(target), ...timeouts });
  return {
    async send(message) {
      const { attachments, ...rest } = message;
      await transporter.sendMail({
        from,
        ...rest,
        ...(attachments ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.contentBase64, encoding: 'base64' })) } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
