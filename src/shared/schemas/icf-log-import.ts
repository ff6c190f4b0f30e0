import { z } from 'zod';
import type { DateSense } from '../domain/plausible-dates';
import { checkDates, confirmedDatesField } from './dated-record';
import type { ColumnDefinition } from './export-import';
import { calendarDate, optionalNumber, optionalText, requiredText } from './fields';
import { formatWholeNumber } from '@/shared/domain/decimal';

/** The most hours one ICF log row (a whole client relationship) may claim. */
export const MAX_SUMMARY_HOURS = 10_000;
export const MAX_SUMMARY_MINUTES = MAX_SUMMARY_HOURS * 60;

/** ICF's Client Coaching Log columns as import targets; headers match what our ICF export writes. */
export const icfLogColumns: ColumnDefinition[] = [
  { key: 'clientName', header: 'Client Name', kind: 'text', required: true },
  { key: 'contact', header: 'Contact Information', kind: 'text' },
  { key: 'kind', header: 'Individual/Group', kind: 'choice', choices: { individual: 'Individual', group: 'Group' } },
  { key: 'groupSize', header: 'Number in Group', kind: 'integer' },
  { key: 'startDate', header: 'Start Date', kind: 'date', required: true },
  { key: 'endDate', header: 'End Date', kind: 'date' },
  { key: 'paidHours', header: 'Paid hours', kind: 'decimal' },
  { key: 'proBonoHours', header: 'Pro-bono hours', kind: 'decimal' },
];

/** The log ends with 'Total' and 'Total hours' rows (no start date): they are read past, not imported. */
export const isIcfTotalsRow = (clientName: string, startDate: string) =>
  /^total(\s+hours)?$/i.test(clientName.trim()) && startDate.trim() === '';

const hours = (label: string) =>
  optionalNumber(
    z
      .number()
      .min(0, { message: `${label} cannot be negative` })
      .max(MAX_SUMMARY_HOURS, { message: `${label} must be at most ${formatWholeNumber(MAX_SUMMARY_HOURS)}` }),
  ).transform((value) => value ?? 0);

const icfLogRowFields = z.object({
  clientName: requiredText(200, 'Client Name is required', 'Client Name'),
  contact: optionalText(320, 'Contact Information'),
  kind: z.enum(['individual', 'group']).default('individual'),
  groupSize: optionalNumber(
    z
      .number()
      .int({ message: 'Number in Group must be a whole number' })
      .min(2, { message: 'Number in Group must be from 2 to 50' })
      .max(50, { message: 'Number in Group must be from 2 to 50' }),
  ),
  startDate: calendarDate('Start Date is required'),
  endDate: calendarDate().nullish(),
  paidHours: hours('Paid hours'),
  proBonoHours: hours('Pro-bono hours'),
  // A file cannot answer 'Did you mean …?': always empty, for the date rule's shape.
  confirmedDates: confirmedDatesField,
});

/** One row of the log: a client relationship (individual, or a group of one size) and its hours. */
export const icfLogRowSchema = (sense: DateSense) =>
  icfLogRowFields
    .superRefine((row, ctx) => {
      if (row.kind === 'group' && row.groupSize === null) {
        ctx.addIssue({ code: 'custom', path: ['groupSize'], message: 'Number in Group is required for a group' });
      }
      if (row.endDate && row.endDate < row.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must be on or after the start date' });
      }
      if (Math.round(row.paidHours * 60) + Math.round(row.proBonoHours * 60) < 1) {
        ctx.addIssue({ code: 'custom', path: ['paidHours'], message: 'The row has no paid or pro-bono hours' });
      }
    })
    .superRefine(
      checkDates(sense, (row) => [
        ['startDate', row.startDate, 'session'],
        ['endDate', row.endDate ?? null, 'session'],
      ]),
    )
    .transform(({ confirmedDates: _, ...row }) => ({
      ...row,
      groupSize: row.kind === 'individual' ? null : row.groupSize,
      endDate: row.endDate ?? row.startDate,
      // Hours become whole minutes, as every other figure of the logbook is kept.
      paidMinutes: Math.round(row.paidHours * 60),
      proBonoMinutes: Math.round(row.proBonoHours * 60),
    }));
export type IcfLogRow = z.output<ReturnType<typeof icfLogRowSchema>>;

/** A summary's duration: a day's limit does not apply to the hours of a whole relationship. */
export const summaryMinutesSchema = z
  .number({ message: 'Duration must be a number of minutes' })
  .int({ message: 'Duration must be a whole number of minutes' })
  .min(1, { message: 'Duration must be at least 1 minute' })
  .max(MAX_SUMMARY_MINUTES, {
    message: `A summary's duration must be at most ${formatWholeNumber(MAX_SUMMARY_MINUTES)} minutes`,
  });
