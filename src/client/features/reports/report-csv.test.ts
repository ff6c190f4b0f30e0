import { describe, expect, it } from 'vitest';
import type { Reports } from '@/shared/schemas/reports';
import { csvCell, reportCsv, reportCsvFileName, toCsv } from './report-csv';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-5', "'-5"],
    ['@import', "'@import"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', '"\'\rReturn"'],
  ])('keeps %j from being read as a formula', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvCell('Ann "Annie" Lee')).toBe('"Ann ""Annie"" Lee"');
    expect(csvCell('Line one\nLine two')).toBe('"Line one\nLine two"');
    expect(csvCell('=1+2, "three"')).toBe('"\'=1+2, ""three"""');
  });

  it('leaves plain text, a formula sign inside a name, numbers and blanks alone', () => {
    expect(csvCell('Team Alpha')).toBe('Team Alpha');
    expect(csvCell('Anne-Marie = leader')).toBe('Anne-Marie = leader');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(toCsv([['Client', 'Hours'], ['Smith, Ann', 3.5], []])).toBe('Client,Hours\r\n"Smith, Ann",3.5\r\n\r\n');
  });
});

const report: Reports = {
  range: { from: '2026-01-01', to: '2026-03-15', today: '2026-03-15' },
  summary: {
    hours: 5.3,
    paidHours: 3.8,
    proBonoHours: 1.5,
    clientsCoached: 2,
    sessions: 4,
    groupParticipants: 10,
    supervisionHours: 1.5,
    cpdHours: 2.75,
  },
  icf: { hoursLast18Months: 7.3, last18MonthsFrom: '2024-09-16', paidSharePercent: 71.4 },
  coachingByMonth: [
    { month: '2026-01', paidHours: 2.8, proBonoHours: 0, hours: 2.8, sessions: 2 },
    { month: '2026-02', paidHours: 0, proBonoHours: 0, hours: 0, sessions: 0 },
  ],
  topClients: [
    { clientId: 'a', name: '=HYPERLINK("http://x","Team")', hours: 3.5, sessions: 2 },
    { clientId: 'b', name: 'Lee, Ann', hours: 1, sessions: 1 },
  ],
  supervisionByQuarter: [{ quarter: '2026-Q1', hours: 1.5, sessions: 1 }],
  cpdByYear: [{ year: 2026, coreCompetencies: 2.25, resourceDevelopment: 0.5, total: 2.75 }],
};

describe('reportCsv', () => {
  it('writes every figure in sections, names escaped', () => {
    expect(reportCsv(report, 'en-GB').split('\r\n')).toEqual([
      'Coach Logbook report',
      'Period,1 January 2026 to 15 March 2026',
      'Today,2026-03-15',
      '',
      'Summary',
      'Figure,Value',
      'Coaching hours,5.3',
      'Paid hours,3.8',
      'Pro bono hours,1.5',
      'Clients coached,2',
      'Sessions,4',
      'Group participants,10',
      'Supervision hours,1.5',
      'CPD hours,2.75',
      '',
      'ICF checks',
      'Check,Value',
      'Coaching hours in the last 18 months (from 16 September 2024),7.3',
      'Paid share of hours (%),71.4',
      'Distinct clients,2',
      'Group participants,10',
      '',
      'Coaching hours per month',
      'Month,Paid hours,Pro bono hours,Total hours',
      'January 2026,2.8,0.0,2.8',
      'February 2026,0.0,0.0,0.0',
      '',
      'Sessions per month',
      'Month,Sessions',
      'January 2026,2',
      'February 2026,0',
      '',
      'Hours per client (top 10)',
      'Client,Hours,Sessions',
      '"\'=HYPERLINK(""http://x"",""Team"")",3.5,2',
      '"Lee, Ann",1.0,1',
      '',
      'Supervision hours per quarter',
      'Quarter,Hours,Sessions',
      'Q1 2026,1.5,1',
      '',
      'CPD hours per year by category',
      'Year,Core Competencies,Resource Development,Total',
      '2026,2.25,0.50,2.75',
      '',
    ]);
  });

  it('leaves the paid share blank without hours, and names the file after the period', () => {
    const empty = { ...report, icf: { ...report.icf, paidSharePercent: null } };
    expect(reportCsv(empty, 'en-GB')).toContain('Paid share of hours (%),\r\n');
    expect(reportCsvFileName(report.range)).toBe('coach-logbook-report-2026-01-01-to-2026-03-15.csv');
    expect(reportCsvFileName({ from: null, to: null, today: '2026-03-15' })).toBe('coach-logbook-report-all-time.csv');
    expect(reportCsvFileName({ from: '2026-03-01', to: null, today: '2026-03-15' })).toBe(
      'coach-logbook-report-2026-03-01-to-end.csv',
    );
  });
});
