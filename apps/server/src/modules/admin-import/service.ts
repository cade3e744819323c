import { randomUUID } from 'node:crypto';
import {
  type ImportReport,
  type ImportRun,
  type ImportSource,
  importErrorLimit,
} from '@opencareers/contracts/admin-import';
import type { Db } from '../../db/client.ts';
import { upsertPositions } from '../positions/service.ts';
import { type CheckedRows, checkRows } from './parse-source.ts';
import { importRepository } from './repository.ts';

/** Rows written per step of a run; each step is one transaction and one progress update. */
const STEP = 500;

async function report(db: Db, tenantId: string, checked: CheckedRows): Promise<ImportReport> {
  const existing = await importRepository.existingExternalIds(
    db,
    tenantId,
    checked.valid.map((v) => v.position.externalId),
  );
  return {
    rows: checked.rows,
    created: checked.valid.length - existing.size,
    updated: existing.size,
    refused: checked.refused,
    errors: checked.errors,
  };
}

/** What a run would do, writing nothing. */
export async function dryRun(db: Db, tenantId: string, source: ImportSource): Promise<ImportReport> {
  return report(db, tenantId, checkRows(source, importErrorLimit));
}

/**
 * Runs in the server process (the one that holds the embedded database); their state is kept
 * in memory for an hour after they end, which is what the progress bar polls.
 */
const runs = new Map<string, { tenantId: string; run: ImportRun }>();
const KEEP_MS = 60 * 60 * 1000;

/** Checks the file (refusing a bad one at once, like the dry run), then writes it in the background. */
export async function startRun(db: Db, tenantId: string, source: ImportSource): Promise<ImportRun> {
  const { checked, run } = await begin(db, tenantId, source);
  runs.set(run.id, { tenantId, run });
  void write(db, tenantId, checked, run);
  return { ...run };
}

/** Checks the rows and opens a run at 0 processed, with the dry run's counts. */
async function begin(db: Db, tenantId: string, source: ImportSource) {
  const checked = checkRows(source, importErrorLimit);
  const run: ImportRun = {
    id: randomUUID(),
    status: 'running',
    processed: 0,
    failure: null,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    ...(await report(db, tenantId, checked)),
  };
  return { checked, run };
}

async function write(db: Db, tenantId: string, checked: CheckedRows, run: ImportRun) {
  try {
    for (let i = 0; i < checked.valid.length; i += STEP) {
      const step = checked.valid.slice(i, i + STEP).map((v) => v.position);
      await upsertPositions(db, tenantId, step);
      run.processed += step.length;
    }
    run.status = 'done';
  } catch (err) {
    run.status = 'failed';
    run.failure = (err as Error).message;
  }
  run.finishedAt = new Date().toISOString();
  setTimeout(() => runs.delete(run.id), KEEP_MS).unref();
}

/** A run of this tenant, or undefined (another tenant's run is as unknown as a missing one). */
export function findRun(tenantId: string, id: string): ImportRun | undefined {
  const found = runs.get(id);
  return found && found.tenantId === tenantId ? { ...found.run } : undefined;
}

/** Waits for a run to end (the CLI through the local socket answers when the import is done). */
export async function runToEnd(db: Db, tenantId: string, source: ImportSource): Promise<ImportRun> {
  const { checked, run } = await begin(db, tenantId, source);
  await write(db, tenantId, checked, run);
  return run;
}
