import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, signIn, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress, type TestResponse } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { COMMON_PASSWORD_MESSAGE, isGuessablePassword } from './common-passwords';

const t = useTestApp();

// Each passes the length and character rules, and each is on the list of common passwords.
const COMMON_BUT_WELL_FORMED = ['Password1', 'Qwerty123', 'Football1', 'Abc12345'];
// Well formed, on no list, but little more than the product's own words (ASVS 6.2.11).
const CONTEXT_WORDS_BUT_WELL_FORMED = ['Coaching2024!', 'ICFcoach1', 'Coach-Logbook-9', 'Supervision2025'];

async function expectRefused(response: TestResponse) {
  expect(response.status).toBe(400);
  expect((await response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message: COMMON_PASSWORD_MESSAGE });
}

describe('common passwords', () => {
  it('knows the list, whatever the case, and lets an uncommon password through', () => {
    for (const password of COMMON_BUT_WELL_FORMED) expect(isGuessablePassword(password)).toBe(true);
    expect(isGuessablePassword(TEST_PASSWORD)).toBe(false);
  });

  it("knows the product's own words, alone, paired or dressed up, but not inside a longer phrase", () => {
    for (const password of CONTEXT_WORDS_BUT_WELL_FORMED) expect(isGuessablePassword(password)).toBe(true);
    expect(isGuessablePassword('Coaching is my calling 2024')).toBe(false);
    expect(isGuessablePassword('MyCoach7Harbour')).toBe(false);
  });

  it('are refused at sign-up, and no account is created', async () => {
    for (const password of [...COMMON_BUT_WELL_FORMED, ...CONTEXT_WORDS_BUT_WELL_FORMED]) {
      const email = uniqueEmail();
      const response = await call(t(), 'POST', '/api/auth/sign-up/email', {
        body: { email, password, name: '', termsAccepted: true },
        clientAddress: nextClientAddress(),
      });
      await expectRefused(response);
      expect(await t().database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('are refused as a new password, and the old one keeps working', async () => {
    const { email, cookie } = await createCoach(t());
    const changed = await call(t(), 'POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Password1', revokeOtherSessions: false },
    });
    await expectRefused(changed);

    await call(t(), 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      clientAddress: nextClientAddress(),
    });
    const reset = await call(t(), 'POST', '/api/auth/reset-password', {
      body: { token: tokenFromOutbox(t(), email, 'reset-password'), newPassword: 'Football1' },
    });
    await expectRefused(reset);
    await signIn(t(), email, TEST_PASSWORD);
  });
});
