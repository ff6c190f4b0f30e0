import { isFilterDate } from '@/shared/domain/plausible-dates';

export const reportPresets = [
  { id: 'this-year', label: 'This year' },
  { id: 'last-12-months', label: 'Last 12 months' },
  { id: 'last-18-months', label: 'Last 18 months' },
  { id: 'all-time', label: 'All time' },
  { id: 'custom', label: 'Custom' },
] as const;

export type ReportPreset = (typeof reportPresets)[number]['id'];

export const DEFAULT_PRESET: ReportPreset = 'this-year';

/** Both ends included; an end left out is open ('All time' leaves out both). */
export interface ReportRange {
  from?: string;
  to?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const fromUtc = (date: Date) =>
  `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Calendar arithmetic in UTC, so no time zone or clock change can shift the day. */
export function addDays(iso: string, days: number) {
  const [year, month, day] = parts(iso);
  return fromUtc(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Months later (or earlier), keeping the day but clamping to the month's last, as PostgreSQL does. */
export function addMonths(iso: string, months: number) {
  const [year, month, day] = parts(iso);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

/**
 * The period of a preset on the coach's date. 'Last N months' starts the day after today minus N
 * months, the same window the server uses for its 18-month ICF check, so the two always agree.
 */
export function presetRange(preset: Exclude<ReportPreset, 'custom'>, today: string): ReportRange {
  switch (preset) {
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last-12-months':
      return { from: addDays(addMonths(today, -12), 1), to: today };
    case 'last-18-months':
      return { from: addDays(addMonths(today, -18), 1), to: today };
    case 'all-time':
      return {};
  }
}

const isPreset = (value: string | null): value is ReportPreset => reportPresets.some((preset) => preset.id === value);
/** A date the period may take: half a year typed into the address is read as no date. */
const validDate = (value: string | null, today: string) => (isFilterDate(value, today) ? value : undefined);

/** The preset and period in the page's address; anything unreadable falls back to this year. */
export function readPeriod(params: URLSearchParams, today: string): { preset: ReportPreset; range: ReportRange } {
  const value = params.get('period');
  const preset: ReportPreset = isPreset(value) ? value : DEFAULT_PRESET;
  if (preset === 'custom') {
    return { preset, range: { from: validDate(params.get('from'), today), to: validDate(params.get('to'), today) } };
  }
  return { preset, range: presetRange(preset, today) };
}

/** The address for a period: a preset alone, or 'custom' with its dates. */
export function periodParams(preset: ReportPreset, range: ReportRange = {}) {
  const params = new URLSearchParams({ period: preset });
  if (preset === 'custom') {
    if (range.from) params.set('from', range.from);
    if (range.to) params.set('to', range.to);
  }
  return params;
}
