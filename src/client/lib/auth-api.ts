import type { AuthLinkStatus, AuthLinkType } from '@/shared/schemas/auth-links';
import { ApiError, sendJson } from './api-error';

const post = (path: string, body: unknown) =>
  fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Calls where a 401 is an answer to show, not a reason to leave the page. */
const inPlace = { redirectOn401: false };

/** Better Auth's endpoints, behind our error shape; no tokens ever reach the browser's storage. */
export const authApi = {
  /**
   * With two-factor on, the password alone opens no session: the answer asks for a code. `unlock`
   * is the token of an e-mailed sign-in link, which lets this browser past a locked account.
   */
  signIn: (email: string, password: string, unlock?: string) =>
    sendJson<{ user: { id: string } } | { twoFactorRedirect: true }>(
      () => post('/sign-in/email', { email, password, rememberMe: true, unlock }),
      inPlace,
    ),
  /** `captcha` is the widget's solved proof of work (absent when CAPTCHA=off). */
  signUp: (email: string, password: string, captcha: string | undefined) =>
    sendJson<{ status: true }>(() =>
      post('/sign-up/email', { email, password, name: '', termsAccepted: true, captcha }),
    ),
  signOut: () => sendJson<{ success: boolean }>(() => post('/sign-out', {}), inPlace),
  /** A confirmation link is used with the password chosen at sign-up: a sign-in that confirms the address. */
  confirmAddress: (email: string, password: string, confirmation: string) =>
    sendJson<{ user: { id: string } } | { twoFactorRedirect: true }>(
      () => post('/sign-in/email', { email, password, confirmation, rememberMe: true }),
      inPlace,
    ),
  /**
   * A new confirmation link goes only to whoever proves the password: signing in to an account not
   * yet confirmed sends one (and answers EMAIL_NOT_VERIFIED). 'signed-in' when it was confirmed since.
   */
  resendVerification: async (email: string, password: string): Promise<'sent' | 'signed-in'> => {
    try {
      await sendJson(() => post('/sign-in/email', { email, password, rememberMe: true }), inPlace);
      return 'signed-in';
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') return 'sent';
      throw error;
    }
  },
  requestPasswordReset: (email: string, captcha: string | undefined) =>
    sendJson<{ status: boolean }>(
      () => post('/request-password-reset', { email, redirectTo: '/reset-password', captcha }),
      inPlace,
    ),
  resetPassword: (token: string, newPassword: string) =>
    sendJson<{ status: boolean }>(() => post('/reset-password', { token, newPassword }), inPlace),
  changePassword: (currentPassword: string, newPassword: string) =>
    sendJson<{ user: unknown }>(
      () => post('/change-password', { currentPassword, newPassword, revokeOtherSessions: true }),
      inPlace,
    ),
  revokeOtherSessions: () => sendJson<{ status: boolean }>(() => post('/revoke-other-sessions', {}), inPlace),
  revokeAllSessions: () => sendJson<{ status: boolean }>(() => post('/revoke-sessions', {}), inPlace),
  deleteAccount: (password: string) =>
    sendJson<{ success: boolean }>(() => post('/delete-user', { password }), inPlace),
  twoFactor: {
    enable: (password: string) =>
      sendJson<{ totpURI: string; backupCodes: string[] }>(() => post('/two-factor/enable', { password }), inPlace),
    verifyCode: (code: string, trustDevice = false) =>
      sendJson<{ user: unknown }>(() => post('/two-factor/verify-totp', { code, trustDevice }), inPlace),
    verifyBackupCode: (code: string) =>
      sendJson<{ user: unknown }>(() => post('/two-factor/verify-backup-code', { code }), inPlace),
    disable: (password: string) =>
      sendJson<{ status: boolean }>(() => post('/two-factor/disable', { password }), inPlace),
    replaceBackupCodes: (password: string) =>
      sendJson<{ backupCodes: string[] }>(() => post('/two-factor/generate-backup-codes', { password }), inPlace),
  },
  /** Whether an e-mailed link still works; the server never echoes the token back. */
  linkStatus: (type: AuthLinkType, token: string) =>
    sendJson<AuthLinkStatus>(
      () =>
        fetch(`/api/auth-links/status?type=${type}&token=${encodeURIComponent(token)}`, {
          credentials: 'same-origin',
        }),
      inPlace,
    ),
};
