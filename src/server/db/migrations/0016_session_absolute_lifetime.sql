-- A session ends 30 days after its sign-in however often it is used (ASVS 7.3.2): Better Auth
-- pushes `expires_at` back 7 days at each hourly refresh with no overall cap, so the cap is kept
-- here, where every path that writes a session (sign-in, refresh, any Better Auth endpoint) meets
-- it. SESSION_ABSOLUTE_LIFETIME_MS in src/server/lib/auth-extras/session-lookup.ts is the same 30 days.
CREATE FUNCTION auth_sessions_cap_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.expires_at := least(NEW.expires_at, NEW.created_at + interval '30 days');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_cap_expiry BEFORE INSERT OR UPDATE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION auth_sessions_cap_expiry();
--> statement-breakpoint
UPDATE auth_sessions SET expires_at = created_at + interval '30 days' WHERE expires_at > created_at + interval '30 days';
