-- Hand-written: marks a coach's cached accreditation figures stale in the transaction of every
-- write to a table the figures read, so a read never serves figures older than the data. Each
-- write bumps accreditation_figures_cache.version; the cached figures are served only while their
-- figures_version still equals it. Statement-level triggers with transition tables bump each coach
-- once per statement, so a 10,000-row import costs one upsert per coach, not one per row. A coach
-- whose user row is gone (account deletion cascading to their rows) is skipped: the cache row
-- cascades away with the user.
CREATE FUNCTION accreditation_figures_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO accreditation_figures_cache AS c (user_id, version)
    SELECT DISTINCT o.user_id, 1 FROM old_rows o
     WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
    ON CONFLICT (user_id) DO UPDATE SET version = c.version + 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO accreditation_figures_cache AS c (user_id, version)
    SELECT DISTINCT n.user_id, 1 FROM new_rows n
     WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id)
    ON CONFLICT (user_id) DO UPDATE SET version = c.version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The figures read one column of users, the date the coach started practising; transition tables
-- cannot go with a column list, so this one is a row trigger on that column alone.
CREATE FUNCTION accreditation_figures_touch_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO accreditation_figures_cache AS c (user_id, version) VALUES (NEW.id, 1)
  ON CONFLICT (user_id) DO UPDATE SET version = c.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_accreditation_figures AFTER UPDATE OF first_practised_on ON users
  FOR EACH ROW WHEN (OLD.first_practised_on IS DISTINCT FROM NEW.first_practised_on)
  EXECUTE FUNCTION accreditation_figures_touch_user();
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_accreditation_figures_insert AFTER INSERT ON coaching_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_accreditation_figures_update AFTER UPDATE ON coaching_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_accreditation_figures_delete AFTER DELETE ON coaching_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_accreditation_figures_insert AFTER INSERT ON supervision_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_accreditation_figures_update AFTER UPDATE ON supervision_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_accreditation_figures_delete AFTER DELETE ON supervision_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER cpd_records_accreditation_figures_insert AFTER INSERT ON cpd_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER cpd_records_accreditation_figures_update AFTER UPDATE ON cpd_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER cpd_records_accreditation_figures_delete AFTER DELETE ON cpd_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER education_records_accreditation_figures_insert AFTER INSERT ON education_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER education_records_accreditation_figures_update AFTER UPDATE ON education_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER education_records_accreditation_figures_delete AFTER DELETE ON education_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER mentor_coaching_sessions_accreditation_figures_insert AFTER INSERT ON mentor_coaching_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER mentor_coaching_sessions_accreditation_figures_update AFTER UPDATE ON mentor_coaching_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER mentor_coaching_sessions_accreditation_figures_delete AFTER DELETE ON mentor_coaching_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER feedback_entries_accreditation_figures_insert AFTER INSERT ON feedback_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER feedback_entries_accreditation_figures_update AFTER UPDATE ON feedback_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER feedback_entries_accreditation_figures_delete AFTER DELETE ON feedback_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER held_credentials_accreditation_figures_insert AFTER INSERT ON held_credentials
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER held_credentials_accreditation_figures_update AFTER UPDATE ON held_credentials
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER held_credentials_accreditation_figures_delete AFTER DELETE ON held_credentials
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER accreditation_ticks_accreditation_figures_insert AFTER INSERT ON accreditation_ticks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER accreditation_ticks_accreditation_figures_update AFTER UPDATE ON accreditation_ticks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER accreditation_ticks_accreditation_figures_delete AFTER DELETE ON accreditation_ticks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER accreditation_settings_accreditation_figures_insert AFTER INSERT ON accreditation_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER accreditation_settings_accreditation_figures_update AFTER UPDATE ON accreditation_settings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
--> statement-breakpoint
CREATE TRIGGER accreditation_settings_accreditation_figures_delete AFTER DELETE ON accreditation_settings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accreditation_figures_touch();
