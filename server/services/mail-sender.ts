// Outgoing e-mail through SMTP with nodemailer: the mail emulator in development and tests,
// the relay named by SMTP_URL in production.
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailSender(target: { url: string } | { host: string; port: number }, from: string): MailSender {
  const transporter: Transporter =
    'url' in target
      ? nodemailer.createTransport(target.url)
      : nodemailer.createTransport({ host: target.host, port: target.port, secure: false, ignoreTLS: true });
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close() {
      transporter.close();
    },
  };
}
