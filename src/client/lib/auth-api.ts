import { sendJson } from './api-error';

const post = (path: string, body: unknown) =>
  fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Better Auth's endpoints, behind our error shape; no tokens ever reach the browser's storage. */
export const authApi = {
  signIn: (email: string, password: string) =>
    sendJson<{ user: { id: string } }>(() => post('/sign-in/email', { email, password, rememberMe: true }), {
      redirectOn401: false,
    }),
  signUp: (email: string, password: string) =>
    sendJson<{ user: { id: string } }>(() =>
      post('/sign-up/email', { email, password, name: '', termsAccepted: true }),
    ),
  signOut: () => sendJson<{ success: boolean }>(() => post('/sign-out', {}), { redirectOn401: false }),
  verifyEmail: (token: string) =>
    sendJson<{ status: boolean }>(
      () => fetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { credentials: 'same-origin' }),
      { redirectOn401: false },
    ),
  resendVerification: (email: string) =>
    sendJson<{ status: boolean }>(() => post('/send-verification-email', { email, callbackURL: '/verify' }), {
      redirectOn401: false,
    }),
};
