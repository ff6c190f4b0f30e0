import { z } from 'zod';
import { isKnownTimeZone } from '../domain/time-zones';
import { optionalText } from './fields';
import { optionalCalendarDate } from './record-fields';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';

/** Optional; when given, 3–30 letters, digits, dots, hyphens or underscores. */
export const usernameField = z
  .string()
  .trim()
  .refine((value) => value === '' || value.length >= 3, { message: 'Username must be at least 3 characters' })
  .refine((value) => value.length <= 30, { message: 'Username must be at most 30 characters' })
  .refine((value) => value === '' || /^[A-Za-z0-9._-]+$/.test(value), {
    message: 'Username may contain only letters, numbers, dots, hyphens and underscores',
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const TIME_ZONE_UNKNOWN = 'Choose a time zone from the list';

/** An IANA time zone name that this engine's Intl knows ('Europe/London'). */
export const timeZoneField = z
  .string({ message: TIME_ZONE_UNKNOWN })
  .max(64, { message: TIME_ZONE_UNKNOWN, abort: true })
  .refine(isKnownTimeZone, { message: TIME_ZONE_UNKNOWN });

export const profileInputSchema = z.object({
  username: usernameField,
  displayName: optionalText(80, 'Display name'),
  // Practice facts for accreditation. Left out, they stay as they are; blank clears them.
  firstPractisedOn: optionalCalendarDate().optional(),
  professionalMemberships: optionalText(2_000, 'Professional body memberships').optional(),
  // Calendar events are dated in it, and the weekly summary is sent by it. Left out, it stays.
  timeZone: timeZoneField.optional(),
});
export type ProfileFormValues = z.input<typeof profileInputSchema>;
export type ProfileInput = z.output<typeof profileInputSchema>;

export interface Profile {
  email: string;
  username: string | null;
  displayName: string | null;
  /** The date the coach first practised as a coach (EMCC counts years from it). */
  firstPractisedOn: string | null;
  professionalMemberships: string | null;
  /** IANA name; null until the coach saves one (the form offers the browser's). */
  timeZone: string | null;
  termsAcceptedAt: string | null;
  termsVersion: string | null;
  createdAt: string;
}
