import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedingTables, feedsOf, type KeptFigure } from '@/server/db/kept-figures';
import { createQueryClient } from './query-client';
import {
  ALL_RECORD_KINDS,
  queriesShowing,
  queryRoots,
  refreshAfterChange,
  type QueryRoot,
  type RecordKind,
} from './record-figures';

const ROOTS = Object.keys(queryRoots) as QueryRoot[];

/** The server's tables each kind of record is kept in (a goal, a tick and a step are settings). */
const tablesOf: Record<RecordKind, readonly string[]> = {
  client: ['clients'],
  'coaching-session': ['coaching_sessions'],
  'supervision-session': ['supervision_sessions'],
  'cpd-record': ['cpd_records'],
  'grow-plan': ['grow_plans'],
  'wheel-assessment': ['wheel_assessments'],
  'coach-question': ['coach_questions'],
  education: ['education_records'],
  'mentor-coaching': ['mentor_coaching_sessions'],
  credential: ['held_credentials'],
  feedback: ['feedback_entries'],
  recording: ['performance_recordings'],
  'accreditation-setting': [
    'accreditation_settings',
    'accreditation_goals',
    'accreditation_ticks',
    'application_steps',
  ],
};

/** The screens that show each of the server's kept figures: the accreditation card is on the dashboard. */
const screensOf: Record<KeptFigure, readonly QueryRoot[]> = {
  accreditation: ['accreditation', 'dashboard'],
  logbook: ['dashboard', 'reports', 'exportSummary'],
  month_totals: ['dashboard'],
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
  it("refreshes every screen showing a figure the server keeps from the record's table", () => {
    for (const kind of ALL_RECORD_KINDS) {
      const figures = tablesOf[kind].flatMap(feedsOf);
      const screens = [...new Set(figures.flatMap((figure) => screensOf[figure]))];
      expect(queriesShowing[kind], kind).toEqual(expect.arrayContaining(screens));
    }
  });

  it('knows a kind of record for every table that feeds a kept figure', () => {
    const known = new Set(Object.values(tablesOf).flat());
    expect(feedingTables.filter((table) => !known.has(table))).toEqual([]);
  });
  it.each(ALL_RECORD_KINDS)(
    'a change of %s refetches what is on screen and drops what is not, of exactly its queries',
    async (kind) => {
      const roots: readonly QueryRoot[] = queriesShowing[kind];
      const queryClient = createQueryClient();
      for (const root of ROOTS) queryClient.setQueryData([...queryRoots[root], 'not on screen'], 'before');
      const fetches = new Map<QueryRoot, number>();
      render(
        <QueryClientProvider client={queryClient}>
          <EveryScreen fetches={fetches} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(screen.queryByText('loading')).toBeNull());

      await act(() => refreshAfterChange(queryClient, [kind]));

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
