import { sql, type SQL } from 'drizzle-orm';
import { windowStart } from '@/shared/domain/accreditation/dates';
import type { MeasuredRequirement, Window } from '@/shared/domain/accreditation/types';
import { paymentLabels } from '@/shared/schemas/coaching-sessions';
import { cpdCategoryLabels } from '@/shared/schemas/cpd';
import { feedbackKindLabels } from '@/shared/schemas/feedback';
import { supervisionTypeLabels } from '@/shared/schemas/supervision';

/** The rows behind one figure: a source table, what counts, and why the others do not. */
export interface DrillDownSource {
  /** Selects id, date, title, detail, minutes (or hours), and `reason` (null when the row counts). */
  rows: SQL;
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
): DrillDownSource | null {
  switch (requirement.kind) {
    case 'experienceHours':
    case 'paidHours':
    case 'distinctClients': {
      const sinceEducation = requirement.scope === 'sinceEducation';
      const window = requirement.kind === 'experienceHours' ? requirement.window : undefined;
      const reason = reasons([
        [
          sinceEducation ? sql`(select d from edu_start) is not null and s.date < (select d from edu_start)` : null,
          'Before the start of your coach-specific education',
        ],
        [before(window, today, sql`s.date`), window ? `Outside ${windowWords(window)}` : ''],
        [
          requirement.kind === 'paidHours' ? sql`s.payment <> 'paid'` : null,
          'Pro bono: counts in the hours, not the paid hours',
        ],
      ]);
      return {
        rows: sql`select s.id::text, s.date, c.name as title,
            ${labelled(sql`s.payment`, paymentLabels)}
              || case when s.session_type = 'individual' then '' else ', group of ' || s.group_size end as detail,
            s.duration / 60.0 as hours, ${reason} as reason
          from coaching_sessions s join clients c on c.id = s.client_id
          where s.user_id = ${userId} and s.date <= ${today}::date`,
      };
    }
    case 'mentorCoaching': {
      const accepted = requirement.mentor.credentials.map((credential) => credential.toLowerCase());
      return {
        rows: sql`select m.id::text, m.date, m.mentor_name as title,
            upper(m.mentor_credential) || ' mentor, ' || case when m.format = 'group' then 'group of ' || m.group_size
              || ' (group hours count up to ' || ${requirement.mentor.groupHoursCap}::int || ' in all)' else 'one-to-one' end as detail,
            m.duration / 60.0 as hours,
            case when m.mentor_credential = any(${`{${accepted.join(',')}}`}::text[]) then null
              else 'A mentor with this credential does not count for this level' end as reason
          from mentor_coaching_sessions m where m.user_id = ${userId} and m.date <= ${today}::date`,
      };
    }
    case 'educationHours':
      return {
        rows: sql`select e.id::text, e.start_date as date, e.programme_name as title, e.provider as detail,
            e.total_hours::float8 as hours,
            case when e.start_date > ${today}::date then 'Starts after today' else null end as reason
          from education_records e where e.user_id = ${userId}`,
      };
    case 'supervisionQuarters':
    case 'monthsInSupervision': {
      const window = requirement.kind === 'supervisionQuarters' ? { months: 3 * requirement.target } : undefined;
      return {
        rows: sql`select v.id::text, v.date, v.supervisor_name as title,
            ${labelled(sql`v.supervision_type`, supervisionTypeLabels)} as detail,
            v.duration / 60.0 as hours,
            ${reasons([[before(window, today, sql`v.date`), window ? `Outside ${windowWords(window)}` : '']])} as reason
          from supervision_sessions v where v.user_id = ${userId} and v.date <= ${today}::date`,
      };
    }
    case 'cpdHours':
    case 'cpdRecords':
      return {
        rows: sql`select p.id::text, p.date, p.title,
            ${labelled(sql`p.category`, cpdCategoryLabels)} as detail,
            p.hours::float8 as hours,
            ${reasons([[before(requirement.window, today, sql`p.date`), `Outside ${windowWords(requirement.window)}`]])} as reason
          from cpd_records p where p.user_id = ${userId} and p.date <= ${today}::date`,
      };
    case 'entries': {
      const kind = requirement.entry === 'feedback' ? 'client_feedback' : 'reflection';
      return {
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
            ])} as reason
          from feedback_entries f where f.user_id = ${userId} and f.date <= ${today}::date`,
      };
    }
    case 'yearsPractising':
      return null;
    case 'credentialHeld': {
      const levels = `{${requirement.levels.map((level) => `"${level.toUpperCase()}"`).join(',')}}`;
      const counts = sql`upper(h.body) = ${requirement.body} and upper(replace(h.level, '_', ' ')) = any(${levels}::text[])`;
      return {
        rows: sql`select h.id::text, h.awarded_on as date, upper(h.body) || ' ' || case when h.body = 'icf' then upper(h.level)
              else initcap(replace(h.level, '_', ' ')) end as title,
            case when h.expires_on is null then null else 'Expires ' || h.expires_on::text end as detail,
            null::float8 as hours,
            case when ${counts} then null else 'Another credential' end as reason
          from held_credentials h where h.user_id = ${userId}`,
      };
    }
  }
}
