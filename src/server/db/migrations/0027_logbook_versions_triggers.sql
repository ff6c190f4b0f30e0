-- Hand-written: bumps the coach's logbook version in the transaction of every write to a table the
-- dashboard reads (clients, coaching sessions, supervision, CPD), so that a figure computed at one
-- version is never served after a write (ADR 032). Statement-level triggers with transition tables
-- bump each coach once per statement, so a 10,000-row import costs one upsert per coach, not one
-- per row. A coach whose user row is gone (account deletion cascading to their rows) is skipped:
-- their version row cascades away with the user. As migration 0025 does for accreditation.
--
-- Lock order: a write to coaching sessions, supervision or CPD locks the coach's accreditation
-- cache row (migration 0025's triggers fire first, by name) and then their logbook version row.
-- A write to clients alone would lock only the version row, so a transaction writing clients and
-- then sessions (an import) would lock them in the other order, and could deadlock with a session
-- logged at the same moment. So on clients this function takes the accreditation row's lock first,
-- creating the row if need be, without changing its version: every transaction locks the two in one
-- order (and several coaches' rows in the order of their ids).
CREATE FUNCTION logbook_version_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  coaches text[] := '{}';
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
  -- TG_ARGV[0] = 'lock_accreditation_first' on the tables whose writes do not already lock it.
  IF TG_NARGS > 0 AND TG_ARGV[0] = 'lock_accreditation_first' THEN
    INSERT INTO accreditation_figures_cache AS a (user_id, version)
    SELECT c, 0 FROM unnest(coaches) c
    ON CONFLICT (user_id) DO UPDATE SET version = a.version;
  END IF;
  INSERT INTO logbook_versions AS v (user_id, version)
  SELECT c, 1 FROM unnest(coaches) c
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clients_logbook_version_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch('lock_accreditation_first');
--> statement-breakpoint
CREATE TRIGGER clients_logbook_version_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch('lock_accreditation_first');
--> statement-breakpoint
CREATE TRIGGER clients_logbook_version_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch('lock_accreditation_first');
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_logbook_version_insert AFTER INSERT ON coaching_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_logbook_version_update AFTER UPDATE ON coaching_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
--> statement-breakpoint
CREATE TRIGGER coaching_sessions_logbook_version_delete AFTER DELETE ON coaching_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_logbook_version_insert AFTER INSERT ON supervision_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_logbook_version_update AFTER UPDATE ON supervision_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
--> statement-breakpoint
CREATE TRIGGER supervision_sessions_logbook_version_delete AFTER DELETE ON supervision_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
--> statement-breakpoint
CREATE TRIGGER cpd_records_logbook_version_insert AFTER INSERT ON cpd_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
--> statement-breakpoint
CREATE TRIGGER cpd_records_logbook_version_update AFTER UPDATE ON cpd_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
--> statement-breakpoint
CREATE TRIGGER cpd_records_logbook_version_delete AFTER DELETE ON cpd_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_version_touch();
