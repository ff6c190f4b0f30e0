import { describe, expect, it } from 'vitest';
import { createAdmin } from '@/test/admins';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const ADMIN = 'support-admin@example.com';
const t = useTestApp({ ADMIN_EMAILS: ADMIN, SUPPORT_EMAIL: 'help@coach-logbook.example' });

const ticket = {
  issueType: 'bug',
  email: 'coach@example.com',
  summary: 'Export button does nothing',
  description: 'I pressed Export and nothing happened.\nTried twice.',
};

describe('support tickets', () => {
  it('stores a coach’s ticket first, lists it for admins as stored, and e-mails the support address', async () => {
    const { cookie, email } = await createCoach(t());
    const created = await call(t(), 'POST', '/api/support-tickets', { cookie, body: { ...ticket, email } });
    expect(created.status).toBe(201);
    const { ticket: stored } = await created.json();
    expect(stored).toEqual({ id: expect.any(String), createdAt: expect.any(String) });

    const admin = await createAdmin(t(), ADMIN);
    const list = await call(t(), 'GET', '/api/admin/support-tickets', { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect((await list.json()).items).toEqual([
      expect.objectContaining({
        id: stored.id,
        issueType: 'bug',
        email,
        summary: ticket.summary,
        description: ticket.description,
        deliveryStatus: 'stored',
        jiraKey: null,
        attempts: 0,
        lastError: null,
        resolvedAt: null,
      }),
    ]);

    const mail = t().outbox.messages.find((message) => message.to === 'help@coach-logbook.example');
    expect(mail).toMatchObject({
      replyTo: email,
      subject: '[Support] Bug: Export button does nothing',
    });
    expect(mail?.text).toContain(`from ${email}`);
    expect(mail?.text).toContain('I pressed Export and nothing happened.');
    expect(mail?.text).toContain(`/admin/support/${stored.id}`);
  });

  it('requires every field, with one message per field, and stores nothing', async () => {
    const { cookie } = await createCoach(t());
    const refused = await call(t(), 'POST', '/api/support-tickets', {
      cookie,
      body: { issueType: 'urgent', email: ' ', summary: '', description: '   ' },
    });
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues).toEqual([
      { path: 'issueType', message: 'Issue type is required' },
      { path: 'email', message: 'Email is required' },
      { path: 'summary', message: 'Summary is required' },
      { path: 'description', message: 'Description is required' },
    ]);
    const badEmail = await call(t(), 'POST', '/api/support-tickets', { cookie, body: { ...ticket, email: 'nope' } });
    expect((await badEmail.json()).error.issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    const tooLong = await call(t(), 'POST', '/api/support-tickets', {
      cookie,
      body: { ...ticket, summary: 'x'.repeat(256) },
    });
    expect((await tooLong.json()).error.issues).toEqual([
      { path: 'summary', message: 'Summary must be at most 255 characters' },
    ]);

    const admin = await createAdmin(t(), ADMIN);
    const list = await call(t(), 'GET', '/api/admin/support-tickets', { cookie: admin.cookie });
    expect((await list.json()).total).toBe(0);
    expect(t().outbox.messages.filter((message) => message.to === 'help@coach-logbook.example')).toEqual([]);
  });

  it('refuses visitors who are not signed in', async () => {
    const response = await call(t(), 'POST', '/api/support-tickets', { body: ticket });
    expect(response.status).toBe(401);
  });
});

describe('support tickets without SUPPORT_EMAIL', () => {
  const quiet = useTestApp();

  it('stores the ticket and sends no e-mail', async () => {
    const { cookie, email } = await createCoach(quiet());
    const before = quiet().outbox.messages.length;
    const created = await call(quiet(), 'POST', '/api/support-tickets', { cookie, body: { ...ticket, email } });
    expect(created.status).toBe(201);
    expect(quiet().outbox.messages.length).toBe(before);
  });
});
