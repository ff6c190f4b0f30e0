import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '@/test/fake-smtp';
import { createLogger } from '../logger';
import { createOutbox, createSmtpMailer } from './mailer';
import { supportTicketEmail, verificationEmail } from './templates';

describe('SMTP delivery through a plain smtp://host:port relay', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });

  afterAll(() => smtp.close());

  it('sends the verification e-mail with its link', async () => {
    const mailer = createSmtpMailer(smtp.url, 'Coach Logbook <no-reply@example.com>');
    const { received } = smtp;
    await mailer.send(verificationEmail('coach@example.com', 'http://localhost:3000/verify?token=abc&type=signup'));
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@example.com');
    expect(received[0]!.to).toEqual(['coach@example.com']);
    expect(received[0]!.data).toContain('Subject: Confirm your e-mail address');
    const decoded = received[0]!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain('http://localhost:3000/verify?token=abc&type=signup');
  });
});

describe('the dev outbox', () => {
  it('keeps each message in memory and as a JSON file in its folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-outbox-'));
    const outbox = createOutbox({ dir });
    const message = verificationEmail('coach@example.com', 'http://localhost:3000/verify?token=abc&type=signup');
    await outbox.send(message);
    expect(outbox.messages).toEqual([message]);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8'))).toEqual(message);
  });

  it('logs the file it wrote, never a coach’s words: no text, and no subject (issue 28 I-e)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-outbox-'));
    let log = '';
    const logger = createLogger('info', { write: (line: string) => (log += line) });
    const outbox = createOutbox({ dir, logger });
    const ticket = supportTicketEmail('help@example.com', {
      id: 'ticket-1',
      typeLabel: 'Question',
      email: 'coach@example.com',
      summary: 'Please turn off my two-factor',
      description: 'My client Ann is in hospital',
      adminUrl: 'http://localhost:3000/admin/support/ticket-1',
    });
    await outbox.send(ticket);
    const [file] = fs.readdirSync(dir);
    expect(log).toContain('e-mail kept in the dev outbox');
    expect(log).toContain(file);
    expect(log).not.toContain('two-factor');
    expect(log).not.toContain('Ann');
  });
});
