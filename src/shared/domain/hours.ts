import { formatDecimal } from './decimal';

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
