import { describe, expect, it } from 'vitest';
import { emptyFigures, withSessions } from './fixtures';
import { evaluateAccreditation } from './overview';
import { NO_PACE } from './pace';
import type { AccreditationFigures } from './types';

const TODAY = '2026-11-26';

/** EMCC Foundation met but for its CPD: 10 of 16 hours in the last 12 months. */
function onlyCpdMissing(): AccreditationFigures {
  const figures = emptyFigures(TODAY);
  figures.firstPractisedOn = '2025-11-26';
  figures.goal = { body: 'EMCC', level: 'Foundation', targetDate: null };
  withSessions(figures, 'all', 50, 0, 5);
  Object.assign(figures.windows['12m']!, { feedback: 5, reflection: 5, cpdHours: 10 });
  for (const key of ['q1', 'q2', 'q3', 'q4']) figures.windows[key]!.supervisionMinutes = 60;
  figures.supervisionFirst = '2025-12-01';
  figures.supervisionLast = '2026-11-01';
  return figures;
}

const cpdRow = (figures: AccreditationFigures) =>
  evaluateAccreditation(figures)
    .bodies.find((body) => body.body === 'EMCC')!
    .levels[0]!.requirements.find((row) => row.id.endsWith('-cpd'))!;

describe('a nil pace', () => {
  it('is not "nothing logged" when only CPD is missing and sessions were logged lately: the CPD row says so', () => {
    const figures = onlyCpdMissing();
    withSessions(figures, '90d', 12, 0, 3);
    const overview = evaluateAccreditation(figures);
    expect(overview.goal).toMatchObject({ verdict: 'Not yet', gaps: ['6 more CPD hours in the last 12 months'] });
    expect(overview.goal!.noPace).toBeNull();
    expect(cpdRow(figures)).toMatchObject({
      status: 'Not yet',
      noPace: false,
      advice: 'No CPD in the last 90 days to project from.',
    });
  });

  it('is said once for the page when the last 90 days hold nothing at all, and not on the row', () => {
    const figures = onlyCpdMissing();
    expect(evaluateAccreditation(figures).goal!.noPace).toBe(NO_PACE);
    expect(cpdRow(figures)).toMatchObject({ noPace: true, advice: null });
  });
});
