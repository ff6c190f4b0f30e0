import { formatDecimal, formatWholeNumber } from './decimal';

/** Hours = minutes / 60, to one decimal, as the spec shows them everywhere. */
export function minutesToHours(minutes: number) {
  return Math.round((minutes / 60) * 10) / 10;
}

export function formatHours(hours: number) {
  return formatDecimal(hours, 1);
}

/** Hours as every screen shows them beside a figure: '14.0 h', '3.5 h', '1,234.5 h'. */
export function formatHoursShort(hours: number) {
  return `${formatHours(hours)} h`;
}

/**
 * One session's or activity's length, as every page writes it: minutes up to the hour a coach
 * books ('45 min', '60 min'), hours and minutes beyond ('1 h 15 min', '2 h'). Totals are hours with one decimal
 * (`formatHoursShort`); exports keep exact values.
 */
export function formatLength(minutes: number) {
  if (minutes <= 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${formatWholeNumber(hours)} h` : `${formatWholeNumber(hours)} h ${rest} min`;
}
