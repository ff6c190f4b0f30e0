import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, adminCall, createAdmin, signInPromotedAdmin } from '@/test/admins';
import { signInWithTwoFactor } from '@/test/two-factor';
import { confirmAddress, createCoach, signIn, signUp, uniqueEmail } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp, type TestApp } from '@/test/test-app';

// No trial at all: only a free invitation or a subscription lets a coach in.
const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, TRIAL_DAYS: '0' });

interface Invitation {
  id: string;
  email: string;
  role: string;
  status: string;
  isFreeAccount: boolean;
  expiryDate: string | null;
}
interface InvitationList {
  data: Invitation[];
  pagination: { total: number; limit: number; offset: number; hasMore: boolean };
}

const invite = async (cookie: string, body: Record<string, unknown>) =>
  (await adminCall<{ invitation: Invitation }>(t(), cookie, 'POST', '/api/admin/invitations', body)).invitation;

const list = (cookie: string, query = '') =>
  adminCall<InvitationList>(t(), cookie, 'GET', `/api/admin/invitations${query}`);

async function signUpAndIn(app: TestApp, email: string) {
  await signUp(app, email);
  await confirmAddress(app, email);
  return signIn(app, email);
}

const meOf = async (cookie: string) => (await call(t(), 'GET', '/api/me', { cookie })).json();

async function expireInvitation(id: string) {
  await t().database.db.execute(sql`update invitations set expiry_date = now() - interval '1 minute' where id = ${id}`);
}

describe('creating invitations', () => {
  it('e-mails the invitee a sign-up link and lists the invitation as pending', async () => {
    const admin = await createAdmin(t());
    const email = uniqueEmail('invitee');
    const invitation = await invite(admin.cookie, { email: email.toUpperCase(), role: 'user', isFreeAccount: true });
    expect(invitation).toMatchObject({ email, role: 'user', status: 'pending', isFreeAccount: true, expiryDate: null });
    const message = t().outbox.messages.find((item) => item.to === email);
    expect(message?.subject).toBe('You are invited to Coach Logbook');
    expect(message?.text).toContain(`http://localhost:3000/signup?email=${encodeURIComponent(email)}`);
    expect(message?.text).toContain('free account');
    expect((await list(admin.cookie)).data.map((item) => item.id)).toEqual([invitation.id]);
  });

  it('refuses a missing e-mail and a second pending invitation to the same address', async () => {
    const admin = await createAdmin(t());
    const missing = await call(t(), 'POST', '/api/admin/invitations', { cookie: admin.cookie, body: { email: '' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe('Please enter an email address.');
    await invite(admin.cookie, { email: 'twice@example.com' });
    const again = await call(t(), 'POST', '/api/admin/invitations', {
      cookie: admin.cookie,
      body: { email: 'Twice@example.com' },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('A pending invitation for this email already exists');
  });
});

describe('listing invitations', () => {
  it('filters by status and pages by 20 by default', async () => {
    const admin = await createAdmin(t());
    const created: Invitation[] = [];
    for (let index = 0; index < 22; index += 1) {
      created.push(await invite(admin.cookie, { email: `bulk${index}@example.com`, isFreeAccount: index % 2 === 0 }));
    }
    await expireInvitation(created[0]!.id);
    const accepted = await invite(admin.cookie, { email: uniqueEmail('accepts') });
    await signUpAndIn(t(), accepted.email);

    const pending = await list(admin.cookie);
    expect(pending.pagination).toEqual({ total: 21, limit: 20, offset: 0, hasMore: true });
    expect(pending.data.every((item) => item.status === 'pending')).toBe(true);
    const page2 = await list(admin.cookie, '?status=pending&offset=20');
    expect(page2.pagination).toEqual({ total: 21, limit: 20, offset: 20, hasMore: false });
    expect(page2.data).toHaveLength(1);
    expect((await list(admin.cookie, '?status=expired')).data.map((item) => [item.id, item.status])).toEqual([
      [created[0]!.id, 'expired'],
    ]);
    expect((await list(admin.cookie, '?status=accepted')).data.map((item) => item.id)).toEqual([accepted.id]);
    expect((await list(admin.cookie, '?status=all')).pagination.total).toBe(23);
  });
});

describe('accepting invitations', () => {
  it('gives a free account and the role at sign-up: no payment needed', async () => {
    const admin = await createAdmin(t());
    const email = uniqueEmail('free');
    const invitation = await invite(admin.cookie, { email, role: 'admin', isFreeAccount: true });
    const cookie = await signUpAndIn(t(), email);
    expect(await meOf(cookie)).toMatchObject({ user: { role: 'admin' }, access: { hasSubscription: true } });
    expect((await list(admin.cookie, '?status=accepted')).data).toEqual([
      expect.objectContaining({ id: invitation.id, status: 'accepted' }),
    ]);
  });

  it('gives a paid invitation its role but no free account', async () => {
    const admin = await createAdmin(t());
    const email = uniqueEmail('paid');
    await invite(admin.cookie, { email, role: 'user', isFreeAccount: false });
    const cookie = await signUpAndIn(t(), email);
    expect(await meOf(cookie)).toMatchObject({ user: { role: 'user' }, access: { hasSubscription: false } });
    expect((await call(t(), 'GET', '/api/clients', { cookie })).status).toBe(402);
    expect((await list(admin.cookie, '?status=accepted')).pagination.total).toBe(1);
  });

  it('is accepted at the next sign-in of someone who already has an account', async () => {
    const admin = await createAdmin(t());
    const coach = await createCoach(t());
    expect((await meOf(coach.cookie)).access.hasSubscription).toBe(false);
    await invite(admin.cookie, { email: coach.email, isFreeAccount: true });
    const again = await signIn(t(), coach.email);
    expect((await meOf(again)).access.hasSubscription).toBe(true);
  });

  it('cannot be accepted past its expiry date, and shows as expired', async () => {
    const admin = await createAdmin(t());
    const email = uniqueEmail('late');
    const invitation = await invite(admin.cookie, {
      email,
      isFreeAccount: true,
      expiryDate: new Date(Date.now() + 60_000).toISOString(),
    });
    await expireInvitation(invitation.id);
    const cookie = await signUpAndIn(t(), email);
    expect((await meOf(cookie)).access.hasSubscription).toBe(false);
    expect((await list(admin.cookie, '?status=expired')).data).toEqual([
      expect.objectContaining({ id: invitation.id, status: 'expired' }),
    ]);
  });

  it('never demotes an ADMIN_EMAILS account', async () => {
    const admin = await createAdmin(t());
    const other = await createCoach(t());
    const otherId = (await meOf(other.cookie)).user.id as string;
    await adminCall(t(), admin.cookie, 'PATCH', `/api/admin/users/${otherId}`, { username: null, role: 'admin' });
    const otherAdmin = await signInPromotedAdmin(t(), other.email);
    await invite(otherAdmin, { email: ADMIN_EMAIL, role: 'user', isFreeAccount: false });
    const again = await signInWithTwoFactor(t(), ADMIN_EMAIL, admin.totpURI);
    expect((await meOf(again)).user.role).toBe('admin');
  });
});

describe('editing, deleting and resetting invitations', () => {
  it('updates and deletes an invitation, with the audit trail', async () => {
    const admin = await createAdmin(t());
    const invitation = await invite(admin.cookie, { email: 'edit.me@example.com' });
    const expiry = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const updated = await adminCall<{ invitation: Invitation }>(
      t(),
      admin.cookie,
      'PUT',
      `/api/admin/invitations/${invitation.id}`,
      { email: 'edited@example.com', role: 'admin', isFreeAccount: false, expiryDate: expiry },
    );
    expect(updated.invitation).toMatchObject({
      email: 'edited@example.com',
      role: 'admin',
      isFreeAccount: false,
      expiryDate: expiry,
    });
    const invalid = await call(t(), 'PUT', `/api/admin/invitations/${invitation.id}`, {
      cookie: admin.cookie,
      body: { email: '' },
    });
    expect((await invalid.json()).error.message).toBe('Invalid invitation data');
    await adminCall(t(), admin.cookie, 'DELETE', `/api/admin/invitations/${invitation.id}`);
    expect((await list(admin.cookie, '?status=all')).pagination.total).toBe(0);
    expect(
      (await call(t(), 'DELETE', `/api/admin/invitations/${invitation.id}`, { cookie: admin.cookie })).status,
    ).toBe(404);
    const audit = (await t().database.db.execute(
      sql`select action, details from admin_audit_events where target_id = ${invitation.id} order by created_at`,
    )) as unknown as { rows: { action: string; details: object }[] };
    expect(audit.rows).toEqual([
      { action: 'invitation.created', details: { role: 'user', isFreeAccount: true, expires: false } },
      { action: 'invitation.updated', details: { role: 'admin', isFreeAccount: false, expires: true } },
      { action: 'invitation.deleted', details: {} },
    ]);
    expect(JSON.stringify(audit.rows)).not.toContain('@');
  });

  it('resets an accepted free account to a normal one that needs a subscription (no new trial)', async () => {
    const admin = await createAdmin(t());
    const email = uniqueEmail('reset');
    const invitation = await invite(admin.cookie, { email, isFreeAccount: true });
    const pendingReset = await call(t(), 'POST', `/api/admin/invitations/${invitation.id}/reset`, {
      cookie: admin.cookie,
    });
    expect(pendingReset.status).toBe(409);
    const cookie = await signUpAndIn(t(), email);
    expect((await meOf(cookie)).access.hasSubscription).toBe(true);

    const reset = await adminCall<{ invitation: Invitation }>(
      t(),
      admin.cookie,
      'POST',
      `/api/admin/invitations/${invitation.id}/reset`,
    );
    expect(reset.invitation).toMatchObject({ status: 'accepted', isFreeAccount: false });
    expect(await meOf(cookie)).toMatchObject({ access: { hasSubscription: false } });
    expect((await call(t(), 'GET', '/api/clients', { cookie })).status).toBe(402);
  });
});
