import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands one e-mail to whoever delivers it; throws when it was not accepted. */
export interface MailTransport {
  readonly name: string;
  send(email: Email): Promise<void>;
}

/** An SMTP server, by its URL (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(smtpUrl, { from });
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail(email);
    },
  };
}

/** No SMTP server: nothing leaves the machine; the outbox table is what was "sent". */
export function createDevMailTransport(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'development',
    async send(email) {
      log.info({ to: email.to, subject: email.subject }, 'e-mail (development outbox)');
    },
  };
}

/** The SMTP server when one is configured, otherwise the development outbox. */
export function createMailTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.from) : createDevMailTransport(log);
}
