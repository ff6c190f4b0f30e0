import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, signUp, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { useTestApp } from '@/test/test-app';

/**
 * Issue 20 item 1 (ASVS 6.4.x, 2.4.x): an address gives nothing (role, invitation, account) to
 * whoever signs up with it until its owner proves it, and nobody gets a link from an address alone.
 */
const ADMIN = 'owner.admin@example.com';
const t = useTestApp({ ADMIN_EMAILS: ADMIN });
const OTHER_PASSWORD = 'Quarry4Meadow';

const userRow = async (email: string) => (await t().database.db.select().from(users).where(eq(users.email, email)))[0];
const invitationRow = async (id: string) =>
  (await t().database.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;
const verify = (email: string) =>
  call(t(), 'GET', `/api/auth/verify-email?token=${tokenFromOutbox(t(), email, 'verify')}`);
const signInStatus = async (email: string, password: string) =>
  (
    await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password },
      clientAddress: nextClientAddress(),
    })
  ).status;
const mailsTo = (email: string) => t().outbox.messages.filter((message) => message.to === email);

async function invite(email: string) {
  const [row] = await t()
    .database.db.insert(invitations)
    .values({ email, role: 'admin', isFreeAccount: true, expiryDate: new Date(Date.now() + 86_400_000) })
    .returning();
  return row!;
}

describe('roles and invitations', () => {
  it('are applied only once the address is verified, never when the account is created', async () => {
    const invited = uniqueEmail('invited');
    const invitation = await invite(invited);
    await signUp(t(), invited);
    await signUp(t(), ADMIN);
    expect(await userRow(invited)).toMatchObject({ role: 'user', freeAccount: false });
    expect(await userRow(ADMIN)).toMatchObject({ role: 'user' });
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'pending', acceptedBy: null });

    expect((await verify(invited)).status).toBe(200);
    expect((await verify(ADMIN)).status).toBe(200);
    expect(await userRow(invited)).toMatchObject({ role: 'admin', freeAccount: true });
    expect(await userRow(ADMIN)).toMatchObject({ role: 'admin' });
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'accepted' });
  });
});

describe('a sign-up for an address that already has an account', () => {
  it('answers as for a new address and e-mails the owner, whose account stays as it was', async () => {
    const { email } = await createCoach(t());
    const fresh = await call(t(), 'POST', '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: OTHER_PASSWORD, name: '', termsAccepted: true },
      clientAddress: nextClientAddress(),
    });
    const again = await call(t(), 'POST', '/api/auth/sign-up/email', {
      body: { email, password: OTHER_PASSWORD, name: '', termsAccepted: true },
      clientAddress: nextClientAddress(),
    });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(await again.json()).sort()).toEqual(Object.keys(await fresh.json()).sort());

    const notice = mailsTo(email).at(-1)!;
    expect(notice.subject).toBe('You already have a Coach Logbook account');
    expect(notice.text).toContain('/login');
    expect(notice.text).toContain('/reset-password');
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(200);
    expect(await signInStatus(email, OTHER_PASSWORD)).toBe(401);
  });

  it('replaces an account never verified: the newest password, and a fresh link to the address', async () => {
    const email = uniqueEmail('pre-registered');
    await signUp(t(), email, OTHER_PASSWORD);
    const first = await userRow(email);
    await signUp(t(), email, TEST_PASSWORD);
    const second = await userRow(email);
    expect(second!.id).not.toBe(first!.id);
    expect(mailsTo(email).filter((message) => message.text.includes('/verify?'))).toHaveLength(2);

    expect((await verify(email)).status).toBe(200);
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(200);
    expect(await signInStatus(email, OTHER_PASSWORD)).toBe(401);
  });
});

describe('a new confirmation link', () => {
  it('is never sent from an address alone', async () => {
    const email = uniqueEmail('waiting');
    await signUp(t(), email);
    const before = mailsTo(email).length;
    const asked = await call(t(), 'POST', '/api/auth/send-verification-email', {
      body: { email, callbackURL: '/verify' },
      clientAddress: nextClientAddress(),
    });
    expect(asked.status).toBe(404);
    expect(await signInStatus(email, OTHER_PASSWORD)).toBe(401);
    expect(mailsTo(email)).toHaveLength(before);
  });

  it('is sent to whoever proves the password, by signing in', async () => {
    const email = uniqueEmail('waiting');
    await signUp(t(), email);
    const before = mailsTo(email).length;
    const signIn = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: nextClientAddress(),
    });
    expect(signIn.status).toBe(403);
    expect((await signIn.json()).error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(mailsTo(email)).toHaveLength(before + 1);
    expect((await verify(email)).status).toBe(200);
  });
});

describe('accounts never verified', () => {
  it('are deleted once their link has expired; invitations to the address stay', async () => {
    const expired = uniqueEmail('expired');
    const recent = uniqueEmail('recent');
    await signUp(t(), expired);
    await signUp(t(), recent);
    const invitation = await invite(expired);
    const age = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    await t()
      .database.db.update(users)
      .set({ createdAt: age(25) })
      .where(eq(users.email, expired));
    await t()
      .database.db.update(users)
      .set({ createdAt: age(23) })
      .where(eq(users.email, recent));

    await signUp(t(), uniqueEmail('someone-else'));
    expect(await userRow(expired)).toBeUndefined();
    expect(await userRow(recent)).toBeDefined();
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'pending' });
  });
});
