import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '@/test/fake-smtp';
import { createOutbox, createSmtpMailer } from './mailer';
import { verificationEmail } from './templates';

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
});
