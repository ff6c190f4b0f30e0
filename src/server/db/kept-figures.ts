/**
 * Which tables feed which kept figures (issue 28 §1): the one declaration the triggers follow
 * (migration 0029's `kept_figures_touch(<figures>)`, one trigger per table and operation) and the
 * tests check, on PGlite and on PostgreSQL, against `pg_trigger` and against the figures' own SQL.
 *
 * - `accreditation`: a coach's cached accreditation figures (accreditation_figures_cache.version,
 *   ADR 025), read by features/accreditation/figures-query.ts.
 * - `logbook`: the coach's logbook version (logbook_versions, ADR 032), against which each process
 *   keeps the dashboard (features/dashboard/dashboard.service.ts).
 * - `month_totals`: coach_month_totals, the dashboard's sessions and minutes per month.
 *
 * A new table read by one of those queries must be listed here (kept-figures.test.ts fails
 * otherwise) and get its triggers in a migration: see docs/recipes/new-table.md.
 */
export const keptFigures = {
  accreditation: [
    'accreditation_goals',
    'accreditation_settings',
    'accreditation_ticks',
    'application_steps',
    'clients',
    'coaching_sessions',
    'cpd_records',
    'education_records',
    'feedback_entries',
    'held_credentials',
    'mentor_coaching_sessions',
    'performance_recordings',
    'supervision_sessions',
  ],
  logbook: ['clients', 'coaching_sessions', 'cpd_records', 'supervision_sessions'],
  month_totals: ['coaching_sessions'],
} as const satisfies Record<string, readonly string[]>;

export type KeptFigure = keyof typeof keptFigures;

/**
 * The order in which every trigger takes the coach's rows, whatever the table: an earlier figure
 * the table does not feed is locked without being changed, so no two transactions ever wait on
 * each other in opposite orders.
 */
export const LOCK_ORDER: readonly KeptFigure[] = ['accreditation', 'logbook', 'month_totals'];

/**
 * Tables the figures' queries read that feed nothing: the kept figures themselves, and `users`,
 * of which the accreditation figures read one column (first_practised_on) through its own row
 * trigger, `users_accreditation_figures` (migration 0025).
 */
export const notFeeding = ['users', 'accreditation_figures_cache', 'logbook_versions', 'coach_month_totals'] as const;

/** The figures a table feeds, in lock order: the arguments its triggers pass. */
export const feedsOf = (table: string): KeptFigure[] =>
  LOCK_ORDER.filter((figure) => (keptFigures[figure] as readonly string[]).includes(table));

export const feedingTables = [...new Set(LOCK_ORDER.flatMap((figure) => keptFigures[figure]))].sort();
