import { describe, expect, it } from 'vitest';
import { held, mentorSession, withSessions } from './fixtures';
import { accReady, programme, TODAY } from './icf-test-figures';
import { levelOf, rowOf } from './test-helpers';
import type { AccreditationFigures, EducationProgramme, MentorSession } from './types';

const acc = (figures: AccreditationFigures, id: string) => rowOf('ICF', figures, 'ACC', id);

describe('ICF experience (experience requirements page; support 5000896617)', () => {
  it.each([
    { hours: 100, status: 'Met', figure: '100.0 of 100 hours', missing: null },
    // A session shorter than 60 minutes counts pro rata: one minute short is not 100.
    { hours: 100 - 1 / 60, status: 'Not yet', figure: '99.98 of 100 hours', missing: '0.02 more hours' },
    { hours: 62.5, status: 'Not yet', figure: '62.5 of 100 hours', missing: '37.5 more hours' },
  ])('$hours hours of 100 is $status', ({ hours, status, figure, missing }) => {
    expect(acc(withSessions(accReady(), 'all', hours, 75, 8), 'icf-acc-experience')).toMatchObject({
      status,
      figure,
      missing,
    });
  });

  it.each([
    { paid: 75, status: 'Met', figure: '75.0 of 75 paid hours' },
    { paid: 74.99, status: 'Not yet', figure: '74.99 of 75 paid hours' },
  ])('$paid paid hours of 75 is $status', ({ paid, status, figure }) => {
    expect(acc(withSessions(accReady(), 'all', 100, paid, 8), 'icf-acc-paid')).toMatchObject({ status, figure });
  });

  it('reads 25 recent hours from the 18 months before applying', () => {
    const figures = withSessions(accReady(), '18m', 20, 20, 2);
    expect(acc(figures, 'icf-acc-recency')).toMatchObject({
      figure: '20.0 of 25 hours in the last 18 months',
      missing: '5 more hours in the last 18 months',
    });
  });

  it('never says Met before the count of experience has a start, and says what to add', () => {
    const figures = accReady();
    figures.educationStart = null;
    expect(acc(figures, 'icf-acc-experience')).toMatchObject({
      status: 'Not yet',
      advice: 'Add your education start to check this',
    });
    expect(levelOf('ICF', figures, 'ACC').eligible).toBe(false);
  });

  it('counts clients, not sessions: 6 of 8 is two more', () => {
    expect(acc(withSessions(accReady(), 'all', 100, 75, 6), 'icf-acc-clients')).toMatchObject({
      figure: '6 of 8 clients',
      missing: '2 more clients',
      drillDown: 'clients',
    });
  });
});

describe('the verdict (ACC path page: the exam comes after the application)', () => {
  it('is Eligible to apply without the exam, which is the next step', () => {
    const level = levelOf('ICF', accReady(), 'ACC');
    expect(level).toMatchObject({ eligible: true, summary: 'Eligible to apply', met: 7, total: 7 });
    expect(level.requirements.map((row) => row.id)).not.toContain('icf-acc-exam');
    expect(level.steps).toEqual({ exam: 'ACC Credential Exam', appliedOn: null, examPassedOn: null });
    expect(levelOf('ICF', accReady(), 'PCC').steps.exam).toBe('ICF Credentialing Exam');
  });

  it('records applied on and exam passed on as steps', () => {
    const figures = accReady();
    figures.steps = [{ body: 'ICF', level: 'ACC', appliedOn: '2026-10-01', examPassedOn: '2026-11-20' }];
    expect(levelOf('ICF', figures, 'ACC').steps).toMatchObject({ appliedOn: '2026-10-01', examPassedOn: '2026-11-20' });
  });

  it('marks a level held from the credential, and projects from the last 90 days', () => {
    const figures = withSessions(accReady(), 'all', 90, 75, 8);
    // 10 more hours at 5 hours per 90 days: 180 days after 26 November 2026.
    withSessions(figures, '90d', 5, 5, 1);
    expect(levelOf('ICF', figures, 'ACC').projection).toBe('At your current pace: eligible around May 2027');
    figures.credentials = [held('ICF', 'ACC', '2025-10-03')];
    expect(levelOf('ICF', figures, 'ACC').heldSince).toBe('2025-10-03');
  });
});

describe('application paths (support 5000898478; ACC and PCC path pages; performance evaluations page)', () => {
  const withProgramme = (kind: EducationProgramme['kind'], endDate: string | null = '2025-03-01') => {
    const figures = accReady();
    figures.education = [programme({ kind, endDate, totalHours: kind === 'icf_level_2' ? 125 : 60 })];
    return figures;
  };

  it.each([
    { kind: 'icf_level_1', level: 'ACC', path: 'level1', mentor: false, recordings: false },
    { kind: 'icf_level_2', level: 'ACC', path: 'level1', mentor: false, recordings: false },
    { kind: 'actp', level: 'ACC', path: 'level1', mentor: false, recordings: false },
    // ACSTH is a Portfolio programme now: mentor coaching and one recording of its own.
    { kind: 'acsth', level: 'ACC', path: 'portfolio', mentor: true, recordings: true },
    { kind: 'icf_level_2', level: 'PCC', path: 'level2', mentor: false, recordings: false },
    { kind: 'icf_level_1', level: 'PCC', path: 'level1', mentor: true, recordings: true },
    { kind: 'cce', level: 'PCC', path: 'portfolio', mentor: true, recordings: true },
    { kind: 'icf_level_3', level: 'MCC', path: 'level3', mentor: false, recordings: true },
    { kind: 'other', level: 'MCC', path: 'portfolio', mentor: true, recordings: true },
  ] as const)('$kind applies for $level on the $path path', ({ kind, level, path, mentor, recordings }) => {
    const result = levelOf('ICF', withProgramme(kind), level);
    const ids = result.requirements.map((row) => row.id);
    expect(result.path?.id).toBe(path);
    expect(ids.includes(`icf-${level.toLowerCase()}-mentor`)).toBe(mentor);
    expect(ids.includes(`icf-${level.toLowerCase()}-recordings`)).toBe(recordings);
  });

  it('says which path it assumed and why, and lets the coach choose another that fits', () => {
    const figures = withProgramme('icf_level_2');
    expect(levelOf('ICF', figures, 'PCC').path).toMatchObject({
      name: 'Level 2 / ACTP path',
      reason: 'Your education includes Coaching Foundations (ICF Level 2), completed on 1 March 2025.',
      coveredByProgramme: 'Your programme covered the education, the mentor coaching and the performance evaluation.',
      choices: [
        { id: 'level2', name: 'Level 2 / ACTP path' },
        { id: 'portfolio', name: 'Portfolio path' },
      ],
    });
    figures.icfPaths = { PCC: 'portfolio' };
    expect(levelOf('ICF', figures, 'PCC').path).toMatchObject({ id: 'portfolio', reason: 'You chose this path.' });
    // A choice that does not fit is ignored.
    figures.icfPaths = { PCC: 'level3' };
    expect(levelOf('ICF', figures, 'PCC').path?.id).toBe('level2');
  });

  it('counts a programme only once completed, and says when it will', () => {
    const figures = withProgramme('icf_level_2', '2027-03-31');
    expect(rowOf('ICF', figures, 'PCC', 'icf-pcc-programme')).toMatchObject({
      status: 'Not yet',
      figure: '0 of 1 programme completed',
      projectedOn: '2027-03-31',
      details: ['Coaching Foundations (ICF Level 2): in progress, counts when it ends on 31 March 2027'],
    });
  });

  it('does not count education in progress: a 125-hour programme begun yesterday is not Met', () => {
    const figures = accReady();
    figures.education = [programme({ kind: 'cce', startDate: '2026-11-25', endDate: null, totalHours: 125 })];
    expect(rowOf('ICF', figures, 'PCC', 'icf-pcc-education')).toMatchObject({
      status: 'Not yet',
      figure: '0.0 of 125 hours',
      projectedOn: null,
      advice: null,
      details: ['Coaching Foundations (CCE): in progress, counts when it ends (add its end date to see when)'],
    });
  });
});

describe('mentor coaching (mentor coaching page; support 5000900518 and 5000900562; MCC path page)', () => {
  const withMentor = (sessions: MentorSession[], today = TODAY) => {
    const figures = accReady(today);
    figures.mentor = sessions;
    return figures;
  };
  const tenHours = (row: Partial<MentorSession> = {}) => [
    mentorSession({ date: '2026-01-01', minutes: 300, ...row }),
    mentorSession({ date: '2026-05-01', minutes: 300, ...row }),
  ];

  it("ICF's own example: first session 14 March, last on 14 June or after", () => {
    const spread = (last: string) =>
      acc(
        withMentor([mentorSession({ date: '2026-03-14', minutes: 300 }), mentorSession({ date: last, minutes: 300 })]),
        'icf-acc-mentor',
      );
    expect(spread('2026-06-13')).toMatchObject({
      status: 'Not yet',
      missing: 'Mentor coaching: spread over at least 3 months',
    });
    expect(spread('2026-06-14').status).toBe('Met');
  });

  it('counts at most 7 group hours, and at least 3 must be one-to-one', () => {
    const row = acc(
      withMentor([
        mentorSession({ date: '2025-01-01', minutes: 120 }),
        mentorSession({ date: '2025-06-01', minutes: 480, format: 'group' }),
      ]),
      'icf-acc-mentor',
    );
    expect(row).toMatchObject({
      status: 'Not yet',
      figure: '9.0 of 10 hours',
      missing: 'Mentor coaching: 1 more hour, of which 1 more one-to-one',
    });
    expect(row.details).toContain('7.0 of 8.0 group hours counted (at most 7)');
  });

  it.each([
    { mentor: { credential: 'PCC' }, level: 'ACC', counts: true },
    { mentor: { credential: 'ACC', renewed: true }, level: 'ACC', counts: true },
    // An ACC mentor must have completed one full cycle, with renewal.
    { mentor: { credential: 'ACC', renewed: false }, level: 'ACC', counts: false },
    // Every mentor must hold a current credential.
    { mentor: { credential: 'MCC', current: false }, level: 'ACC', counts: false },
    { mentor: { credential: 'ACC', renewed: true }, level: 'PCC', counts: false },
    { mentor: { credential: 'PCC' }, level: 'MCC', counts: false },
    { mentor: { credential: 'Other' }, level: 'ACC', counts: false },
  ] as const)('a mentor $mentor counts for $level: $counts', ({ mentor, level, counts }) => {
    const figures = withMentor(tenHours(mentor));
    figures.education = [programme({ kind: 'other', totalHours: 300 })];
    const id = `icf-${level.toLowerCase()}-mentor`;
    expect(rowOf('ICF', figures, level, id).figure).toBe(counts ? '10.0 of 10 hours' : '0.0 of 10 hours');
  });

  it('does not count for MCC the mentor coaching used for the PCC (dated before its award)', () => {
    const figures = withMentor(tenHours({ credential: 'MCC' }));
    figures.education = [programme({ kind: 'other', totalHours: 300 })];
    expect(rowOf('ICF', figures, 'MCC', 'icf-mcc-mentor').figure).toBe('10.0 of 10 hours');
    figures.credentials = [held('ICF', 'PCC', '2026-03-01')];
    const row = rowOf('ICF', figures, 'MCC', 'icf-mcc-mentor');
    expect(row.figure).toBe('5.0 of 10 hours');
    expect(row.details).toContain('5.0 hours not counted: with used for your earlier credential (before 1 March 2026)');
  });

  it.each([
    // Before 1 January 2027 the old rule holds for every session.
    { today: '2026-12-31', date: '2026-12-30', qualification: null, level: 'ACC', counts: true },
    // From 1 January 2027 a new session counts only with a Mentor Coach Specialization at the level.
    { today: '2027-02-01', date: '2027-01-15', qualification: null, level: 'ACC', counts: false },
    { today: '2027-02-01', date: '2027-01-15', qualification: 'acc', level: 'ACC', counts: true },
    { today: '2027-02-01', date: '2027-01-15', qualification: 'pcc', level: 'ACC', counts: true },
    { today: '2027-02-01', date: '2027-01-15', qualification: 'acc', level: 'PCC', counts: false },
    { today: '2027-02-01', date: '2027-01-15', qualification: 'pcc', level: 'PCC', counts: true },
    // Hours before that date keep counting.
    { today: '2027-02-01', date: '2026-12-15', qualification: null, level: 'PCC', counts: true },
  ] as const)('on $today a session of $date with MCS $qualification counts for $level: $counts', (example) => {
    const figures = withMentor(
      [mentorSession({ date: example.date, minutes: 60, qualification: example.qualification })],
      example.today,
    );
    const id = `icf-${example.level.toLowerCase()}-mentor`;
    expect(rowOf('ICF', figures, example.level, id).figure).toBe(
      example.counts ? '1.0 of 10 hours' : '0.0 of 10 hours',
    );
  });
});
