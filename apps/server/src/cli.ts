import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { passwordSchema } from '@opencareers/contracts/auth';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { signUp } from './modules/auth/service.ts';
import { importFileSchema } from './modules/positions/import-schema.ts';
import { positionRepository } from './modules/positions/repository.ts';
import { TenantService } from './modules/tenants/service.ts';

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  create-tenant    --domain <domain> --name <company name> [--config <file.json>] [--default]
  create-admin     --domain <domain> --email <email> --password <password> [--first <name>] [--last <name>]
  import-positions --domain <domain> --file <positions.json>
                   (a JSON array; see docs/configuration.md "Importing positions")

Uses the same DATABASE_URL / DATA_DIR as the server. Stop a PGlite-backed server first:
the embedded database admits one process at a time.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    domain: { type: 'string' },
    name: { type: 'string' },
    config: { type: 'string' },
    default: { type: 'boolean' },
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    file: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const fail = (message: string): never => {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
};
const need = (value: string | undefined, flag: string): string => value ?? fail(`Missing --${flag}`);

const command = positionals[0];
if (!command || values.help) {
  console.log(usage);
  process.exit(command ? 0 : 2);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
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
      const tenantConfig = values.config ? JSON.parse(await fs.readFile(values.config, 'utf8')) : {};
      const t = await tenants.create({
        domain: need(values.domain, 'domain'),
        name: need(values.name, 'name'),
        config: tenantConfig,
        isDefault: values.default ?? false,
      });
      console.log(`Created tenant ${t.domain} (${t.id})`);
      break;
    }
    case 'create-admin': {
      const tenant = await tenantOf();
      const password = passwordSchema.safeParse(need(values.password, 'password'));
      if (!password.success) fail(`Password: ${password.error.issues[0]?.message}`);
      const user = await signUp(
        database.db,
        tenant,
        {
          email: need(values.email, 'email').trim().toLowerCase(),
          password: password.data!,
          firstname: values.first ?? 'Site',
          lastname: values.last ?? 'Admin',
        },
        'admin',
      );
      console.log(`Created admin ${user.email} for ${tenant.domain}`);
      break;
    }
    case 'import-positions': {
      const tenant = await tenantOf();
      const parsed = importFileSchema.safeParse(
        JSON.parse(await fs.readFile(need(values.file, 'file'), 'utf8')),
      );
      if (!parsed.success) {
        const lines = parsed.error.issues.slice(0, 20).map((i) => `  [${i.path.join('.')}] ${i.message}`);
        fail(`The file is not a valid positions list:\n${lines.join('\n')}`);
      }
      const n = await positionRepository.upsertMany(database.db, tenant.id, parsed.data!);
      console.log(`Imported ${n} positions into ${tenant.domain}`);
      break;
    }
    default:
      fail(`Unknown command: ${command}`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
