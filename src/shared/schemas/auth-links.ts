import { z } from 'zod';

/** The kinds of link the app e-mails: sign-up confirmation and password recovery. */
export const authLinkTypes = ['signup', 'recovery'] as const;
export type AuthLinkType = (typeof authLinkTypes)[number];

export const authLinkQuerySchema = z.object({
  type: z.enum(authLinkTypes, { message: 'Link type must be signup or recovery' }),
  token: z.string().trim().min(1, { message: 'Verification token not found in the URL.' }).max(2048),
});

/** What the server says of a link: never the token, only whether it still works and why not. */
export interface AuthLinkStatus {
  type: AuthLinkType;
  valid: boolean;
  reason: 'usable' | 'expired' | 'invalid' | 'already_verified';
  /**
   * A usable confirmation link's address, for the page that asks for its password: the holder of
   * the link already knows it (the link was mailed there).
   */
  email?: string;
}
