import type { Database } from '../../db/client.ts';

/** Any constant; the same in every process, so concurrent starts install the triggers one at a time. */
const LOCK_ID = 727_002;

/**
 * Installs (idempotently) the triggers that record every changed position in
 * search_index_changes, whoever changes it: imports, admin edits, plain SQL. They live
 * outside the generated migrations because drizzle-kit does not model triggers.
 */
export async function installChangeTracking(database: Database): Promise<void> {
  const body = `
CREATE OR REPLACE FUNCTION oc_search_track_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_index_changes (tenant_id, position_id) VALUES (OLD.tenant_id, OLD.id);
    RETURN OLD;
  END IF;
  INSERT INTO search_index_changes (tenant_id, position_id) VALUES (NEW.tenant_id, NEW.id);
  RETURN NEW;
END $$;
CREATE OR REPLACE FUNCTION oc_search_track_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_index_changes (tenant_id, position_id) VALUES (OLD.tenant_id, OLD.position_id);
    RETURN OLD;
  END IF;
  INSERT INTO search_index_changes (tenant_id, position_id) VALUES (NEW.tenant_id, NEW.position_id);
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER search_track_positions AFTER INSERT OR UPDATE OR DELETE ON positions
  FOR EACH ROW EXECUTE FUNCTION oc_search_track_position();
CREATE OR REPLACE TRIGGER search_track_position_locations AFTER INSERT OR UPDATE OR DELETE ON position_locations
  FOR EACH ROW EXECUTE FUNCTION oc_search_track_location();`;
  await database.execRaw(`BEGIN; SELECT pg_advisory_xact_lock(${LOCK_ID}); ${body} COMMIT;`);
}
