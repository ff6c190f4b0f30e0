import { describe, expect, it } from 'vitest';
import { emptyFigures, withSessions } from './fixtures';
import { evaluateBody } from './test-helpers';
import type { AccreditationFigures, BodyResult } from './types';

const evaluateEmcc = (figures: AccreditationFigures) => evaluateBody('EMCC', figures);
const evaluateAc = (figures: AccreditationFigures) => evaluateBody('AC', figures);

const TODAY = '2026-11-26';
const row = (result: BodyResult, name: string, id: string) =>
  result.levels.find((level) => level.name === name)!.requirements.find((requirement) => requirement.id === id)!;

function emccFoundationReady(): AccreditationFigures {
  const figures = emptyFigures(TODAY);
  figures.firstPractisedOn = '2025-11-26';
  withSessions(figures, 'all', 50, 0, 5);
  Object.assign(figures.windows['12m']!, { feedback: 5, reflection: 5, cpdHours: 16 });
  for (const key of ['q1', 'q2', 'q3', 'q4']) figures.windows[key]!.supervisionMinutes = 60;
  figures.supervisionFirst = '2025-12-01';
  figures.supervisionLast = '2026-11-01';
  return figures;
}

describe('EMCC (levels of accreditation for EIA)', () => {
  it('meets Foundation with a year of practice, 50 hours, 5 clients, feedback, reflection, CPD and supervision', () => {
    const foundation = evaluateEmcc(emccFoundationReady()).levels[0]!;
    expect(foundation.summary).toBe('Eligible to apply');
    expect(foundation.requirements.every((requirement) => !requirement.unconfirmed)).toBe(true);
  });

  it('projects the years of practice from the first practice date, which time alone fixes', () => {
    const figures = emccFoundationReady();
    figures.firstPractisedOn = '2026-01-15';
    const years = row(evaluateEmcc(figures), 'Foundation', 'emcc-foundation-years');
    expect(years).toMatchObject({
      status: 'Not yet',
      projectedOn: '2027-01-15',
      missing: 'Practice until 15 January 2027 (1 year since you first practised)',
    });
    expect(evaluateEmcc(figures).levels[0]!.projection).toBe('At your current pace: eligible around January 2027');
  });

  it('falls back on the first logged session for the years of practice when the profile has no date', () => {
    const figures = emccFoundationReady();
    figures.firstPractisedOn = null;
    figures.firstSessionOn = '2024-09-01';
    const years = row(evaluateEmcc(figures), 'Foundation', 'emcc-foundation-years');
    expect(years).toMatchObject({ status: 'Met', figure: '2.23 of 1 years of practice' });
    expect(years.details[0]).toContain('Counted from your first logged session on 1 September 2024');
  });

  it('counts quarters with at least an hour of supervision', () => {
    const figures = emccFoundationReady();
    figures.windows.q3!.supervisionMinutes = 59;
    expect(row(evaluateEmcc(figures), 'Foundation', 'emcc-foundation-supervision')).toMatchObject({
      figure: '3 of 4 quarters with at least 1 hour of supervision',
      missing: 'Supervision in 1 more quarter',
    });
  });

  it('marks the figures EMCC has not published as UNCONFIRMED, with its note', () => {
    const result = evaluateEmcc(emccFoundationReady());
    expect(row(result, 'Practitioner', 'emcc-practitioner-supervision')).toMatchObject({
      unconfirmed: true,
      unconfirmedNote: 'EMCC has not published this figure in a form we could check; confirm before applying.',
    });
    expect(row(result, 'Practitioner', 'emcc-practitioner-feedback')).toMatchObject({
      unconfirmed: false,
      unconfirmedNote: null,
    });
    expect(row(result, 'Senior Practitioner', 'emcc-senior-feedback').unconfirmed).toBe(true);
    // Senior and Master figures come from one third party only.
    expect(row(result, 'Senior Practitioner', 'emcc-senior-hours')).toMatchObject({ unconfirmed: true });
    expect(row(result, 'Practitioner', 'emcc-practitioner-hours')).toMatchObject({ unconfirmed: false });
  });
});

describe('AC (levels overview sheet, c. 2020: every figure UNCONFIRMED)', () => {
  it('measures training, experience, months in supervision and CPD, with UNCONFIRMED CPD hours', () => {
    const figures = emptyFigures(TODAY);
    figures.education = [
      {
        id: 'p',
        name: 'Coach training',
        kind: 'ac_accredited',
        startDate: '2025-01-01',
        endDate: '2025-06-01',
        totalHours: 40,
      },
    ];
    withSessions(figures, 'all', 80, 80, 4);
    figures.supervisionFirst = '2026-06-10';
    figures.supervisionLast = '2026-09-09';
    figures.windows['12m']!.cpdRecords = 1;
    const result = evaluateAc(figures);
    expect(row(result, 'Foundation', 'ac-foundation-supervision')).toMatchObject({
      figure: '2 of 3 months in supervision',
      status: 'Not yet',
      projectedOn: TODAY,
    });
    expect(row(result, 'Foundation', 'ac-foundation-cpd')).toMatchObject({
      status: 'Met',
      figure: '1 of 1 CPD records in the last 12 months',
    });
    expect(row(result, 'Coach', 'ac-coach-cpd')).toMatchObject({
      unconfirmed: true,
      unconfirmedNote: 'AC has not published this figure in a form we could check; confirm before applying.',
    });
    expect(row(result, 'Foundation', 'ac-foundation-references').status).toBe('Not tracked');
    expect(row(result, 'Foundation', 'ac-foundation-training')).toMatchObject({ status: 'Met', unconfirmed: true });
  });
});
