import { sql } from 'drizzle-orm';
import type { icfCounting } from '@/shared/domain/accreditation/icf';
import type { FigureWindow } from '@/shared/domain/accreditation/types';

/** A day before every session: ICF's count starts there when no education start is known. */
const EVER = '1900-01-01';

/**
 * CTEs chosen (the coach's own date and paths) and edu_start (d): where ICF starts counting, the
 * coach's date, else the start of the first programme of 30 hours with 24 on the Core
 * Competencies (any ICF-accredited one of 30 hours). Shared by the figures and their drill-downs.
 */
export function educationStartCtes(userId: string, today: string, counting: IcfCounting) {
  const rule = counting.educationStart;
  return sql`chosen as (select education_start, icf_paths from accreditation_settings where user_id = ${userId}),
edu_start as (select coalesce((select education_start from chosen), (
  select min(start_date) from education_records
   where user_id = ${userId} and start_date <= ${today}::date and total_hours >= ${rule.minHours}
     and (kind = any(${`{${rule.accreditedKinds.join(',')}}`}::text[]) or core_competency_hours >= ${rule.minCoreHours}))) as d)`;
}

export type IcfCounting = typeof icfCounting;

/**
 * Each completed session of the coach up to today, as a stretch of days: one day for a session,
 * start to end for an imported ICF log summary (ADR 016), whose minutes spread evenly over its
 * days; with what ICF's log asks of it (a consenting client, a group of at most 15).
 */
export function sessionStretchesCtes(userId: string, today: string, counting: IcfCounting) {
  return sql`cl as (select id, name, include_in_exports as consented, group_members from clients where user_id = ${userId}),
s as (
  select s.client_id, s.date as start, least(greatest(s.date, coalesce(s.summary_end_date, s.date)), ${today}::date) as until,
    (greatest(s.date, coalesce(s.summary_end_date, s.date)) - s.date + 1)::float8 as span,
    s.duration, s.payment = 'paid' as paid, cl.group_members as members, cl.consented,
    coalesce(case when s.session_type <> 'individual' then s.group_size end, cl.group_members) as group_size,
    cl.consented and coalesce(case when s.session_type <> 'individual' then s.group_size end, cl.group_members, 1) <= ${counting.maxGroup} as icf_ok
  from coaching_sessions s join cl on cl.id = s.client_id
  where s.user_id = ${userId} and s.completed and s.date <= ${today}::date
),
icf_from as (select coalesce((select d from edu_start), ${EVER}::date) as d)`;
}

/** The minutes of stretch `s` that fall between the dates `from` and `to` (both included). */
export const minutesBetween = (from: ReturnType<typeof sql>, to: ReturnType<typeof sql>) =>
  sql`(s.duration::float8 * greatest(0, least(s.until, ${to}) - greatest(s.start, ${from}) + 1) / s.span)`;

export interface FiguresQueryInput {
  userId: string;
  today: string;
  windows: FigureWindow[];
  /** Renewal cycle length per body, in years; null for a body with none. */
  cycleYears: Record<string, number | null>;
  counting: IcfCounting;
}

/**
 * Every figure the accreditation rules read, as one statement (one round trip): each CTE reads
 * one of the coach's tables once through its (user_id, date) index, and the windows come in as a
 * parameter, so that a rule's new window is a change of rule data, not of this SQL. Sessions
 * marked not completed never count; ICF's scope ('icfLog') is what its log lists: from the start
 * of coach-specific education, clients who consented, groups of at most 15, each member of a
 * group a client.
 */
export function figuresQuery({ userId, today, windows, cycleYears, counting }: FiguresQueryInput) {
  const wStart = sql`coalesce(w.start, ${EVER}::date)`;
  const all = minutesBetween(wStart, sql`w.finish`);
  const icf = minutesBetween(sql`greatest(${wStart}, (select d from icf_from))`, sql`w.finish`);
  const afterEducation = minutesBetween(sql`(select d from icf_from)`, sql`${today}::date`);
  return sql`
with
w as (
  select key, start::date as start, "end"::date as finish, sessions
  from json_to_recordset(${JSON.stringify(windows)}::json) as x(key text, start text, "end" text, sessions boolean)
),
${educationStartCtes(userId, today, counting)},
${sessionStretchesCtes(userId, today, counting)},
per_client as (
  select w.key, s.client_id, min(s.members) as members, max(s.group_size) filter (where s.icf_ok) as max_group,
    sum(${all}) as m_all, sum(${all}) filter (where s.paid) as p_all,
    sum(${icf}) filter (where s.icf_ok) as m_icf, sum(${icf}) filter (where s.icf_ok and s.paid) as p_icf
  from w join s on w.sessions and s.start <= w.finish and s.until >= ${wStart}
  group by w.key, s.client_id
),
session_w as (
  select w.key,
    json_build_object(
      'all', json_build_object('minutes', coalesce(sum(p.m_all), 0), 'paidMinutes', coalesce(sum(p.p_all), 0),
        'clients', count(p.client_id) filter (where p.m_all > 0)),
      'icfLog', json_build_object('minutes', coalesce(sum(p.m_icf), 0), 'paidMinutes', coalesce(sum(p.p_icf), 0),
        'clients', coalesce(sum(coalesce(p.members, p.max_group, 1)) filter (where p.m_icf > 0), 0))) as sessions
  from w left join per_client p on p.key = w.key
  group by w.key
),
firsts as (
  select s.client_id, min(s.members) as members, max(s.group_size) filter (where s.icf_ok) as max_group,
    min(s.start) as first_all,
    min(greatest(s.start, (select d from icf_from))) filter (where s.icf_ok and s.until >= (select d from icf_from)) as first_icf
  from s group by s.client_id
),
new_w as (
  select w.key,
    count(f.first_all) filter (where f.first_all >= ${wStart} and f.first_all <= w.finish) as n_all,
    coalesce(sum(coalesce(f.members, f.max_group, 1)) filter (where f.first_icf >= ${wStart} and f.first_icf <= w.finish), 0) as n_icf
  from w left join firsts f on w.sessions group by w.key
),
left_out as (
  select
    coalesce(sum(${minutesBetween(sql`${EVER}::date`, sql`(select d from icf_from) - 1`)}), 0) as before_edu,
    coalesce(sum(${afterEducation}) filter (where not s.consented), 0) as not_consented,
    coalesce(sum(${afterEducation}) filter (where s.consented and not s.icf_ok), 0) as large_groups
  from s
),
not_consented as (
  select s.client_id as id, cl.name, sum(${afterEducation}) as minutes
  from s join cl on cl.id = s.client_id where not s.consented
  group by s.client_id, cl.name having sum(${afterEducation}) > 0
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
  'education', (select coalesce(json_agg(json_build_object('id', e.id, 'name', e.programme_name, 'kind', e.kind,
      'startDate', e.start_date, 'endDate', e.end_date, 'totalHours', e.total_hours) order by e.start_date, e.id), '[]'::json)
    from education_records e where e.user_id = ${userId} and e.start_date <= ${today}::date),
  'educationStart', (select d from edu_start),
  'educationStartSetByCoach', (select education_start is not null from chosen),
  'icfPaths', (select icf_paths from chosen),
  'firstPractisedOn', (select first_practised_on from users where id = ${userId}),
  'firstSessionOn', (select min(date) from coaching_sessions where user_id = ${userId} and date <= ${today}::date),
  'windows', (
    select json_object_agg(w.key, json_build_object(
      'sessions', session_w.sessions,
      'newClients', json_build_object('all', new_w.n_all, 'icfLog', new_w.n_icf),
      'cpdHours', cpd_w.hours, 'cpdRecords', cpd_w.records,
      'feedback', fb_w.feedback, 'reflection', fb_w.reflection,
      'supervisionMinutes', sup_w.minutes))
    from w join session_w using (key) join new_w using (key) join cpd_w using (key) join fb_w using (key) join sup_w using (key)),
  'icfLeftOut', (select json_build_object(
      'beforeEducationMinutes', case when (select d from edu_start) is null then 0 else before_edu end,
      'notConsentedMinutes', not_consented, 'largeGroupMinutes', large_groups,
      'notConsentedClientCount', (select count(*) from not_consented),
      'notConsentedClients', (select coalesce(json_agg(n order by n.minutes desc, n.name), '[]'::json)
        from (select * from not_consented order by minutes desc, name limit 10) n))
    from left_out),
  'supervisionFirst', (select min(date) from sup),
  'supervisionLast', (select max(date) from sup),
  'mentor', (select coalesce(json_agg(m), '[]'::json) from (
      select date, upper(mentor_credential) as credential, mentor_credential_current as current,
        mentor_renewed as renewed, mentor_qualification as qualification, format, sum(duration) as minutes
      from mentor_coaching_sessions where user_id = ${userId} and date <= ${today}::date
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6) m),
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
        'supervisionMinutes', (select coalesce(sum(duration), 0) from sup where date between c.cycle_start and c.cycle_end))
    ) order by c.awarded_on), '[]'::json)
    from cycles c),
  'recordings', (select coalesce(json_agg(json_build_object('level', r.level,
      'complete', r.permission_on is not null and r.transcript_done and r.self_review_done
        and coalesce(btrim(r.mentor_feedback), '') <> '') order by r.recorded_on, r.id), '[]'::json)
    from performance_recordings r where r.user_id = ${userId}),
  'steps', (select coalesce(json_agg(json_build_object('body', a.body, 'level', a.level, 'appliedOn', a.applied_on,
      'examPassedOn', a.exam_passed_on) order by a.body, a.level), '[]'::json)
    from application_steps a where a.user_id = ${userId}),
  'goal', (select json_build_object('body', g.body, 'level', g.level, 'targetDate', g.target_date)
    from accreditation_goals g where g.user_id = ${userId}),
  'ticks', (select coalesce(json_object_agg(requirement_id, done_on), '{}'::json)
    from accreditation_ticks where user_id = ${userId})
) as figures`;
}
