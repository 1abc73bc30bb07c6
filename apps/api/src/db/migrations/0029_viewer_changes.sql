-- Custom SQL: what a signed-in buyer's catalogue answer depends on besides the catalogue, announced
-- on the same channel as the catalogue's changes (0017), so each API process can keep a copy of
-- the accounts behind the tokens it sees and of their favourites, and drop a copy the moment the
-- database says it changed (lib/noticed-copies.ts). Payloads (ignored by the catalogue cache):
--   u|<user id>   the account's name, e-mail, role, avatar, token version, ban or deletion changed
--   f|<user id>   the person's favourites changed
CREATE FUNCTION "account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalogue_changes', 'u|' || OLD.id);
  ELSE
    PERFORM pg_notify('catalogue_changes', 'u|' || NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_account_changes" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((OLD.name, OLD.email, OLD.role, OLD.avatar, OLD.token_version, OLD.banned_at, OLD.deleted_at)
    IS DISTINCT FROM (NEW.name, NEW.email, NEW.role, NEW.avatar, NEW.token_version, NEW.banned_at, NEW.deleted_at))
  EXECUTE FUNCTION "account_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_account_deletions" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "account_changed"();
--> statement-breakpoint
CREATE FUNCTION "favorites_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalogue_changes', 'f|' || OLD.user_id);
  ELSE
    PERFORM pg_notify('catalogue_changes', 'f|' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "favorites_changes" AFTER INSERT OR UPDATE OR DELETE ON "favorites"
  FOR EACH ROW EXECUTE FUNCTION "favorites_changed"();
