-- Custom SQL migration file, put your code below! --
-- Triggers that record every changed position in search_index_changes, whoever changes it:
-- imports, admin edits, plain SQL. Each process's search index polls that log. drizzle-kit
-- does not model functions or triggers, so they live in this hand-written migration.
-- CREATE OR REPLACE: databases from before this migration got them at start-up already.
CREATE OR REPLACE FUNCTION oc_search_track_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_index_changes (tenant_id, position_id) VALUES (OLD.tenant_id, OLD.id);
    RETURN OLD;
  END IF;
  INSERT INTO search_index_changes (tenant_id, position_id) VALUES (NEW.tenant_id, NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oc_search_track_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_index_changes (tenant_id, position_id) VALUES (OLD.tenant_id, OLD.position_id);
    RETURN OLD;
  END IF;
  INSERT INTO search_index_changes (tenant_id, position_id) VALUES (NEW.tenant_id, NEW.position_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_track_positions AFTER INSERT OR UPDATE OR DELETE ON positions
  FOR EACH ROW EXECUTE FUNCTION oc_search_track_position();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_track_position_locations AFTER INSERT OR UPDATE OR DELETE ON position_locations
  FOR EACH ROW EXECUTE FUNCTION oc_search_track_location();
