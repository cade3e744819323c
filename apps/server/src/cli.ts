import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type ImportFormat, type ImportReport, importFormats } from '@opencareers/contracts/admin-import';
import { passwordSchema } from '@opencareers/contracts/auth';
import { rotateSigningKey } from './cli/signing-key-commands.ts';
import { CliError, createAdmin, createTenant, listTenants, updateTenant } from './cli/tenant-commands.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import type { HttpError } from './lib/http-error.ts';
import { importThroughServer, type SocketRequest } from './modules/admin-import/local-socket.ts';
import { detectFormat } from './modules/admin-import/parse-source.ts';
import { dryRun, runToEnd } from './modules/admin-import/service.ts';
import { TenantService } from './modules/tenants/service.ts';

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  create-tenant    --domain <domain> --name <company name> [--config <file.json>] [--default]
  update-tenant    --domain <domain> --config <file.json> [--replace] [--dry-run]
                   (merges the file into the tenant's configuration, or replaces it with
                   --replace; prints every setting that changes; see docs/admin.md)
  list-tenants
  create-admin     --domain <domain> --email <email> --password <password> [--first <name>] [--last <name>]
  import-positions --domain <domain> --file <file> [--format csv|json|jsonld] [--dry-run]
                   (a JSON array, a CSV file with the usual headers or schema.org JobPostings;
                   see docs/admin.md "Import"; the format is guessed from the file)
  rotate-signing-key --domain <domain>
                   (retires the key that seals signed offer letters and makes a new one;
                   letters signed before stay valid; see docs/offers.md)

Uses the same DATABASE_URL / DATA_DIR as the server. While a server runs on the embedded
database (PGlite admits one process), import-positions hands the file to that server through
its local socket; the other commands need that server stopped first.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    domain: { type: 'string' },
    name: { type: 'string' },
    config: { type: 'string' },
    default: { type: 'boolean' },
    replace: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    file: { type: 'string' },
    format: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const fail = (message: string): never => {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
};
const need = (value: string | undefined, flag: string): string => value ?? fail(`Missing --${flag}`);

/** A JSON file, or a clear refusal naming the file (not a stack trace). */
async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${file}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CliError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
}

const command = positionals[0];
if (!command || values.help) {
  console.log(usage);
  process.exit(command ? 0 : 2);
}

const config = loadConfig();
if (command === 'import-positions') await importPositions();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
);
try {
  await migrateDatabase(database, config.databaseUrl);
  const tenants = new TenantService(database.db, 0);
  const tenantOf = async () => {
    const domain = need(values.domain, 'domain');
    return (await tenants.byDomain(domain)) ?? fail(`No tenant with domain ${domain}`);
  };

  switch (command) {
    case 'create-tenant': {
      console.log(
        await createTenant(database.db, {
          domain: need(values.domain, 'domain'),
          name: need(values.name, 'name'),
          config: values.config ? await readJson(values.config) : {},
          isDefault: values.default ?? false,
        }),
      );
      break;
    }
    case 'update-tenant': {
      console.log(
        await updateTenant(database.db, {
          domain: need(values.domain, 'domain'),
          config: await readJson(need(values.config, 'config')),
          replace: values.replace ?? false,
          dryRun: values['dry-run'] ?? false,
        }),
      );
      break;
    }
    case 'list-tenants': {
      console.log(await listTenants(database.db));
      break;
    }
    case 'create-admin': {
      const tenant = await tenantOf();
      const password = passwordSchema.safeParse(need(values.password, 'password'));
      if (!password.success) fail(`Password: ${password.error.issues[0]?.message}`);
      console.log(
        await createAdmin(database.db, tenant, {
          email: need(values.email, 'email'),
          password: password.data!,
          first: values.first,
          last: values.last,
        }),
      );
      break;
    }
    case 'rotate-signing-key': {
      console.log(await rotateSigningKey(database.db, need(values.domain, 'domain')));
      break;
    }
    default:
      fail(`Unknown command: ${command}`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = err instanceof CliError ? err.exitCode : 1;
} finally {
  await database.close();
}

/**
 * import-positions: through the running server when one holds the embedded database (its
 * local socket answers), else straight into the database; the same checks either way.
 */
async function importPositions(): Promise<never> {
  const file = need(values.file, 'file');
  let content = '';
  try {
    content = await fs.readFile(file, 'utf8');
  } catch {
    console.error(`Cannot read ${file}`);
    process.exit(1);
  }
  const format = values.format ?? detectFormat(content, file);
  if (!(importFormats as readonly string[]).includes(format))
    fail(`--format must be one of ${importFormats.join(', ')}`);
  const request = {
    domain: need(values.domain, 'domain'),
    format: format as ImportFormat,
    content,
    dryRun: values['dry-run'] ?? false,
  };
  const viaServer = config.databaseUrl ? undefined : await importThroughServer(config.dataDir, request);
  const outcome = viaServer ?? (await importDirectly(request));
  if (!outcome.body.result) {
    console.error(outcome.body.error ?? 'The import failed');
    for (const [field, message] of Object.entries(outcome.body.fieldErrors ?? {}))
      console.error(`  [${field}] ${message}`);
    process.exit(1);
  }
  const r = outcome.body.result as ImportReport & { status?: string; failure?: string | null };
  const verb = request.dryRun ? 'Would import' : 'Imported';
  console.log(
    `${verb} into ${request.domain}${viaServer ? ' (through the running server)' : ''}: ${r.created} created, ${r.updated} updated, ${r.refused} refused of ${r.rows} rows`,
  );
  for (const e of r.errors.slice(0, 50)) console.log(`  line ${e.line} [${e.field}] ${e.message}`);
  if (r.errors.length > 50) console.log(`  … and ${r.errors.length - 50} more errors`);
  if (r.failure) console.error(`The import stopped: ${r.failure}`);
  // 3: some rows were refused (the others are imported), so a script can tell.
  process.exit(r.status === 'failed' ? 1 : r.refused ? 3 : 0);
}

async function importDirectly(request: SocketRequest & { domain: string; dryRun: boolean }) {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
  );
  try {
    await migrateDatabase(database, config.databaseUrl);
    const tenant = await new TenantService(database.db, 0).byDomain(request.domain);
    if (!tenant) return { status: 404, body: { error: `No tenant with domain ${request.domain}` } };
    const { domain: _domain, dryRun: dry, ...source } = request;
    const result = dry
      ? await dryRun(database.db, tenant.id, source)
      : await runToEnd(database.db, tenant.id, source);
    return { status: 200, body: { result } };
  } catch (err) {
    const e = err as HttpError;
    return { status: e.statusCode ?? 500, body: { error: e.message, fieldErrors: e.fieldErrors } };
  } finally {
    await database.close();
  }
}
