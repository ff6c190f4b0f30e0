/**
 * The kinds of value settings take (URLs, e-mail lists, address ranges, whole numbers), as zod
 * schemas that env.ts assembles into the one schema of every setting.
 */
import { z } from 'zod';
import { parseAddressRange } from './lib/security/client-address';

export const optionalText = z.string().trim().min(1).optional();
export const optionalUrl = z.url({ message: 'must be a URL such as https://example.com' }).optional();
// Jira signs in with JIRA_EMAIL and JIRA_API_TOKEN: a password in its address would be repeated by
// fetch's errors, which reach the back-office as a ticket's last error.
export const urlWithoutCredentials = z
  .url({ message: 'must be a URL such as https://example.com' })
  .refine((value) => !/^[^:/?#]+:\/\/[^/?#]*@/.test(value), {
    message: 'must not hold a user name or password (JIRA_EMAIL and JIRA_API_TOKEN sign in)',
  })
  .optional();
export const optionalEmail = z.email({ message: 'must be an e-mail address' }).optional();

/** A comma-separated list, each item trimmed (and lower-cased when `lowerCase`), empty ones dropped. */
export const commaSeparated = ({ lowerCase }: { lowerCase: boolean }) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => (lowerCase ? item.trim().toLowerCase() : item.trim()))
        .filter(Boolean),
    );

export const emailList = commaSeparated({ lowerCase: true }).pipe(
  z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })),
);

export const addressRanges = commaSeparated({ lowerCase: false }).pipe(
  z.array(
    z.string().refine((entry) => parseAddressRange(entry) !== null, {
      error: (issue) =>
        `must be IP addresses or CIDR ranges separated by commas (such as 10.0.0.5,10.1.0.0/16,fd00::/8); "${String(issue.input)}" is neither`,
    }),
  ),
);

export const dataDirSetting = z.string().trim().min(1).default('./data');
export const databaseUrlSetting = z
  .string()
  .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
  .optional();

export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be at least ${min}` })
    .max(max, { message: `must be at most ${max}` });
