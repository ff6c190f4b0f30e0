import { describe, expect, it } from 'vitest';
import { authLinkTarget, landingLinkError, readAuthLink } from './auth-link';

describe('authLinkTarget', () => {
  it.each([
    ['/', '?token=abc&type=signup', '', '/verify?token=abc&type=signup'],
    ['/login', '?token=abc&type=email', '', '/verify?token=abc&type=email'],
    ['/', '', '#access_token=x&type=signup', '/verify#access_token=x&type=signup'],
    ['/', '?token=abc&type=recovery', '', '/reset-password?token=abc&type=recovery'],
    ['/dashboard', '', '#type=recovery&token=abc', '/reset-password#type=recovery&token=abc'],
    ['/', '', '#access_token=legacy', '/reset-password#access_token=legacy'],
    ['/', '?code=123', '', '/verify?code=123'],
    ['/about', '?code=123&type=recovery', '#x', '/reset-password?code=123&type=recovery#x'],
  ])('sends %s%s%s to %s', (pathname, search, hash, expected) => {
    expect(authLinkTarget(pathname, search, hash)).toBe(expected);
  });

  it.each([
    ['/verify', '?token=abc&type=signup', ''],
    ['/reset-password', '?token=abc&type=recovery', ''],
    ['/debug-reset', '?token=abc&type=recovery', ''],
    ['/auth-troubleshoot', '?token=abc&type=signup', ''],
    ['/clients', '?search=ada', ''],
    ['/', '', ''],
    ['/', '?type=signup', ''],
  ])('leaves %s%s%s alone', (pathname, search, hash) => {
    expect(authLinkTarget(pathname, search, hash)).toBeNull();
  });
});

describe('readAuthLink', () => {
  it('reads the token, type and error from the query or the hash', () => {
    expect(readAuthLink('?token=t1&type=recovery', '')).toEqual({ token: 't1', type: 'recovery', error: null });
    expect(readAuthLink('', '#token=t2&type=signup')).toEqual({ token: 't2', type: 'signup', error: null });
    expect(readAuthLink('?error=access_denied&error_description=Email+link+is+invalid', '')).toEqual({
      token: null,
      type: null,
      error: 'Email link is invalid',
    });
    expect(readAuthLink('', '#error=otp_expired')).toMatchObject({ error: 'otp_expired' });
  });
});

describe('landingLinkError', () => {
  it.each([
    ['?error=access_denied&error_description=Email+link+is+invalid', '', { code: 'access_denied', described: true }],
    ['', '#error=access_denied&error_code=otp_expired&error_description=x', { code: 'otp_expired', described: true }],
    ['?error=TOKEN_EXPIRED', '', { code: 'token_expired', described: false }],
    ['?error=ann%40example.com', '', { code: 'other', described: false }],
    ['?error_description=Something+went+wrong', '', { code: 'other', described: true }],
  ])('reports %s%s as %j, never the text', (search, hash, expected) => {
    expect(landingLinkError('/', search, hash)).toEqual(expected);
  });

  it('reports nothing without an error, or away from the landing page', () => {
    expect(landingLinkError('/', '?utm_source=newsletter', '')).toBeNull();
    expect(landingLinkError('/login', '?error=access_denied', '')).toBeNull();
  });
});
