/**
 * The suite's configured sites (fixture, gate, theme, languages) and their admins, made in one process
 * on the data directory in DATA_DIR: `node --import tsx e2e/support/make-tenants.ts`, from
 * support/prepare.ts. Each was one `npm run cli` run before, and each run paid its own start
 * (tsx, the server's modules, opening the embedded database): about 4 s at load 9, 9 s on a
 * busier machine, for every shard set-up and every single-file run. This calls the commands
 * the CLI calls (apps/server/src/cli/tenant-commands.ts) on one connection; the CLI itself,
 * argument parsing included, still makes the new company (prepare.ts) as an operator would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createAdmin, createTenant } from '../../apps/server/src/cli/tenant-commands.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { TenantService } from '../../apps/server/src/modules/tenants/service.ts';

const sites = [
  // A site with its own settings: banners, page titles, footer HTML, logged-out apply off.
  {
    domain: 'fixture.example',
    name: 'Fixture Co',
    config: 'fixture-tenant.json',
    admin: { email: 'owner@fixture.example', password: 'Fixture-Owner-2026' },
  },
  // A site with the terms gate, onboarding and a logged-out notification (e2e/notifications).
  {
    domain: 'gate.example',
    name: 'Gate Co',
    config: 'gate-tenant.json',
    admin: { email: 'owner@gate.example', password: 'Gate-Owner-2026' },
  },
  // A site of its own for the theme builder (e2e/site-settings/theme-builder.e2e.ts), whose
  // published themes and versions must not touch the other tests' sites.
  {
    domain: 'theme.example',
    name: 'Theme Co',
    config: 'theme-tenant.json',
    admin: { email: 'owner@theme.example', password: 'Theme-Owner-2026' },
  },
  // A site of its own for the company's choice of languages (e2e/locales/site-languages.e2e.ts),
  // so limiting its languages changes no other test's site.
  {
    domain: 'languages.example',
    name: 'Languages Co',
    config: 'languages-tenant.json',
    admin: { email: 'owner@languages.example', password: 'Languages-Owner-2026' },
  },
];

const config = loadConfig();
if (config.databaseUrl) throw new Error('make-tenants runs on the embedded database (DATA_DIR) only');
const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const tenants = new TenantService(database.db, 0);
  for (const site of sites) {
    const file = path.join(import.meta.dirname, site.config);
    console.log(
      await createTenant(database.db, {
        domain: site.domain,
        name: site.name,
        config: JSON.parse(fs.readFileSync(file, 'utf8')),
        isDefault: false,
      }),
    );
    const tenant = await tenants.byDomain(site.domain);
    if (!tenant) throw new Error(`${site.domain} was not stored`);
    console.log(await createAdmin(database.db, tenant, site.admin));
  }
} finally {
  await database.close();
}
