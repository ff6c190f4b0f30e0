import { z } from 'zod';

export const TERMS_VERSION = '1.0';

export const emailField = z
  .string()
  .trim()
  .pipe(z.email({ message: 'Please enter a valid email address' }));

export const passwordRules = [
  { test: (value: string) => value.length >= 8, message: 'Password must be at least 8 characters long' },
  { test: (value: string) => /[A-Z]/.test(value), message: 'Password must contain at least one uppercase letter' },
  { test: (value: string) => /[a-z]/.test(value), message: 'Password must contain at least one lowercase letter' },
  { test: (value: string) => /[0-9]/.test(value), message: 'Password must contain at least one number' },
] as const;

/** Every failed rule is reported, so the form can show them all under the field at once. */
export const newPasswordField = z
  .string()
  .max(128, { message: 'Password must be at most 128 characters long' })
  .superRefine((value, ctx) => {
    for (const rule of passwordRules) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

/** What the server checks on sign-up; the form adds the confirmation and the terms box. */
export const signUpSchema = z.object({
  email: emailField,
  password: newPasswordField,
  termsAccepted: z.literal(true, { message: 'You must accept the Terms of Service and Privacy Policy' }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * What the server accepts on sign-up: the form's fields, and none of the profile's (ASVS 2.2.1).
 * Better Auth would store a `name` and an `image` as they come; the display name is set on the
 * profile, with its own rules, and there is no picture.
 */
export const signUpRequestSchema = signUpSchema.extend({
  name: z.literal('', { message: 'Sign-up takes no name: add a display name on your profile' }).optional(),
  image: z.undefined({ message: 'Sign-up takes no picture' }).optional(),
});

export const signUpFormSchema = signUpSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

/** The reset page's new-password form. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine(passwordsMatch, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** The account page's change-password form; the server re-checks the current password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { message: 'Please enter your current password' }),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const resetRequestSchema = z.object({ email: emailField });
