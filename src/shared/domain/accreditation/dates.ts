import { monthNameOf } from '../month-names';
import type { FigureWindow, Window } from './types';

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Calendar months later (or earlier); a day that the month lacks becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(iso: string, months: number) {
  const [year, month, day] = parts(iso);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return toIso(target);
}

export function addDays(iso: string, days: number) {
  const [year, month, day] = parts(iso);
  return toIso(new Date(Date.UTC(year, month - 1, day + days)));
}

export function daysBetween(from: string, to: string) {
  const [a, b] = [parts(from), parts(to)];
  return (Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / 86_400_000;
}

/** The first day inside a window that ends today: 18 months before 2026-11-26 is 2025-05-26, which counts. */
export function windowStart(today: string, window: Window) {
  return addDays(addMonths(today, -(window.months ?? 0)), -(window.days ?? 0));
}

export function windowKey(window: Window) {
  return window.months ? `${window.months}m` : `${window.days ?? 0}d`;
}

/** The window ending today, in the form the figures query takes. */
export function figureWindow(today: string, window: Window, sessions: boolean): FigureWindow {
  return { key: windowKey(window), start: windowStart(today, window), end: today, sessions };
}

/** 'November 2026'. */
export function formatMonthYear(iso: string) {
  const [year, month] = parts(iso);
  return `${monthNameOf(month)} ${year}`;
}

/** '26 November 2026'. */
export function formatLongDate(iso: string) {
  const [year, month, day] = parts(iso);
  return `${day} ${monthNameOf(month)} ${year}`;
}

/** The last `count` quarters back from today, newest first: q1 ends today, q2 ends where q1 began. */
export function quarterWindows(today: string, count: number): FigureWindow[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `q${index + 1}`,
    start: addDays(addMonths(today, -3 * (index + 1)), 1),
    end: addMonths(today, -3 * index),
    sessions: false,
  }));
}

/** Whole calendar months from `from` to `to`: 15 January to 14 April is 2, to 15 April is 3. */
export function wholeMonths(from: string, to: string) {
  let months = 0;
  while (addMonths(from, months + 1) <= to) months += 1;
  return months;
}
