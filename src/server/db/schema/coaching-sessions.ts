import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { timestamps } from './columns';
import { users } from './users';

export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    duration: integer('duration').notNull(),
    notes: text('notes'),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    followUp: text('follow_up'),
    completed: boolean('completed').notNull().default(true),
    rate: numeric('rate', { precision: 10, scale: 2, mode: 'number' }),
    rating: smallint('rating'),
    goalsSet: text('goals_set'),
    goalsAchieved: text('goals_achieved'),
    payment: text('payment', { enum: ['paid', 'pro_bono'] })
      .notNull()
      .default('paid'),
    sessionType: text('session_type', { enum: ['individual', 'group', 'team'] })
      .notNull()
      .default('individual'),
    groupSize: integer('group_size'),
    /**
     * A row of an imported ICF Client Coaching Log: the hours of many sessions (one payment kind)
     * from `date` to `summary_end_date`, not one meeting. See ADR 016.
     */
    isImportedSummary: boolean('is_imported_summary').notNull().default(false),
    summaryEndDate: date('summary_end_date', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    // Serves the newest-first list and the dashboard's 5 latest without a sort; with the id (the
    // list's tie-breaker) in the order, any page's ids are read from the index alone, however deep
    // its offset, and with duration last, so are the totals. NULLS FIRST is what a plain `desc` in
    // a query means: with NULLS LAST (Drizzle's default here) the planner could not use the index
    // for that order and sorted all of a coach's sessions instead (migration 0015).
    index('coaching_sessions_user_id_date_created_id_idx').on(
      table.userId,
      table.date.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.duration,
    ),
    // The session logged last, whose client the form preselects.
    index('coaching_sessions_user_id_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    // A client's sessions: the clients list's per-client count and minutes (from the index alone),
    // the list filtered by client, previous/next. The unique index below is partial (real sessions
    // only), so it cannot serve them; without this each client's figures scanned the whole table.
    index('coaching_sessions_client_id_date_idx').on(table.clientId, table.date, table.duration),
    // One session per client per date, enforced where two concurrent requests cannot both pass.
    uniqueIndex('coaching_sessions_client_id_date_key')
      .on(table.clientId, table.date)
      .where(sql`not ${table.isImportedSummary}`),
    // Imported summaries: one per client, start date, payment and kind (individual, or group size).
    uniqueIndex('coaching_sessions_summary_key')
      .on(table.clientId, table.date, table.payment, sql`coalesce(${table.groupSize}, 0)`)
      .where(sql`${table.isImportedSummary}`),
    // A summary holds the hours of many sessions, so only real sessions are limited to a day.
    check(
      'coaching_sessions_duration_check',
      sql`${table.duration} >= 1 and (${table.duration} <= 1440 or ${table.isImportedSummary})`,
    ),
    check('coaching_sessions_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'coaching_sessions_group_size_check',
      sql`(${table.sessionType} = 'individual' and ${table.groupSize} is null) or (${table.sessionType} <> 'individual' and ${table.groupSize} between 2 and 50)`,
    ),
  ],
);
