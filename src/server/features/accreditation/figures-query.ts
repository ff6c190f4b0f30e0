import { sql } from 'drizzle-orm';
import type { FigureWindow } from '@/shared/domain/accreditation/types';

/**
 * CTEs edu (hours, first_start), chosen (the coach's own date) and edu_start (d): the start of
 * coach-specific education as ICF counts it, shared by the figures and their drill-downs.
 */
export function educationStartCtes(userId: string, today: string) {
  return sql`edu as (
  select coalesce(sum(total_hours), 0) as hours, min(start_date) as first_start
  from education_records where user_id = ${userId} and start_date <= ${today}::date
),
chosen as (select education_start from accreditation_settings where user_id = ${userId}),
edu_start as (select coalesce((select education_start from chosen), (select first_start from edu)) as d)`;
}

export interface FiguresQueryInput {
  userId: string;
  today: string;
  paceStart: string;
  windows: FigureWindow[];
  /** Renewal cycle length per body, in years; null for a body with none. */
  cycleYears: Record<string, number | null>;
}

/**
 * Every figure the accreditation rules read, as one statement (one round trip): each CTE reads
 * one of the coach's tables once through its (user_id, date) index, and the windows come in as a
 * parameter, so that a rule's new window is a change of rule data, not of this SQL.
 * ICF counts sessions from the start of coach-specific education: the coach's chosen date, else
 * the earliest education start; with neither, every session counts (the education row is unmet).
 */
export function figuresQuery({ userId, today, paceStart, windows, cycleYears }: FiguresQueryInput) {
  return sql`
with
w as (
  select key, start::date as start, "end"::date as finish, sessions
  from json_to_recordset(${JSON.stringify(windows)}::json) as x(key text, start text, "end" text, sessions boolean)
),
${educationStartCtes(userId, today)},
s as (
  select client_id, date, duration, payment = 'paid' as paid,
    ((select d from edu_start) is null or date >= (select d from edu_start)) as counted
  from coaching_sessions where user_id = ${userId} and date <= ${today}::date
),
firsts as (
  select min(date) as first_all, min(date) filter (where counted) as first_counted from s group by client_id
),
session_w as (
  select w.key,
    json_build_object(
      'all', json_build_object('minutes', coalesce(sum(s.duration), 0),
        'paidMinutes', coalesce(sum(s.duration) filter (where s.paid), 0),
        'clients', count(distinct s.client_id)),
      'sinceEducation', json_build_object('minutes', coalesce(sum(s.duration) filter (where s.counted), 0),
        'paidMinutes', coalesce(sum(s.duration) filter (where s.counted and s.paid), 0),
        'clients', count(distinct s.client_id) filter (where s.counted))) as sessions
  from w left join s on w.sessions and (w.start is null or s.date >= w.start) and s.date <= w.finish
  group by w.key
),
new_w as (
  select w.key,
    count(f.first_all) filter (where (w.start is null or f.first_all >= w.start) and f.first_all <= w.finish) as n_all,
    count(f.first_counted) filter (where (w.start is null or f.first_counted >= w.start) and f.first_counted <= w.finish) as n_counted
  from w left join firsts f on w.sessions group by w.key
),
cpd as (select date, hours, category, coaching_ethics from cpd_records where user_id = ${userId} and date <= ${today}::date),
cpd_w as (
  select w.key, coalesce(sum(c.hours), 0) as hours, count(c.date) as records
  from w left join cpd c on (w.start is null or c.date >= w.start) and c.date <= w.finish group by w.key
),
fb as (select date, kind from feedback_entries where user_id = ${userId} and date <= ${today}::date),
fb_w as (
  select w.key, count(f.date) filter (where f.kind = 'client_feedback') as feedback,
    count(f.date) filter (where f.kind = 'reflection') as reflection
  from w left join fb f on (w.start is null or f.date >= w.start) and f.date <= w.finish group by w.key
),
sup as (select date, duration from supervision_sessions where user_id = ${userId} and date <= ${today}::date),
sup_w as (
  select w.key, coalesce(sum(v.duration), 0) as minutes
  from w left join sup v on (w.start is null or v.date >= w.start) and v.date <= w.finish group by w.key
),
mentor as (
  select upper(mentor_credential) as credential, date, duration, format
  from mentor_coaching_sessions where user_id = ${userId} and date <= ${today}::date
),
cred as (
  select id, upper(body) as body, level, awarded_on, expires_on,
    (${JSON.stringify(cycleYears)}::json ->> upper(body))::int as cycle_years
  from held_credentials where user_id = ${userId}
),
cycles as (
  select cred.*,
    greatest(awarded_on, coalesce((expires_on - make_interval(years => coalesce(cycle_years, 0)))::date, awarded_on)) as cycle_start,
    coalesce(expires_on, (awarded_on + make_interval(years => coalesce(cycle_years, 0)))::date) as cycle_end
  from cred
)
select json_build_object(
  'educationHours', (select hours from edu),
  'earliestEducationStart', (select first_start from edu),
  'educationStartOverride', (select education_start from chosen),
  'educationStart', (select d from edu_start),
  'firstPractisedOn', (select first_practised_on from users where id = ${userId}),
  'windows', (
    select json_object_agg(w.key, json_build_object(
      'sessions', session_w.sessions,
      'newClients', json_build_object('all', new_w.n_all, 'sinceEducation', new_w.n_counted),
      'cpdHours', cpd_w.hours, 'cpdRecords', cpd_w.records,
      'feedback', fb_w.feedback, 'reflection', fb_w.reflection,
      'supervisionMinutes', sup_w.minutes))
    from w join session_w using (key) join new_w using (key) join cpd_w using (key) join fb_w using (key) join sup_w using (key)),
  'supervisionFirst', (select min(date) from sup),
  'supervisionLast', (select max(date) from sup),
  'mentor', (
    select coalesce(json_agg(m), '[]'::json) from (
      select credential,
        coalesce(sum(duration) filter (where format = 'one_to_one'), 0) as "oneToOneMinutes",
        coalesce(sum(duration) filter (where format = 'group'), 0) as "groupMinutes",
        min(date) as first, max(date) as last,
        coalesce(sum(duration) filter (where date >= ${paceStart}::date), 0) as "paceMinutes"
      from mentor group by credential) m),
  'credentials', (
    select coalesce(json_agg(json_build_object(
      'id', c.id, 'body', c.body, 'level', c.level, 'awardedOn', c.awarded_on, 'expiresOn', c.expires_on,
      'cycle', json_build_object(
        'start', c.cycle_start, 'end', c.cycle_end,
        'coreCompetencyHours', (select coalesce(sum(hours), 0) from cpd
          where date between c.cycle_start and c.cycle_end and (category = 'core_competencies' or coaching_ethics)),
        'ethicsHours', (select coalesce(sum(hours), 0) from cpd
          where date between c.cycle_start and c.cycle_end and coaching_ethics),
        'resourceDevelopmentHours', (select coalesce(sum(hours), 0) from cpd
          where date between c.cycle_start and c.cycle_end and category = 'resource_development' and not coaching_ethics),
        'supervisionMinutes', (select coalesce(sum(duration), 0) from sup where date between c.cycle_start and c.cycle_end),
        'mentor', (select coalesce(json_agg(m), '[]'::json) from (
          select credential, coalesce(sum(duration) filter (where format = 'one_to_one'), 0) as "oneToOneMinutes",
            coalesce(sum(duration) filter (where format = 'group'), 0) as "groupMinutes",
            min(date) as first, max(date) as last, 0 as "paceMinutes"
          from mentor where date between c.cycle_start and c.cycle_end group by credential) m))
    ) order by c.awarded_on), '[]'::json)
    from cycles c),
  'ticks', (select coalesce(json_object_agg(requirement_id, done_on), '{}'::json)
    from accreditation_ticks where user_id = ${userId})
) as figures`;
}
