import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { emptyFigures, mentorRow, withSessions } from './fixtures';
import { evaluateIcf } from './icf';
import type { AccreditationFigures } from './types';

const TODAY = '2026-11-26';

const level = (figures: AccreditationFigures, name: string) =>
  evaluateIcf(figures).levels.find((row) => row.name === name)!;
const row = (figures: AccreditationFigures, name: string, id: string) =>
  level(figures, name).requirements.find((requirement) => requirement.id === id)!;

/** A coach who meets every ACC row but the ones a test changes. */
function accReady() {
  const figures = emptyFigures(TODAY);
  figures.educationStart = '2024-01-10';
  figures.educationHours = 60;
  withSessions(figures, 'all', 100, 75, 8);
  withSessions(figures, '18m', 25, 25, 3);
  figures.mentor = [
    mentorRow({ credential: 'PCC', oneToOneMinutes: 180, groupMinutes: 420, first: '2025-01-01', last: '2025-06-01' }),
  ];
  figures.ticks = { 'icf-acc-recordings': '2026-10-01', 'icf-acc-exam': '2026-10-02' };
  return figures;
}

describe('ICF experience', () => {
  it('meets 100 hours at exactly 100 and not a minute less', () => {
    expect(row(accReady(), 'ACC', 'icf-acc-experience')).toMatchObject({
      status: 'Met',
      figure: '100.0 of 100 hours',
      missing: null,
    });
    const short = withSessions(accReady(), 'all', 100 - 1 / 60, 75, 8);
    expect(row(short, 'ACC', 'icf-acc-experience')).toMatchObject({
      status: 'Not yet',
      figure: '99.98 of 100 hours',
      missing: '0.02 more hours',
    });
  });

  it('does not count 74.99 paid hours as 75', () => {
    const figures = withSessions(accReady(), 'all', 100, 74.99, 8);
    expect(row(figures, 'ACC', 'icf-acc-paid')).toMatchObject({
      status: 'Not yet',
      figure: '74.99 of 75 paid hours',
      missing: '0.01 more paid hours',
    });
    expect(level(figures, 'ACC').summary).toBe('7 of 8 requirements met');
  });

  it('writes figures as X of Y', () => {
    const figures = withSessions(accReady(), 'all', 62.5, 50, 6);
    expect(row(figures, 'ACC', 'icf-acc-experience').figure).toBe('62.5 of 100 hours');
    expect(row(figures, 'ACC', 'icf-acc-clients')).toMatchObject({
      figure: '6 of 8 clients',
      missing: '2 more clients',
    });
    expect(row(figures, 'ACC', 'icf-acc-paid').missing).toBe('25 more paid hours');
  });

  it('reads recency from the 18-month window', () => {
    const figures = withSessions(accReady(), '18m', 20, 20, 2);
    expect(row(figures, 'ACC', 'icf-acc-recency')).toMatchObject({
      figure: '20.0 of 25 hours in the last 18 months',
      missing: '5 more hours in the last 18 months',
    });
  });
});

describe('ICF mentor coaching', () => {
  const withMentor = (first: string, last: string) => {
    const figures = accReady();
    figures.mentor = [mentorRow({ credential: 'PCC', oneToOneMinutes: 600, first, last })];
    return figures;
  };

  it('needs the first and last session at least 3 months apart: 89 days is not, 92 days is', () => {
    expect(row(withMentor('2026-01-01', addDays('2026-01-01', 89)), 'ACC', 'icf-acc-mentor')).toMatchObject({
      status: 'Not yet',
      missing: 'Mentor coaching: spread over at least 3 months',
      projectedOn: TODAY,
    });
    expect(row(withMentor('2026-01-01', addDays('2026-01-01', 92)), 'ACC', 'icf-acc-mentor').status).toBe('Met');
  });

  it('counts at most 7 of 8 group hours', () => {
    const figures = accReady();
    figures.mentor = [
      mentorRow({
        credential: 'PCC',
        oneToOneMinutes: 120,
        groupMinutes: 480,
        first: '2025-01-01',
        last: '2025-06-01',
      }),
    ];
    const mentor = row(figures, 'ACC', 'icf-acc-mentor');
    expect(mentor).toMatchObject({
      status: 'Not yet',
      figure: '9.0 of 10 hours',
      missing: 'Mentor coaching: 1 more hour, of which 1 more one-to-one',
    });
    expect(mentor.details).toContain('7.0 of 8.0 group hours counted (at most 7)');
    expect(mentor.details).toContain('2.0 of 3 hours one-to-one');
  });

  it('says everything that is missing in one sentence', () => {
    const figures = accReady();
    figures.mentor = [
      mentorRow({
        credential: 'MCC',
        oneToOneMinutes: 120,
        groupMinutes: 240,
        first: '2026-10-01',
        last: '2026-11-01',
      }),
    ];
    expect(row(figures, 'ACC', 'icf-acc-mentor').missing).toBe(
      'Mentor coaching: 4 more hours, spread over at least 3 months, of which 1 more one-to-one',
    );
  });

  it('counts only MCC mentors for MCC: a PCC mentor meets PCC, not MCC', () => {
    const figures = accReady();
    expect(row(figures, 'PCC', 'icf-pcc-mentor').status).toBe('Met');
    expect(row(figures, 'MCC', 'icf-mcc-mentor')).toMatchObject({ status: 'Not yet', figure: '0.0 of 10 hours' });
  });
});

describe('ICF levels', () => {
  it('is eligible to apply when every row is met, ticks included', () => {
    expect(level(accReady(), 'ACC')).toMatchObject({ eligible: true, summary: 'Eligible to apply', met: 8, total: 8 });
    const unticked = accReady();
    unticked.ticks = {};
    expect(row(unticked, 'ACC', 'icf-acc-exam')).toMatchObject({ status: 'Not tracked', figure: null });
    expect(level(unticked, 'ACC').summary).toBe('6 of 8 requirements met');
  });

  it('projects the month from the last 90 days, and not for education', () => {
    const figures = withSessions(accReady(), 'all', 90, 75, 8);
    // 10 more hours at 5 hours per 90 days: 180 days after 26 November 2026.
    withSessions(figures, '90d', 5, 5, 1);
    expect(level(figures, 'ACC').projection).toBe('At your current pace: eligible around May 2027');
    figures.educationHours = 30;
    expect(level(figures, 'ACC').projection).toBeNull();
    expect(row(figures, 'ACC', 'icf-acc-education')).toMatchObject({
      missing: '30 more hours of coach-specific education',
      projectedOn: null,
    });
    expect(row(figures, 'ACC', 'icf-acc-education').advice).toContain('complete 30 more hours');
  });

  it('asks for a PCC held before MCC', () => {
    const figures = accReady();
    expect(row(figures, 'MCC', 'icf-mcc-pcc-held')).toMatchObject({
      status: 'Not yet',
      figure: '0 of 1 ICF PCC credential held',
    });
    figures.credentials = [
      {
        id: 'c1',
        body: 'ICF',
        level: 'PCC',
        awardedOn: '2024-01-01',
        expiresOn: '2027-01-01',
        cycle: {
          start: '2024-01-01',
          end: '2027-01-01',
          coreCompetencyHours: 0,
          ethicsHours: 0,
          resourceDevelopmentHours: 0,
          supervisionMinutes: 0,
          mentor: [],
        },
      },
    ];
    expect(row(figures, 'MCC', 'icf-mcc-pcc-held').status).toBe('Met');
  });

  it('has no recency row for MCC, whose figure ICF does not publish', () => {
    expect(level(accReady(), 'MCC').requirements.map((requirement) => requirement.id)).not.toContain('icf-mcc-recency');
  });
});
