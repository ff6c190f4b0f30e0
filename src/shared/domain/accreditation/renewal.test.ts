import { describe, expect, it } from 'vitest';
import { formatMonthYear, quarterWindows, windowStart } from './dates';
import { emptyFigures, mentorSession } from './fixtures';
import { evaluateAccreditation, figureWindows, summariseAccreditation } from './overview';
import { evaluateRenewal } from './renewal';
import { ruleSetOn } from './rules-in-force';
import type { CycleFigures, HeldCredential } from './types';

const TODAY = '2026-11-26';
const cycle = (figures: Partial<CycleFigures>): CycleFigures => ({
  start: '2024-01-20',
  end: '2027-01-20',
  coreCompetencyHours: 0,
  ethicsHours: 0,
  resourceDevelopmentHours: 0,
  supervisionMinutes: 0,
  ...figures,
});
const icfRules = ruleSetOn('ICF', TODAY);
const emccRules = ruleSetOn('EMCC', TODAY);
const acRules = ruleSetOn('AC', TODAY);
const credential = (level: string, figures: Partial<CycleFigures>): HeldCredential => ({
  id: 'credential-1',
  body: 'ICF',
  level,
  awardedOn: '2024-01-20',
  expiresOn: '2027-01-20',
  cycle: cycle(figures),
});

describe('ICF renewal', () => {
  it('counts Resource Development up to 16 and supervision or mentor coaching up to 10 in the 40', () => {
    const held = credential('PCC', {
      coreCompetencyHours: 20,
      ethicsHours: 3,
      resourceDevelopmentHours: 18,
      supervisionMinutes: 12 * 60,
    });
    const renewal = evaluateRenewal(held, icfRules, emptyFigures(TODAY))!;
    expect(renewal.dueOn).toBe('2027-01-20');
    expect(renewal.submitFrom).toBe('2026-03-20');
    const [cce, core, ethics] = renewal.requirements;
    expect(cce).toMatchObject({ figure: '46.0 of 40 units', status: 'Met' });
    expect(cce!.details).toEqual([
      'Resource Development: 18.0 units, 16.0 counted (at most 16)',
      'Supervision and mentor coaching: 12.0 hours, 10.0 counted (at most 10)',
    ]);
    expect(core).toMatchObject({
      figure: '20.0 of 24 Core Competencies units',
      missing: '4 more Core Competencies units',
    });
    expect(ethics!.status).toBe('Met');
    // Due in 55 days with Core Competencies missing: the dashboard banner shows.
    expect(renewal.needsAttention).toBe(true);
  });

  it('asks ACC holders for mentor coaching again, and nobody else', () => {
    const figures = emptyFigures(TODAY);
    figures.mentor = [mentorSession({ date: '2025-02-01', minutes: 300 })];
    const acc = evaluateRenewal(credential('ACC', {}), icfRules, figures)!;
    expect(acc.requirements.map((row) => row.id)).toContain('icf-renewal-acc-mentor');
    expect(acc.requirements.at(-1)).toMatchObject({ figure: '5.0 of 10 hours', status: 'Not yet' });
    const pcc = evaluateRenewal(credential('PCC', {}), icfRules, emptyFigures(TODAY))!;
    expect(pcc.requirements.map((row) => row.id)).not.toContain('icf-renewal-acc-mentor');
  });

  it('does not call for attention more than 90 days ahead', () => {
    const later = { ...credential('PCC', {}), expiresOn: '2027-03-01' };
    expect(evaluateRenewal(later, icfRules, emptyFigures(TODAY))!.needsAttention).toBe(false);
  });

  it('renews EMCC after 5 years with the supervision and CPD rows', () => {
    const held = { ...credential('Practitioner', {}), body: 'EMCC' as const, awardedOn: '2022-05-01', expiresOn: null };
    const renewal = evaluateRenewal(held, emccRules, emptyFigures(TODAY))!;
    expect(renewal.dueOn).toBe('2027-05-01');
    expect(renewal.requirements.map((row) => row.id)).toEqual(['emcc-renewal-cpd', 'emcc-renewal-supervision']);
    // EMCC's renewal page names no figures: every row is UNCONFIRMED.
    expect(renewal.requirements.every((row) => row.unconfirmed)).toBe(true);
  });

  it('renews AC every 3 years, with UNCONFIRMED rows (AC accreditation policy page)', () => {
    const held = { ...credential('Coach', {}), body: 'AC' as const, awardedOn: '2024-02-01', expiresOn: null };
    const renewal = evaluateRenewal(held, acRules, emptyFigures(TODAY))!;
    expect(renewal.dueOn).toBe('2027-02-01');
    expect(renewal.needsAttention).toBe(true);
    expect(renewal.requirements.map((row) => row.id)).toEqual([
      'ac-renewal-cpd',
      'ac-renewal-supervision',
      'ac-renewal-membership',
    ]);
  });

  it('evaluates every held credential with its own body', () => {
    const figures = emptyFigures(TODAY);
    figures.credentials = [credential('PCC', {})];
    const overview = evaluateAccreditation(figures);
    expect(overview.bodies.map((body) => body.body)).toEqual(['ICF', 'EMCC', 'AC']);
    expect(overview.renewals).toHaveLength(1);
  });
});

describe('windows', () => {
  it('starts the 18 months on the same day 18 months back, which counts', () => {
    expect(windowStart(TODAY, { months: 18 })).toBe('2025-05-26');
    expect(windowStart('2026-08-31', { months: 18 })).toBe('2025-02-28');
    expect(figureWindows(TODAY).find((window) => window.key === '18m')).toEqual({
      key: '18m',
      start: '2025-05-26',
      end: TODAY,
      sessions: true,
    });
    // Sessions are summed only over the windows a session rule reads.
    expect(
      figureWindows(TODAY)
        .filter((window) => window.sessions)
        .map((window) => window.key),
    ).toEqual(['all', '90d', '18m']);
  });

  it('cuts the last four quarters back to back', () => {
    expect(quarterWindows(TODAY, 2)).toEqual([
      { key: 'q1', start: '2026-08-27', end: '2026-11-26', sessions: false },
      { key: 'q2', start: '2026-05-27', end: '2026-08-26', sessions: false },
    ]);
    expect(figureWindows(TODAY).map((window) => window.key)).toEqual([
      'all',
      '90d',
      '18m',
      '12m',
      'q1',
      'q2',
      'q3',
      'q4',
    ]);
  });

  it('writes months in words', () => {
    expect(formatMonthYear('2027-05-25')).toBe('May 2027');
  });
});

describe('the dashboard summary', () => {
  it('speaks of the level above the highest held, and of renewals due soon with something missing', () => {
    const figures = emptyFigures(TODAY);
    figures.credentials = [
      credential('ACC', {}),
      { ...credential('PCC', {}), id: 'credential-2', expiresOn: '2028-01-01' },
    ];
    const summary = summariseAccreditation(evaluateAccreditation(figures));
    expect(summary.bodies.map(({ body, held, next, met, total }) => ({ body, held, next, met, total }))).toEqual([
      // MCC's 'PCC held' row is met by the PCC.
      { body: 'ICF', held: { level: 'PCC', since: '2024-01-20' }, next: 'MCC', met: 1, total: 7 },
      { body: 'EMCC', held: null, next: 'Foundation', met: 0, total: 7 },
      { body: 'AC', held: null, next: 'Foundation', met: 0, total: 6 },
    ]);
    // No goal set: the next level not held, on ICF.
    expect(summary.goal).toEqual({ body: 'ICF', level: 'MCC', targetDate: null, set: false, verdict: 'Not yet' });
    expect(summary.bodies[1]!.hours).toEqual({ value: 0, target: 50 });
    expect(summary.renewalsDue).toEqual([{ body: 'ICF', level: 'ACC', dueOn: '2027-01-20', missing: 4 }]);
  });
});
