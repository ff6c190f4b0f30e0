import { z } from 'zod';

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';

/** The code an authenticator app shows; spaces typed for readability are ignored. */
export const totpCodeField = z
  .string({ message: TOTP_CODE_MESSAGE })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: TOTP_CODE_MESSAGE }));

export const totpCodeSchema = z.object({ code: totpCodeField, trustDevice: z.boolean().optional() });

export const backupCodeSchema = z.object({
  code: z
    .string({ message: 'Enter one of your backup codes' })
    .trim()
    .min(1, { message: 'Enter one of your backup codes' })
    .max(64, { message: 'That is not a backup code' }),
});

/** Turning two-factor on or off asks for the password again. */
export const passwordConfirmationSchema = z.object({
  password: z.string({ message: 'Please enter your password' }).min(1, { message: 'Please enter your password' }),
});
