-- Written by hand, as 0022 (drizzle-kit knows neither functions nor triggers). Why: docs/decisions/029-sessions-checked-in-memory.md.
-- Each process keeps the sessions it checked in memory; whatever changes what a session's check reads (the user's row,
-- the key's row, whether the user has a driver profile) tells every process which user to check again, from any
-- writer: the app's own code, the staff console, a job, a psql session. The payload is the user's id; NOTIFY is
-- delivered at commit, and the same user named twice in one transaction is sent once.
CREATE OR REPLACE FUNCTION auth_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Branches, not one CASE: PL/pgSQL plans an expression whole, and a users row has no user_id.
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_sessions', OLD.id::text);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('auth_sessions', OLD.user_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('auth_sessions', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_auth_session_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_session_changed();--> statement-breakpoint
-- A new key needs no word (no process has it yet); its "last used" mark changes nothing a check reads.
CREATE TRIGGER auth_tokens_auth_session_changed AFTER DELETE OR UPDATE OF user_id, token_hash ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION auth_session_changed();--> statement-breakpoint
CREATE TRIGGER drivers_auth_session_changed AFTER INSERT OR DELETE OR UPDATE OF user_id ON drivers
  FOR EACH ROW EXECUTE FUNCTION auth_session_changed();
