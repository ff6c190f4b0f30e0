-- Hand-written: one trigger function keeps every kept figure fresh, in one lock order (issue 28 §1).
-- Which tables feed which kept figures is declared once, in src/server/db/kept-figures.ts; the
-- triggers below follow it, and kept-figures.test.ts reads pg_trigger on PGlite and PostgreSQL and
-- fails on a table that lacks its trigger or has one it should not.
--
-- Each table gets one statement-level trigger per operation (transition tables: a 10,000-row
-- import costs one statement per coach, not one per row) whose arguments name the figures it
-- feeds: 'accreditation' (accreditation_figures_cache.version), 'logbook' (logbook_versions) and
-- 'month_totals' (coach_month_totals). Whatever the table, the function takes the rows in one
-- order: the coaches' accreditation rows, then their logbook rows, then their month rows, each
-- in the order of the coach's id; a figure a table does not feed but that comes before one it
-- does is locked without being changed. So no two transactions can take them in opposite
-- orders, whatever tables they write and in whatever order (ADR 032's deadlock, now ruled out
-- by construction instead of by trigger names). A coach whose user row is gone (an account
-- deletion cascading) is skipped: their rows cascade away with the user.
--
-- Month totals spread an imported ICF log summary (ADR 016) evenly over its dates: each month
-- gets the minutes of its days, rounded so that the months add up to the summary's minutes; the
-- summary counts as one session in its first month.
DROP TRIGGER coaching_sessions_accreditation_figures_insert ON coaching_sessions;
--> statement-breakpoint
DROP TRIGGER coaching_sessions_accreditation_figures_update ON coaching_sessions;
--> statement-breakpoint
DROP TRIGGER coaching_sessions_accreditation_figures_delete ON coaching_sessions;
--> statement-breakpoint
DROP TRIGGER supervision_sessions_accreditation_figures_insert ON supervision_sessions;
--> statement-breakpoint
DROP TRIGGER supervision_sessions_accreditation_figures_update ON supervision_sessions;
--> statement-breakpoint
DROP TRIGGER supervision_sessions_accreditation_figures_delete ON supervision_sessions;
--> statement-breakpoint
DROP TRIGGER cpd_records_accreditation_figures_insert ON cpd_records;
--> statement-breakpoint
DROP TRIGGER cpd_records_accreditation_figures_update ON cpd_records;
--> statement-breakpoint
DROP TRIGGER cpd_records_accreditation_figures_delete ON cpd_records;
--> statement-breakpoint
DROP TRIGGER education_records_accreditation_figures_insert ON education_records;
--> statement-breakpoint
DROP TRIGGER education_records_accreditation_figures_update ON education_records;
--> statement-breakpoint
DROP TRIGGER education_records_accreditation_figures_delete ON education_records;
--> statement-breakpoint
DROP TRIGGER mentor_coaching_sessions_accreditation_figures_insert ON mentor_coaching_sessions;
--> statement-breakpoint
DROP TRIGGER mentor_coaching_sessions_accreditation_figures_update ON mentor_coaching_sessions;
--> statement-breakpoint
DROP TRIGGER mentor_coaching_sessions_accreditation_figures_delete ON mentor_coaching_sessions;
--> statement-breakpoint
DROP TRIGGER feedback_entries_accreditation_figures_insert ON feedback_entries;
--> statement-breakpoint
DROP TRIGGER feedback_entries_accreditation_figures_update ON feedback_entries;
--> statement-breakpoint
DROP TRIGGER feedback_entries_accreditation_figures_delete ON feedback_entries;
--> statement-breakpoint
DROP TRIGGER held_credentials_accreditation_figures_insert ON held_credentials;
--> statement-breakpoint
DROP TRIGGER held_credentials_accreditation_figures_update ON held_credentials;
--> statement-breakpoint
DROP TRIGGER held_credentials_accreditation_figures_delete ON held_credentials;
--> statement-breakpoint
DROP TRIGGER accreditation_ticks_accreditation_figures_insert ON accreditation_ticks;
--> statement-breakpoint
DROP TRIGGER accreditation_ticks_accreditation_figures_update ON accreditation_ticks;
--> statement-breakpoint
DROP TRIGGER accreditation_ticks_accreditation_figures_delete ON accreditation_ticks;
--> statement-breakpoint
DROP TRIGGER accreditation_settings_accreditation_figures_insert ON accreditation_settings;
--> statement-breakpoint
DROP TRIGGER accreditation_settings_accreditation_figures_update ON accreditation_settings;
--> statement-breakpoint
DROP TRIGGER accreditation_settings_accreditation_figures_delete ON accreditation_settings;
--> statement-breakpoint
DROP TRIGGER clients_logbook_version_insert ON clients;
--> statement-breakpoint
DROP TRIGGER clients_logbook_version_update ON clients;
--> statement-breakpoint
DROP TRIGGER clients_logbook_version_delete ON clients;
--> statement-breakpoint
DROP TRIGGER coaching_sessions_logbook_version_insert ON coaching_sessions;
--> statement-breakpoint
DROP TRIGGER coaching_sessions_logbook_version_update ON coaching_sessions;
--> statement-breakpoint
DROP TRIGGER coaching_sessions_logbook_version_delete ON coaching_sessions;
--> statement-breakpoint
DROP TRIGGER supervision_sessions_logbook_version_insert ON supervision_sessions;
--> statement-breakpoint
DROP TRIGGER supervision_sessions_logbook_version_update ON supervision_sessions;
--> statement-breakpoint
DROP TRIGGER supervision_sessions_logbook_version_delete ON supervision_sessions;
--> statement-breakpoint
DROP TRIGGER cpd_records_logbook_version_insert ON cpd_records;
--> statement-breakpoint
DROP TRIGGER cpd_records_logbook_version_update ON cpd_records;
--> statement-breakpoint
DROP TRIGGER cpd_records_logbook_version_delete ON cpd_records;
--> statement-breakpoint
DROP TRIGGER coaching_sessions_month_totals_insert ON coaching_sessions;
--> statement-breakpoint
DROP TRIGGER coaching_sessions_month_totals_update ON coaching_sessions;
--> statement-breakpoint
DROP TRIGGER coaching_sessions_month_totals_delete ON coaching_sessions;
--> statement-breakpoint
DROP FUNCTION logbook_version_touch();
--> statement-breakpoint
DROP FUNCTION coach_month_totals_apply();
--> statement-breakpoint
DROP FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TYPE kept_figures_session AS (user_id text, date date, summary_end_date date, duration integer, sign integer);
--> statement-breakpoint
-- A session's minutes per calendar month: all in its month for a session, spread by days for an
-- imported summary (the floor of the running share, so the pieces add up to the whole).
CREATE FUNCTION kept_figures_month_pieces(sessions kept_figures_session[])
RETURNS TABLE (user_id text, month date, sessions integer, minutes integer) LANGUAGE sql IMMUTABLE AS $$
  WITH r AS (
    SELECT s.user_id, s.date AS start, greatest(s.date, coalesce(s.summary_end_date, s.date)) AS finish,
           s.duration, s.sign
      FROM unnest(sessions) s
  )
  SELECT r.user_id, m::date,
         (r.sign * CASE WHEN m = date_trunc('month', r.start::timestamp) THEN 1 ELSE 0 END)::int,
         (r.sign * (floor(r.duration::numeric * (least(r.finish, (m + interval '1 month')::date - 1) - r.start + 1)
                          / (r.finish - r.start + 1))
                    - floor(r.duration::numeric * (greatest(r.start, m::date) - r.start) / (r.finish - r.start + 1))))::int
    FROM r, generate_series(date_trunc('month', r.start::timestamp), date_trunc('month', r.finish::timestamp), interval '1 month') m
$$;
--> statement-breakpoint
CREATE FUNCTION kept_figures_month_deltas(sessions kept_figures_session[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO coach_month_totals AS t (user_id, month, sessions, minutes)
  SELECT p.user_id, p.month, sum(p.sessions), sum(p.minutes)
    FROM kept_figures_month_pieces(sessions) p
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, month) DO UPDATE
    SET sessions = t.sessions + excluded.sessions, minutes = t.minutes + excluded.minutes, updated_at = now();
$$;
--> statement-breakpoint
CREATE FUNCTION kept_figures_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  coaches text[] := '{}';
  feeds_month boolean := 'month_totals' = ANY(TG_ARGV);
  feeds_logbook boolean := 'logbook' = ANY(TG_ARGV);
  feeds_accreditation boolean := 'accreditation' = ANY(TG_ARGV);
BEGIN
  -- Each transition table exists only for the operations that have one.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    coaches := coaches || ARRAY(SELECT user_id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    coaches := coaches || ARRAY(SELECT user_id FROM new_rows);
  END IF;
  coaches := ARRAY(SELECT DISTINCT c FROM unnest(coaches) c
                    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c) ORDER BY c);
  IF array_length(coaches, 1) IS NULL THEN
    RETURN NULL;
  END IF;
  -- 1. Accreditation rows: bumped when fed, else locked (when a later figure is fed).
  INSERT INTO accreditation_figures_cache AS a (user_id, version)
  SELECT c, CASE WHEN feeds_accreditation THEN 1 ELSE 0 END FROM unnest(coaches) c ORDER BY c
  ON CONFLICT (user_id) DO UPDATE
    SET version = a.version + CASE WHEN feeds_accreditation THEN 1 ELSE 0 END;
  -- 2. Logbook rows: bumped when fed, else locked when month totals follow.
  IF feeds_logbook OR feeds_month THEN
    INSERT INTO logbook_versions AS v (user_id, version)
    SELECT c, CASE WHEN feeds_logbook THEN 1 ELSE 0 END FROM unnest(coaches) c ORDER BY c
    ON CONFLICT (user_id) DO UPDATE SET version = v.version + CASE WHEN feeds_logbook THEN 1 ELSE 0 END;
  END IF;
  -- 3. Month rows: the deltas of the rows written, old ones taken away, new ones added.
  IF feeds_month THEN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM kept_figures_month_deltas(ARRAY(SELECT row(o.user_id, o.date, o.summary_end_date, o.duration, -1)::kept_figures_session
                                                FROM old_rows o WHERE o.user_id = ANY(coaches)));
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM kept_figures_month_deltas(ARRAY(SELECT row(n.user_id, n.date, n.summary_end_date, n.duration, 1)::kept_figures_session
                                                FROM new_rows n WHERE n.user_id = ANY(coaches)));
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accreditation_goals_kept_figures_insert AFTER INSERT ON accreditation_goals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER accreditation_goals_kept_figures_update AFTER UPDATE ON accreditation_goals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER accreditation_goals_kept_figures_delete AFTER DELETE ON accreditation_goals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER accreditation_settings_kept_figures_insert AFTER INSERT ON accreditation_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER accreditation_settings_kept_figures_update AFTER UPDATE ON accreditation_settings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER accreditation_settings_kept_figures_delete AFTER DELETE ON accreditation_settings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER accreditation_ticks_kept_figures_insert AFTER INSERT ON accreditation_ticks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER accreditation_ticks_kept_figures_update AFTER UPDATE ON accreditation_ticks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER accreditation_ticks_kept_figures_delete AFTER DELETE ON accreditation_ticks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER application_steps_kept_figures_insert AFTER INSERT ON application_steps
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER application_steps_kept_figures_update AFTER UPDATE ON application_steps
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER application_steps_kept_figures_delete AFTER DELETE ON application_steps
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER clients_kept_figures_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
CREATE TRIGGER clients_kept_figures_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
CREATE TRIGGER clients_kept_figures_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_kept_figures_insert AFTER INSERT ON coaching_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook', 'month_totals');
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_kept_figures_update AFTER UPDATE ON coaching_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook', 'month_totals');
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_kept_figures_delete AFTER DELETE ON coaching_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook', 'month_totals');
--> statement-breakpoint
CREATE TRIGGER cpd_records_kept_figures_insert AFTER INSERT ON cpd_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
CREATE TRIGGER cpd_records_kept_figures_update AFTER UPDATE ON cpd_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
CREATE TRIGGER cpd_records_kept_figures_delete AFTER DELETE ON cpd_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
CREATE TRIGGER education_records_kept_figures_insert AFTER INSERT ON education_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER education_records_kept_figures_update AFTER UPDATE ON education_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER education_records_kept_figures_delete AFTER DELETE ON education_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER feedback_entries_kept_figures_insert AFTER INSERT ON feedback_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER feedback_entries_kept_figures_update AFTER UPDATE ON feedback_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER feedback_entries_kept_figures_delete AFTER DELETE ON feedback_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER held_credentials_kept_figures_insert AFTER INSERT ON held_credentials
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER held_credentials_kept_figures_update AFTER UPDATE ON held_credentials
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER held_credentials_kept_figures_delete AFTER DELETE ON held_credentials
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER mentor_coaching_sessions_kept_figures_insert AFTER INSERT ON mentor_coaching_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER mentor_coaching_sessions_kept_figures_update AFTER UPDATE ON mentor_coaching_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER mentor_coaching_sessions_kept_figures_delete AFTER DELETE ON mentor_coaching_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER performance_recordings_kept_figures_insert AFTER INSERT ON performance_recordings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER performance_recordings_kept_figures_update AFTER UPDATE ON performance_recordings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER performance_recordings_kept_figures_delete AFTER DELETE ON performance_recordings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation');
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_kept_figures_insert AFTER INSERT ON supervision_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_kept_figures_update AFTER UPDATE ON supervision_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_kept_figures_delete AFTER DELETE ON supervision_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_touch('accreditation', 'logbook');
--> statement-breakpoint
-- The month totals again from every session, now with summaries spread over their months.
DELETE FROM coach_month_totals;
--> statement-breakpoint
SELECT kept_figures_month_deltas(ARRAY(SELECT row(s.user_id, s.date, s.summary_end_date, s.duration, 1)::kept_figures_session
                                         FROM coaching_sessions s));
--> statement-breakpoint
-- Every cached accreditation figure was computed by the old query: none may be served again.
UPDATE accreditation_figures_cache SET figures = NULL, figures_version = NULL, inputs = NULL;
--> statement-breakpoint
-- An exam ticked as passed becomes the application step it is; it is no longer a requirement.
INSERT INTO application_steps (user_id, body, level, exam_passed_on)
SELECT user_id, 'ICF', upper(split_part(requirement_id, '-', 2)), done_on
  FROM accreditation_ticks WHERE requirement_id IN ('icf-acc-exam', 'icf-pcc-exam', 'icf-mcc-exam')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM accreditation_ticks WHERE requirement_id IN ('icf-acc-exam', 'icf-pcc-exam', 'icf-mcc-exam');
