import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { queriesShowing, queryRoots, refreshAfterChange, type QueryRoot, type RecordKind } from './record-figures';

const ROOTS = Object.keys(queryRoots) as QueryRoot[];
const LOGBOOK_FIGURES = ['dashboard', 'reports', 'accreditation', 'exportSummary'];

/** What issue 19 asks of each kind: every screen showing it, or a figure derived from it. */
const expected: Record<RecordKind, string[]> = {
  // The calendar's proposals show whether a client's day is already logged.
  client: [
    'clients',
    'coachingSessions',
    'growPlans',
    'wheelAssessments',
    'recordings',
    'calendar',
    ...LOGBOOK_FIGURES,
  ],
  'coaching-session': ['coachingSessions', 'clients', 'calendar', ...LOGBOOK_FIGURES],
  'supervision-session': ['supervisionSessions', ...LOGBOOK_FIGURES],
  'cpd-record': ['cpdRecords', ...LOGBOOK_FIGURES],
  'grow-plan': ['growPlans', 'exportSummary'],
  'wheel-assessment': ['wheelAssessments', 'exportSummary'],
  'coach-question': ['coachQuestions', 'exportSummary'],
  education: ['educationRecords', 'accreditation', 'dashboard', 'exportSummary'],
  'mentor-coaching': ['mentorCoachingSessions', 'accreditation', 'dashboard', 'exportSummary'],
  credential: ['credentials', 'accreditation', 'dashboard', 'exportSummary'],
  feedback: ['feedbackEntries', 'accreditation', 'dashboard', 'exportSummary'],
  recording: ['recordings', 'accreditation', 'dashboard', 'exportSummary'],
  'accreditation-setting': ['accreditation', 'dashboard'],
};

/** A screen showing one query of every kind of data, each counting how often it was fetched. */
function EveryScreen({ fetches }: { fetches: Map<QueryRoot, number> }) {
  const shown = ROOTS.map((root) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- ROOTS is constant: the same hooks in the same order
    useQuery({
      queryKey: [...queryRoots[root], 'on screen'],
      queryFn: () => {
        const count = (fetches.get(root) ?? 0) + 1;
        fetches.set(root, count);
        return Promise.resolve(`${root} fetched ${count}`);
      },
    }),
  );
  return (
    <ul>
      {shown.map((query, index) => (
        <li key={ROOTS[index]}>{query.data ?? 'loading'}</li>
      ))}
    </ul>
  );
}

describe('the map from records to the queries that show their figures', () => {
  it('says that sessions, supervision and CPD count towards accreditation, the dashboard, reports and exports', () => {
    for (const kind of ['coaching-session', 'supervision-session', 'cpd-record'] as const) {
      expect(queriesShowing[kind]).toEqual(expect.arrayContaining(LOGBOOK_FIGURES));
    }
    expect(queryRoots.accreditation).toEqual(['accreditation']);
    expect(queriesShowing['coaching-session']).toContain('clients');
    expect(queriesShowing['cpd-record']).toContain('cpdRecords');
  });

  it.each(Object.entries(expected))(
    'a change of %s refetches what is on screen and drops what is not, of exactly its queries',
    async (kind, roots) => {
      expect([...queriesShowing[kind as RecordKind]].sort()).toEqual([...roots].sort());
      const queryClient = createQueryClient();
      for (const root of ROOTS) queryClient.setQueryData([...queryRoots[root], 'not on screen'], 'before');
      const fetches = new Map<QueryRoot, number>();
      render(
        <QueryClientProvider client={queryClient}>
          <EveryScreen fetches={fetches} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(screen.queryByText('loading')).toBeNull());

      await act(() => refreshAfterChange(queryClient, [kind as RecordKind]));

      for (const root of ROOTS) {
        const affected = roots.includes(root);
        expect(fetches.get(root), root).toBe(affected ? 2 : 1);
        await screen.findByText(`${root} fetched ${affected ? 2 : 1}`);
        expect(queryClient.getQueryData([...queryRoots[root], 'not on screen']), root).toBe(
          affected ? undefined : 'before',
        );
      }
    },
  );
});
