import { sql, type SQL } from 'drizzle-orm';
import { windowStart } from '@/shared/domain/accreditation/dates';
import type { MeasuredRequirement, Window } from '@/shared/domain/accreditation/types';
import { paymentLabels } from '@/shared/schemas/coaching-sessions';
import { cpdCategoryLabels } from '@/shared/schemas/cpd';
import { feedbackKindLabels } from '@/shared/schemas/feedback';
import { supervisionTypeLabels } from '@/shared/schemas/supervision';
import type { IcfCounting } from './figures-query';

/** The rows behind one figure: a source table, what counts, and why the others do not. */
export interface DrillDownSource {
  /** Selects id, date, title, detail, hours, `reason` (null when the row counts) and client_id (or null). */
  rows: SQL;
  /** How the page opens: clients are listed per client, hours row by row. */
  group: 'rows' | 'client';
}

const windowWords = (window: Window) =>
  window.months ? `the last ${window.months} months` : `the last ${window.days} days`;

/** `case when <test> then <reason> ... else null end`: the first reason that applies. */
function reasons(cases: [SQL | null, string][]) {
  const applicable = cases.filter((entry): entry is [SQL, string] => entry[0] !== null);
  if (applicable.length === 0) return sql`null::text`;
  return sql`case ${sql.join(
    applicable.map(([test, reason]) => sql`when ${test} then ${reason}::text`),
    sql` `,
  )} else null end`;
}

/** An enum column as the label the forms and exports show, from the one list of labels. */
function labelled(column: SQL, labels: Record<string, string>) {
  return sql`case ${column} ${sql.join(
    Object.entries(labels).map(([value, label]) => sql`when ${value} then ${label}::text`),
    sql` `,
  )} end`;
}

const before = (window: Window | undefined, today: string, column: SQL) =>
  window ? sql`${column} < ${windowStart(today, window)}::date` : null;

/** Which rows a requirement reads, for the drill-down behind its figure. */
export function drillDownSource(
  requirement: MeasuredRequirement,
  userId: string,
  today: string,
  counting: IcfCounting,
): DrillDownSource | null {
  switch (requirement.kind) {
    case 'experienceHours':
    case 'paidHours':
    case 'distinctClients': {
      const icf = requirement.scope === 'icfLog';
      const window = requirement.kind === 'experienceHours' ? requirement.window : undefined;
      const from = window ? sql`${windowStart(today, window)}::date` : sql`'1900-01-01'::date`;
      const lower = icf ? sql`greatest(${from}, (select d from icf_from))` : from;
      const counted = sql`(s.duration * greatest(0, least(s.until, ${today}::date) - greatest(s.date, ${lower}) + 1) / s.span)`;
      const reason = reasons([
        [sql`not s.completed`, 'Marked not completed: no body counts it'],
        [icf ? sql`s.until < (select d from icf_from)` : null, 'Before the start of your coach-specific education'],
        [icf ? sql`not c.include_in_exports` : null, 'The client has not consented to appear in your ICF log'],
        [
          icf ? sql`coalesce(s.size, 1) > ${counting.maxGroup}` : null,
          `A group of more than ${counting.maxGroup}: ICF does not count it`,
        ],
        [before(window, today, sql`s.until`), window ? `Outside ${windowWords(window)}` : ''],
        [
          requirement.kind === 'paidHours' ? sql`s.payment <> 'paid'` : null,
          'Pro bono: counts in the hours, not the paid hours',
        ],
      ]);
      return {
        group: requirement.kind === 'distinctClients' ? 'client' : 'rows',
        rows: sql`select s.id::text, s.date, c.name as title,
            ${labelled(sql`s.payment`, paymentLabels)}
              || case when s.is_imported_summary then ', imported summary to ' || s.summary_end_date::text else '' end
              || case when s.size is null then '' else ', group of ' || s.size end as detail,
            case when ${reason} is null then ${counted} else s.duration end / 60.0 as hours, ${reason} as reason,
            s.client_id::text as client_id
          from (select x.*, greatest(x.date, coalesce(x.summary_end_date, x.date)) as until,
                  (greatest(x.date, coalesce(x.summary_end_date, x.date)) - x.date + 1)::numeric as span,
                  coalesce(case when x.session_type <> 'individual' then x.group_size end, cx.group_members) as size
                from coaching_sessions x join clients cx on cx.id = x.client_id
                where x.user_id = ${userId} and x.date <= ${today}::date) s
          join clients c on c.id = s.client_id`,
      };
    }
    case 'mentorCoaching': {
      const accepted = requirement.mentor.credentials.map((credential) => credential.toLowerCase());
      return {
        group: 'rows',
        rows: sql`select m.id::text, m.date, m.mentor_name as title,
            upper(m.mentor_credential) || ' mentor, ' || case when m.format = 'group' then 'group of ' || m.group_size
              || ' (group hours count up to ' || ${requirement.mentor.groupHoursCap}::int || ' in all)' else 'one-to-one' end as detail,
            m.duration / 60.0 as hours,
            case when m.mentor_credential <> all(${`{${accepted.join(',')}}`}::text[])
                then 'A mentor with this credential does not count for this level'
              when not m.mentor_credential_current then 'The mentor''s credential was not current'
              when m.mentor_credential = 'acc' and not m.mentor_renewed then 'An ACC mentor who had not yet renewed'
              ${requirement.mentor.qualification ? sql`when m.date >= ${requirement.mentor.qualification.from}::date and coalesce(m.mentor_qualification, '') <> all(${`{${requirement.mentor.qualification.levels.join(',')}}`}::text[]) then 'A mentor without the Mentor Coach Specialization at this level'` : sql``}
              else null end as reason, null::text as client_id
          from mentor_coaching_sessions m where m.user_id = ${userId} and m.date <= ${today}::date`,
      };
    }
    case 'educationHours':
    case 'programmeCompleted':
      return {
        group: 'rows',
        rows: sql`select e.id::text, e.start_date as date, e.programme_name as title, e.provider as detail,
            e.total_hours::float8 as hours,
            case when e.start_date > ${today}::date then 'Starts after today'
              when e.end_date is null or e.end_date > ${today}::date then 'In progress: counts when it ends'
              else null end as reason, null::text as client_id
          from education_records e where e.user_id = ${userId}`,
      };
    case 'recordings':
      return {
        group: 'rows',
        rows: sql`select r.id::text, r.recorded_on as date, coalesce(c.name, 'Recording') as title,
            upper(r.level) || ' recording, ' || r.duration || ' min' as detail, r.duration / 60.0 as hours,
            case when r.level <> ${requirement.level} then 'A recording for another credential'
              when r.permission_on is null then 'No written permission from the client recorded'
              when not r.transcript_done then 'Transcript not done'
              when not r.self_review_done then 'Self-review against the markers not done'
              when coalesce(btrim(r.mentor_feedback), '') = '' then 'No mentor feedback yet'
              else null end as reason, r.client_id::text as client_id
          from performance_recordings r left join clients c on c.id = r.client_id and c.user_id = r.user_id
          where r.user_id = ${userId}`,
      };
    case 'supervisionQuarters':
    case 'monthsInSupervision': {
      const window = requirement.kind === 'supervisionQuarters' ? { months: 3 * requirement.target } : undefined;
      return {
        group: 'rows',
        rows: sql`select v.id::text, v.date, v.supervisor_name as title,
            ${labelled(sql`v.supervision_type`, supervisionTypeLabels)} as detail,
            v.duration / 60.0 as hours,
            ${reasons([[before(window, today, sql`v.date`), window ? `Outside ${windowWords(window)}` : '']])} as reason,
            null::text as client_id
          from supervision_sessions v where v.user_id = ${userId} and v.date <= ${today}::date`,
      };
    }
    case 'cpdHours':
    case 'cpdRecords':
      return {
        group: 'rows',
        rows: sql`select p.id::text, p.date, p.title,
            ${labelled(sql`p.category`, cpdCategoryLabels)} as detail,
            p.hours::float8 as hours,
            ${reasons([[before(requirement.window, today, sql`p.date`), `Outside ${windowWords(requirement.window)}`]])} as reason,
            null::text as client_id
          from cpd_records p where p.user_id = ${userId} and p.date <= ${today}::date`,
      };
    case 'entries': {
      const kind = requirement.entry === 'feedback' ? 'client_feedback' : 'reflection';
      return {
        group: 'rows',
        rows: sql`select f.id::text, f.date, left(f.content, 80) as title,
            ${labelled(sql`f.kind`, feedbackKindLabels)} as detail,
            null::float8 as hours,
            ${reasons([
              [
                sql`f.kind <> ${kind}`,
                requirement.entry === 'feedback'
                  ? 'A reflection, not client feedback'
                  : 'Client feedback, not a reflection',
              ],
              [before(requirement.window, today, sql`f.date`), `Outside ${windowWords(requirement.window)}`],
            ])} as reason, f.client_id::text as client_id
          from feedback_entries f where f.user_id = ${userId} and f.date <= ${today}::date`,
      };
    }
    case 'yearsPractising':
      return null;
    case 'credentialHeld': {
      const levels = `{${requirement.levels.map((level) => `"${level.toUpperCase()}"`).join(',')}}`;
      const counts = sql`upper(h.body) = ${requirement.body} and upper(replace(h.level, '_', ' ')) = any(${levels}::text[])`;
      return {
        group: 'rows',
        rows: sql`select h.id::text, h.awarded_on as date, upper(h.body) || ' ' || case when h.body = 'icf' then upper(h.level)
              else initcap(replace(h.level, '_', ' ')) end as title,
            case when h.expires_on is null then null else 'Expires ' || h.expires_on::text end as detail,
            null::float8 as hours,
            case when ${counts} then null else 'Another credential' end as reason, null::text as client_id
          from held_credentials h where h.user_id = ${userId}`,
      };
    }
  }
}
