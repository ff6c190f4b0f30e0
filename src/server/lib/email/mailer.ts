import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when that is not the sender (a support ticket's copy: the coach). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real delivery through SMTP; a plain smtp://host:port relay works as well as smtps://. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export interface Outbox extends Mailer {
  messages: MailMessage[];
}

/**
 * Without SMTP (never in production) each message is logged with its text, which carries the
 * link, kept in memory and, given a folder, written there as JSON so that tools can read it.
 */
export function createOutbox(options: { dir?: string; logger?: Logger } = {}): Outbox {
  const messages: MailMessage[] = [];
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  return {
    messages,
    async send(message) {
      messages.push(message);
      options.logger?.info(
        { to: message.to, subject: message.subject, text: message.text },
        'e-mail kept in the dev outbox',
      );
      if (options.dir) {
        const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.json`;
        await fs.promises.writeFile(path.join(options.dir, name), JSON.stringify(message, null, 2));
      }
    },
  };
}

export function createMailer(
  settings: { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string },
  logger: Logger,
): Mailer {
  if (settings.SMTP_URL) return createSmtpMailer(settings.SMTP_URL, settings.MAIL_FROM);
  return createOutbox({ dir: path.join(settings.DATA_DIR, 'outbox'), logger });
}
