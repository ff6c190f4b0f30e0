import { z } from 'zod';

/** The switch on /account: the weekly summary by e-mail, off until the coach turns it on. */
export const weeklySummarySettingSchema = z.object({
  subscribed: z.boolean({ message: 'Choose on or off' }),
});
export type WeeklySummarySetting = z.infer<typeof weeklySummarySettingSchema>;

/** What /account shows: the switch, and the time zone whose Monday morning it follows. */
export interface WeeklySummaryState extends WeeklySummarySetting {
  timeZone: string;
}

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Sign in and turn the weekly summary off in your account.';

/** The signed token of an unsubscribe link (two base64url parts), as the e-mail carries it. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ message: INVALID_UNSUBSCRIBE_LINK })
    .max(200, { message: INVALID_UNSUBSCRIBE_LINK })
    .regex(/^[A-Za-z0-9_-]{1,100}\.[A-Za-z0-9_-]{43}$/, { message: INVALID_UNSUBSCRIBE_LINK }),
});
