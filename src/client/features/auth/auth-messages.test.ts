import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-error';
import {
  isUnusedLinkType,
  signInFailureMessage,
  signUpFailureMessage,
  verificationFailureMessage,
} from './auth-messages';

describe('signInFailureMessage', () => {
  it.each([
    [
      new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
      'The email or password you entered is incorrect',
    ],
    [new ApiError(400, 'X', 'Invalid login credentials'), 'The email or password you entered is incorrect'],
    [
      new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'),
      'Please confirm your email address before logging in',
    ],
    [new ApiError(404, 'USER_NOT_FOUND', 'User not found'), 'No account exists with this email address'],
    [
      new ApiError(429, 'RATE_LIMITED', 'For security purposes, please wait a minute before trying again.'),
      'For security purposes, please wait a minute before trying again.',
    ],
    [new Error(''), 'An unexpected error occurred'],
  ])('maps %o', (error, message) => {
    expect(signInFailureMessage(error)).toBe(message);
  });
});

describe('signUpFailureMessage', () => {
  it('uses the spec’s texts for a taken address and a network failure', () => {
    expect(
      signUpFailureMessage(new ApiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists')),
    ).toBe('An account with this email already exists. Please sign in instead.');
    expect(signUpFailureMessage(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(
      'Network error during signup. Please check your connection and try again.',
    );
  });
});

describe('verificationFailureMessage', () => {
  it('tells expired from invalid links', () => {
    expect(verificationFailureMessage(new ApiError(401, 'TOKEN_EXPIRED', 'token expired'))).toBe(
      'The verification link has expired. Please request a new one.',
    );
    expect(verificationFailureMessage(new ApiError(401, 'INVALID_TOKEN', 'invalid token'))).toBe(
      'The verification link is invalid or not found. Please check the link or request a new one.',
    );
    expect(verificationFailureMessage(new Error('x'))).toBe(
      'An error occurred during email verification. The link may be invalid, expired, or already used.',
    );
  });
});

describe('isUnusedLinkType', () => {
  it('names the link types the product never sends', () => {
    for (const type of ['magiclink', 'invite', 'email_change']) expect(isUnusedLinkType(type)).toBe(true);
    for (const type of ['signup', 'email', 'recovery', null]) expect(isUnusedLinkType(type)).toBe(false);
  });
});
