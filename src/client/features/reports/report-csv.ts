import { formatLongDate } from '@/client/lib/dates';
import { escapeFormula } from '@/shared/domain/cell-values';
import type { Reports } from '@/shared/schemas/reports';
import { monthLabel, periodLabel, quarterLabel } from './report-labels';

export type CsvCell = string | number | null;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula gets a leading single quote
 * (client names are typed by people, so '=HYPERLINK(...)' must stay text); then any cell with a
 * comma, quote or line break is quoted, quotes doubled (RFC 4180). Numbers are ours and written
 * as they are.
 */
export function csvCell(value: CsvCell) {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = escapeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows joined with CRLF, as RFC 4180 and spreadsheets expect. */
export function toCsv(rows: CsvCell[][]) {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const hours = (value: number) => value.toFixed(1);
const cpd = (value: number) => value.toFixed(2);

/**
 * Every figure of the Reports screen in one file: a heading row for each section, then its
 * table, sections separated by an empty row. Labels are the screen's, so the file reads the same.
 */
export function reportCsvRows(report: Reports, locale?: string): CsvCell[][] {
  const { summary, icf } = report;
  const period = periodLabel({ from: report.range.from ?? undefined, to: report.range.to ?? undefined }, locale);
  const section = (title: string, header: CsvCell[], rows: CsvCell[][]): CsvCell[][] => [[], [title], header, ...rows];
  return [
    ['Coach Logbook report'],
    ['Period', period],
    ['Today', report.range.today],
    ...section(
      'Summary',
      ['Figure', 'Value'],
      [
        ['Coaching hours', hours(summary.hours)],
        ['Paid hours', hours(summary.paidHours)],
        ['Pro bono hours', hours(summary.proBonoHours)],
        ['Clients coached', summary.clientsCoached],
        ['Sessions', summary.sessions],
        ['Group participants', summary.groupParticipants],
        ['Supervision hours', hours(summary.supervisionHours)],
        ['CPD hours', cpd(summary.cpdHours)],
      ],
    ),
    ...section(
      'ICF checks',
      ['Check', 'Value'],
      [
        [
          `Coaching hours in the last 18 months (from ${formatLongDate(icf.last18MonthsFrom, locale)})`,
          hours(icf.hoursLast18Months),
        ],
        ['Paid share of hours (%)', icf.paidSharePercent === null ? '' : icf.paidSharePercent.toFixed(1)],
        ['Distinct clients', summary.clientsCoached],
        ['Group participants', summary.groupParticipants],
      ],
    ),
    ...section(
      'Coaching hours per month',
      ['Month', 'Paid hours', 'Pro bono hours', 'Total hours'],
      report.coachingByMonth.map((month) => [
        monthLabel(month.month, locale),
        hours(month.paidHours),
        hours(month.proBonoHours),
        hours(month.hours),
      ]),
    ),
    ...section(
      'Sessions per month',
      ['Month', 'Sessions'],
      report.coachingByMonth.map((month) => [monthLabel(month.month, locale), month.sessions]),
    ),
    ...section(
      'Hours per client (top 10)',
      ['Client', 'Hours', 'Sessions'],
      report.topClients.map((client) => [client.name, hours(client.hours), client.sessions]),
    ),
    ...section(
      'Supervision hours per quarter',
      ['Quarter', 'Hours', 'Sessions'],
      report.supervisionByQuarter.map((quarter) => [
        quarterLabel(quarter.quarter),
        hours(quarter.hours),
        quarter.sessions,
      ]),
    ),
    ...section(
      'CPD hours per year by category',
      ['Year', 'Core Competencies', 'Resource Development', 'Total'],
      report.cpdByYear.map((year) => [
        year.year,
        cpd(year.coreCompetencies),
        cpd(year.resourceDevelopment),
        cpd(year.total),
      ]),
    ),
  ];
}

export const reportCsv = (report: Reports, locale?: string) => toCsv(reportCsvRows(report, locale));

/** 'coach-logbook-report-2026-01-01-to-2026-03-15.csv', or '...-all-time.csv'. */
export function reportCsvFileName({ from, to }: Reports['range']) {
  const period = from || to ? `${from ?? 'start'}-to-${to ?? 'end'}` : 'all-time';
  return `coach-logbook-report-${period}.csv`;
}
