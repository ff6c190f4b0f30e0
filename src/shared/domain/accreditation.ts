/**
 * Accreditation levels by total coaching hours, as the product shows them (DECISIONS.md):
 * ICF ACC 100 / PCC 500 / MCC 2500; EMCC Foundation 0 / Practitioner 100 / Senior Practitioner
 * 500 / Master Practitioner 2500. Hours only: the bodies also ask for training, mentoring and
 * client counts, which this progress does not claim to check.
 */
export interface Tier {
  name: string;
  hours: number;
}

export const accreditationBodies = {
  ICF: [
    { name: 'ACC', hours: 100 },
    { name: 'PCC', hours: 500 },
    { name: 'MCC', hours: 2500 },
  ],
  EMCC: [
    { name: 'Foundation', hours: 0 },
    { name: 'Practitioner', hours: 100 },
    { name: 'Senior Practitioner', hours: 500 },
    { name: 'Master Practitioner', hours: 2500 },
  ],
} as const satisfies Record<string, readonly Tier[]>;

export type AccreditationBody = keyof typeof accreditationBodies;

export interface AccreditationProgress {
  body: AccreditationBody;
  /** The highest level reached, or null below the first one that asks for hours ('Not yet accredited'). */
  current: string | null;
  /** The next level, or null at the top. */
  next: Tier | null;
  /** Hours / next threshold, capped at 100 (100 at the top). */
  percent: number;
  /** 'N hours needed for X', or 'Achieved X level!' at the top. */
  message: string;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function accreditationProgress(body: AccreditationBody, hours: number): AccreditationProgress {
  const tiers: readonly Tier[] = accreditationBodies[body];
  // A level at 0 hours (EMCC Foundation) is a starting point, not an award: it is never named as
  // the coach's level, so below the first real threshold the card says 'Not yet accredited'.
  const reached = tiers.filter((tier) => tier.hours > 0 && hours >= tier.hours);
  const current = reached.at(-1)?.name ?? null;
  const next = tiers.find((tier) => hours < tier.hours) ?? null;
  if (!next) {
    return { body, current, next: null, percent: 100, message: `Achieved ${current} level!` };
  }
  return {
    body,
    current,
    next,
    percent: Math.min(100, (hours / next.hours) * 100),
    message: `${oneDecimal(next.hours - hours)} hours needed for ${next.name}`,
  };
}
