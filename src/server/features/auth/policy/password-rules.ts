import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { newPasswordField } from '@/shared/schemas/auth';
import { COMMON_PASSWORD_MESSAGE, isGuessablePassword } from '../passwords/common-passwords';

/** The new password of a change or a reset: the same rules as the sign-up form's. */
export const newPasswordBodySchema = z.object({ newPassword: newPasswordField });

/** Better Auth would accept a "fresh" session instead; we always ask for the password. */
export const deleteUserSchema = z.object({
  password: z.string({ message: 'Please enter your password' }).min(1, { message: 'Please enter your password' }),
});

/**
 * Refuses a chosen password found in the common-password list or made of the app's own words
 * (ASVS 6.2.11). `field` names the body's password field; the body is already validated.
 */
export function refuseGuessablePassword(body: unknown, field: 'password' | 'newPassword') {
  const password = (body as Record<string, string>)[field];
  if (password !== undefined && isGuessablePassword(password)) {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: COMMON_PASSWORD_MESSAGE });
  }
}
