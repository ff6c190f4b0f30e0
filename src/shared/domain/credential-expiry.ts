import type { CredentialBody } from '../schemas/credentials';

/**
 * How long a credential lasts before renewal, in years: ICF every 3 years, EMCC's EIA 5 years
 * and AC every 3 years (docs/accreditation-rules.md, "AC").
 */
export const credentialValidityYears: Record<CredentialBody, number | null> = { icf: 3, emcc: 5, ac: 3 };

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, 1));
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The expiry date a credential gets unless the coach sets another: awarded on + the body's term. */
export function defaultCredentialExpiry(body: CredentialBody, awardedOn: string) {
  const years = credentialValidityYears[body];
  return years === null ? null : addYears(awardedOn, years);
}
