import { formatDecimal } from './decimal';

/** Hours = minutes / 60, to one decimal, as the spec shows them everywhere. */
export function minutesToHours(minutes: number) {
  return Math.round((minutes / 60) * 10) / 10;
}

export function formatHours(hours: number) {
  return formatDecimal(hours, 1);
}
