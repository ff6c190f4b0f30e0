import { z } from 'zod/mini';

/**
 * Sign-in asks only for the shape of a password; the rules apply when one is chosen. Written with
 * zod's tree-shakable "mini" API: /login loads it, and the full API would cost that page 24 KB of
 * its 120 KB budget. The server validates sign-in bodies with this same schema.
 */
export const loginSchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email({ message: 'Please enter a valid email address' })),
  password: z.string().check(z.minLength(6, { message: 'Password must be at least 6 characters' })),
  /** The confirmation link's token, when the sign-in also confirms a new account's address. */
  confirmation: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  /** An e-mailed sign-in link's token, when the account is locked by strangers' failures. */
  unlock: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
});
export type LoginInput = z.infer<typeof loginSchema>;
