import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { refreshPlannerStatistics } from './db/planner-statistics.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { startImportSocket } from './modules/admin-import/local-socket.ts';
import { warmUpRequests } from './modules/search/warm-up-requests.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
);
await migrateDatabase(database, config.databaseUrl);
const app = await buildApp({ config, database });
app.addHook('onClose', async () => database.close());

if (config.seedDemo) await seedDemoIfEmpty(app.db, { positions: config.demoPositions, log: app.log });
// Before the search index reads every open job (db/planner-statistics.ts).
await refreshPlannerStatistics(database, app.log);

let closeImportSocket: (() => Promise<void>) | undefined;

// SIGTERM/SIGINT: stop accepting, finish in-flight requests, then close the database cleanly.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await closeImportSocket?.();
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
// Start-up leaves its garbage in the heap: the search indexes' and the gazetteer's working
// arrays and the database answers they were built from (about 170 MB of resident memory with
// the 2,000-position demo, measured). An idle server allocates nothing, so V8 would keep it
// until traffic came; one full collection once the indexes are built hands it back (issue 19).
// `npm start` runs Node with --expose-gc for this; without the flag nothing happens.
// Before it, the first visitors' request paths are run once (warm-up-requests.ts). /readyz
// waits for both (modules/health/readiness.ts): at 100,000 jobs the collection takes ~300 ms.
const warmedUp = app.searchIndex
  .start()
  .then(() => warmUpRequests(app))
  .then(() => (globalThis as { gc?: () => void }).gc?.());
warmedUp.catch((err) => app.log.error({ err }, 'start-up warm-up failed'));
app.readiness.holdUntil('warm-up', warmedUp);
// The CLI's import-positions reaches this process through a socket beside the embedded database.
if (database.kind === 'pglite' && config.dataDir)
  closeImportSocket = await startImportSocket(app.db, config.dataDir);
app.log.info(
  `OpenCareers is serving http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${(app.server.address() as { port: number }).port}/careers on ${database.kind}`,
);
