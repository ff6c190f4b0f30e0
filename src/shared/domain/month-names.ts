/** Written out, so that dates read the same in every locale and on the server. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'October' for a month numbered 10 (1 to 12), 'Oct' when `short`. */
export function monthNameOf(month: number, short = false) {
  const name = MONTH_NAMES[month - 1] ?? String(month);
  return short ? name.slice(0, 3) : name;
}
