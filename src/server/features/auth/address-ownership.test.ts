import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, signInWithLink, signUp, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { useTestApp } from '@/test/test-app';

/**
 * Issue 20 item 1 and issue 28 (ASVS 6.4.x, 2.4.x): an address gives nothing (role, invitation,
 * account) to whoever signs up with it until its owner proves it, a link confirms only with the
 * password it was sent for, and nobody gets a link from an address alone.
 */
const ADMIN = 'owner.admin@example.com';
const t = useTestApp({ ADMIN_EMAILS: ADMIN });
const OTHER_PASSWORD = 'Quarry4Meadow';
const STRANGER_PASSWORD = 'Attack3rPassw0rdQ';

const userRow = async (email: string) => (await t().database.db.select().from(users).where(eq(users.email, email)))[0];
const invitationRow = async (id: string) =>
  (await t().database.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;
const verify = async (email: string, password = TEST_PASSWORD) => signInWithLink(t(), email, password);
/** Every confirmation link mailed to the address, oldest first. */
const linksTo = (email: string) =>
  mailsTo(email)
    .map((message) => message.text.match(/\/verify\?token=([^&\s]+)/)?.[1])
    .filter((token): token is string => token !== undefined);
const signInStatus = async (email: string, password: string) =>
  (
    await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password },
      clientAddress: nextClientAddress(),
    })
  ).status;
const mailsTo = (email: string) => t().outbox.messages.filter((message) => message.to === email);
/** As if the five minutes between two mails about a waiting account had passed. */
const fiveMinutesLater = () =>
  t().database.db.execute(sql`update app_rate_limits set window_start = window_start - 300001`);

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
    const waiting = uniqueEmail('waiting');
    await signUp(t(), waiting);
    const signUpAnswer = async (address: string) => {
      const response = await call(t(), 'POST', '/api/auth/sign-up/email', {
        body: { email: address, password: OTHER_PASSWORD, name: '', termsAccepted: true },
        clientAddress: nextClientAddress(),
      });
      return { status: response.status, body: await response.text() };
    };
    // A new address, a verified one and one waiting for confirmation: one and the same answer.
    const fresh = await signUpAnswer(uniqueEmail());
    expect(await signUpAnswer(email)).toEqual(fresh);
    expect(await signUpAnswer(waiting)).toEqual(fresh);

    const notice = mailsTo(email).at(-1)!;
    expect(notice.subject).toBe('You already have a Coach Logbook account');
    expect(notice.text).toContain('/login');
    expect(notice.text).toContain('/reset-password');
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(200);
    expect(await signInStatus(email, OTHER_PASSWORD)).toBe(401);
  });

  it('changes nothing in an account waiting for confirmation; the same password gets a fresh link', async () => {
    const email = uniqueEmail('signed-up-twice');
    await signUp(t(), email);
    const first = await userRow(email);
    await fiveMinutesLater();
    await signUp(t(), email);
    expect((await userRow(email))!.id).toBe(first!.id);
    expect(linksTo(email)).toHaveLength(2);
    expect((await verify(email)).status).toBe(200);
  });
});

/**
 * The 2026-11-27 probe (N1): a stranger who signs up an invited or ADMIN_EMAILS address after its
 * owner used to replace the owner's account, and the owner's click on the newest e-mail then
 * confirmed the stranger's. In either order the stranger must end with nothing.
 */
describe.each([
  { kind: 'an invited admin address', address: () => uniqueEmail('invitee'), invited: true },
  { kind: 'an ADMIN_EMAILS address', address: () => ADMIN, invited: false },
])('a stranger who signs up $kind', ({ address, invited }) => {
  async function prepare() {
    const email = address();
    const invitation = invited ? await invite(email) : undefined;
    return { email, invitation };
  }

  async function expectOwnerHoldsIt(email: string, invitationId: string | undefined) {
    expect(await signInStatus(email, STRANGER_PASSWORD)).toBe(401);
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(200);
    expect(await userRow(email)).toMatchObject({ role: 'admin', emailVerified: true });
    if (invitationId) expect(await invitationRow(invitationId)).toMatchObject({ status: 'accepted' });
  }

  /** What the owner may click: every link in their inbox, each opened alone (a GET). */
  async function ownerClicksEveryLink(email: string) {
    for (const token of linksTo(email)) {
      expect((await call(t(), 'GET', `/api/auth/verify-email?token=${token}`)).status).toBe(404);
    }
    expect(await userRow(email)).toMatchObject({ emailVerified: false, role: 'user' });
  }

  it("after the owner: the owner's account stays, the stranger gets no link, the owner confirms it", async () => {
    const { email, invitation } = await prepare();
    await signUp(t(), email, TEST_PASSWORD);
    const owners = await userRow(email);
    await signUp(t(), email, STRANGER_PASSWORD);
    expect((await userRow(email))!.id).toBe(owners!.id);
    expect(mailsTo(email).at(-1)!.subject).toBe('Your Coach Logbook account is waiting for confirmation');
    expect(linksTo(email)).toHaveLength(1);

    await ownerClicksEveryLink(email);
    // The newest link in the inbox, with the owner's password: the account the owner created.
    expect((await verify(email, TEST_PASSWORD)).status).toBe(200);
    await expectOwnerHoldsIt(email, invitation?.id);
  });

  it("before the owner: the stranger's link never confirms with the owner's password; a reset does", async () => {
    const { email, invitation } = await prepare();
    await signUp(t(), email, STRANGER_PASSWORD);
    await ownerClicksEveryLink(email);
    const strangers = linksTo(email);
    await signUp(t(), email, TEST_PASSWORD);
    expect(mailsTo(email).at(-1)!.subject).toBe('Your Coach Logbook account is waiting for confirmation');
    expect(linksTo(email)).toEqual(strangers);

    // The owner opens the only link there is, the stranger's, and types their own password.
    const refused = await signInWithLink(t(), email, TEST_PASSWORD, strangers[0]);
    expect(refused.status).toBe(401);
    expect(await userRow(email)).toMatchObject({ emailVerified: false, role: 'user' });

    // The notice's way on: a new password by a reset link, which proves the address too.
    const asked = await call(t(), 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      clientAddress: nextClientAddress(),
    });
    expect(asked.status).toBe(200);
    const reset = await call(t(), 'POST', '/api/auth/reset-password', {
      body: { token: tokenFromOutbox(t(), email, 'reset-password'), newPassword: TEST_PASSWORD },
      clientAddress: nextClientAddress(),
    });
    expect(reset.status).toBe(200);
    // The account is the owner's now: the stranger's link with the stranger's password opens nothing.
    expect((await signInWithLink(t(), email, STRANGER_PASSWORD, strangers[0])).status).toBe(401);
    await expectOwnerHoldsIt(email, invitation?.id);
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
    await fiveMinutesLater();
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

describe('mails about an account waiting for confirmation (issue 28, N9)', () => {
  it('go at most once per address in five minutes, however many sign-ins and sign-ups ask', async () => {
    const email = uniqueEmail('flood-victim');
    await signUp(t(), email);
    const signInStatuses = [];
    for (let attempt = 0; attempt < 18; attempt += 1) signInStatuses.push(await signInStatus(email, TEST_PASSWORD));
    expect(new Set(signInStatuses)).toEqual(new Set([403]));
    await signUp(t(), email);
    await signUp(t(), email, STRANGER_PASSWORD);
    await signUp(t(), email, STRANGER_PASSWORD);
    expect(linksTo(email)).toHaveLength(1);
    expect(mailsTo(email).map((message) => message.subject)).toEqual([
      'Confirm your e-mail address',
      'Your Coach Logbook account is waiting for confirmation',
    ]);

    await fiveMinutesLater();
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(403);
    expect(linksTo(email)).toHaveLength(2);
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
