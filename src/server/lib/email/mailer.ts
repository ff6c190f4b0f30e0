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
  /** Extra header fields (the weekly summary's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
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
 * Without SMTP (never in production) each message is kept in memory and, given a folder, written
 * there as JSON so that a developer or a test can open its link. The log names the file but never
 * holds the text, whose links are live sign-in tokens, nor the subject, which for a support ticket
 * is the summary a coach typed.
 */
export function createOutbox(options: { dir?: string; logger?: Logger } = {}): Outbox {
  const messages: MailMessage[] = [];
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  return {
    messages,
    async send(message) {
      messages.push(message);
      const file = options.dir && path.join(options.dir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.json`);
      if (file) await fs.promises.writeFile(file, JSON.stringify(message, null, 2));
      options.logger?.info({ to: message.to, file }, 'e-mail kept in the dev outbox');
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
