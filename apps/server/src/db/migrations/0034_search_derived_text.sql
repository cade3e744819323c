ALTER TABLE "positions" ADD COLUMN "search_snippet" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "search_terms" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "search_text_version" integer;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers).
-- A description changed without its search text (plain SQL, a path that forgot it): the stored
-- text no longer belongs to it, so it is emptied and the search index loader works it out again.
-- When the writer stored new search text with the new description, it is kept.
CREATE OR REPLACE FUNCTION oc_search_text_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.description_html IS DISTINCT FROM OLD.description_html
     AND NEW.search_terms IS NOT DISTINCT FROM OLD.search_terms THEN
    NEW.search_snippet := NULL;
    NEW.search_terms := NULL;
    NEW.search_text_version := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_text_stale BEFORE UPDATE ON positions
  FOR EACH ROW EXECUTE FUNCTION oc_search_text_stale();
--> statement-breakpoint
-- The index loader storing search text it worked out changes nothing a search shows, so it is
-- not a change to index again (the loader marks its transaction with oc.search_text_only).
CREATE OR REPLACE FUNCTION oc_search_track_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_index_changes (tenant_id, position_id) VALUES (OLD.tenant_id, OLD.id);
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('oc.search_text_only', true) = 'on' THEN
    RETURN NEW;
  END IF;
  INSERT INTO search_index_changes (tenant_id, position_id) VALUES (NEW.tenant_id, NEW.id);
  RETURN NEW;
END $$;
