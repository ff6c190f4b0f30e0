-- Keeps coach_month_totals equal to the coaching sessions it summarises, in the transaction of
-- every write. Statement-level triggers with transition tables apply one grouped delta per
-- statement, so a 10,000-row import costs one upsert per month, not one per row. A coach whose
-- user row is gone (account deletion cascading to the sessions) is skipped: their totals
-- cascade away with the user.
CREATE FUNCTION coach_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO coach_month_totals AS t (user_id, month, sessions, minutes)
    SELECT o.user_id, date_trunc('month', o.date)::date, -count(*), -sum(o.duration)
      FROM old_rows o
     WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
     GROUP BY 1, 2
    ON CONFLICT (user_id, month) DO UPDATE
      SET sessions = t.sessions + excluded.sessions, minutes = t.minutes + excluded.minutes, updated_at = now();
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO coach_month_totals AS t (user_id, month, sessions, minutes)
    SELECT n.user_id, date_trunc('month', n.date)::date, count(*), sum(n.duration)
      FROM new_rows n
     GROUP BY 1, 2
    ON CONFLICT (user_id, month) DO UPDATE
      SET sessions = t.sessions + excluded.sessions, minutes = t.minutes + excluded.minutes, updated_at = now();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_month_totals_insert AFTER INSERT ON coaching_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coach_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_month_totals_update AFTER UPDATE ON coaching_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coach_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_month_totals_delete AFTER DELETE ON coaching_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION coach_month_totals_apply();
--> statement-breakpoint
INSERT INTO coach_month_totals (user_id, month, sessions, minutes)
SELECT user_id, date_trunc('month', date)::date, count(*), sum(duration)
  FROM coaching_sessions
 GROUP BY 1, 2;
