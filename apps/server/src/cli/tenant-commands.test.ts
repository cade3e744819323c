import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { TenantService } from '../modules/tenants/service.ts';
import { cliProcess } from '../test/cli-process.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { configDiff, deepMerge } from './config-diff.ts';
import { CliError, createAdmin, createTenant, listTenants, updateTenant } from './tenant-commands.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const tenant = (domain: string) => new TenantService(database.db, 0).byDomain(domain);
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CliError);
  return (err as CliError).message;
};

describe('tenant commands', () => {
  it('creates a tenant, and refuses its domain a second time with a clear message', async () => {
    expect(
      await createTenant(database.db, { domain: 'Acme.example', name: 'Acme', config: {}, isDefault: false }),
    ).toMatch(/^Created tenant acme.example \(/);
    const again = await refusal(
      createTenant(database.db, { domain: 'acme.example', name: 'Acme 2', config: {}, isDefault: false }),
    );
    expect(again).toContain('A tenant with domain acme.example already exists');
    expect(again).toContain('update-tenant');
    expect(
      await refusal(
        createTenant(database.db, {
          domain: 'bad.example',
          name: 'Bad',
          config: { pcsxConfig: { branding: { primaryColor: 'blue' } } },
          isDefault: false,
        }),
      ),
    ).toContain('[pcsxConfig.branding.primaryColor]');
    expect(await tenant('bad.example')).toBeNull();
  });

  it('updates a configuration by merging the file, printing each changed path', async () => {
    await createTenant(database.db, {
      domain: 'merge.example',
      name: 'Merge Co',
      config: { pcsxConfig: { branding: { companyName: 'Merge Co Careers' } } },
      isDefault: false,
    });
    const out = await updateTenant(database.db, {
      domain: 'merge.example',
      config: { pcsxConfig: { branding: { primaryColor: '#0a7d3b' } } },
    });
    expect(out).toBe('Updated merge.example:\n  pcsxConfig.branding.primaryColor: "#1f5fbf" → "#0a7d3b"');
    const t = await tenant('merge.example');
    expect(t!.config.pcsxConfig.branding).toMatchObject({
      primaryColor: '#0a7d3b',
      companyName: 'Merge Co Careers',
    });
    expect(
      await updateTenant(database.db, {
        domain: 'merge.example',
        config: { pcsxConfig: { branding: { primaryColor: '#0a7d3b' } } },
      }),
    ).toBe('No changes for merge.example.');
  });

  it('replaces with --replace, and stores nothing on a dry run', async () => {
    const dry = await updateTenant(database.db, {
      domain: 'merge.example',
      config: {},
      replace: true,
      dryRun: true,
    });
    expect(dry).toContain('Would change merge.example (dry run, nothing stored):');
    expect(dry).toContain('pcsxConfig.branding.companyName: "Merge Co Careers" → "Merge Co"');
    expect((await tenant('merge.example'))!.config.pcsxConfig.branding.primaryColor).toBe('#0a7d3b');
    await updateTenant(database.db, { domain: 'merge.example', config: {}, replace: true });
    expect((await tenant('merge.example'))!.config.pcsxConfig.branding.primaryColor).toBe('#1f5fbf');
  });

  it('refuses an invalid configuration with the field path and changes nothing', async () => {
    const before = (await tenant('merge.example'))!.config;
    const msg = await refusal(
      updateTenant(database.db, {
        domain: 'merge.example',
        config: { pcsxConfig: { branding: { primaryColor: 42 } } },
      }),
    );
    expect(msg).toContain('[pcsxConfig.branding.primaryColor]');
    expect(await refusal(updateTenant(database.db, { domain: 'merge.example', config: [] }))).toContain(
      'JSON object',
    );
    // A misspelt setting is named, not silently dropped.
    expect(
      await refusal(
        updateTenant(database.db, { domain: 'merge.example', config: { pcsxConfig: { brandng: {} } } }),
      ),
    ).toContain('[pcsxConfig.brandng] unknown setting');
    expect(await refusal(updateTenant(database.db, { domain: 'nobody.example', config: {} }))).toContain(
      'No tenant with domain nobody.example',
    );
    expect((await tenant('merge.example'))!.config).toEqual(before);
  });

  it('creates an admin: email trimmed and lower-cased, "Site Admin" unless named, admin role', async () => {
    await createTenant(database.db, {
      domain: 'admins.example',
      name: 'Admins',
      config: {},
      isDefault: false,
    });
    const site = (await tenant('admins.example'))!;
    expect(
      await createAdmin(database.db, site, {
        email: '  Boss@Admins.Example ',
        password: 'a sturdy passphrase 2026',
      }),
    ).toBe('Created admin boss@admins.example for admins.example');
    await createAdmin(database.db, site, {
      email: 'named@admins.example',
      password: 'another sturdy passphrase',
      first: 'Nia',
      last: 'Named',
    });
    const rows = await database.db
      .select({ email: users.email, role: users.role, first: users.firstname, last: users.lastname })
      .from(users)
      .where(eq(users.tenantId, site.id))
      .orderBy(users.email);
    expect(rows).toEqual([
      { email: 'boss@admins.example', role: 'admin', first: 'Site', last: 'Admin' },
      { email: 'named@admins.example', role: 'admin', first: 'Nia', last: 'Named' },
    ]);
  });

  it('lists tenants with their open jobs', async () => {
    const out = (await listTenants(database.db)).split('\n');
    expect(out[0]).toMatch(/^DOMAIN\s+NAME\s+OPEN JOBS\s+DEFAULT\s+ID$/);
    expect(out.some((l) => /^acme\.example\s+Acme\s+0\s/.test(l))).toBe(true);
    expect(out.some((l) => l.startsWith('merge.example'))).toBe(true);
  });
});

describe('config diff', () => {
  it('names changed leaves by path and merges objects, not arrays', () => {
    expect(configDiff({ a: { b: 1, c: [1] } }, { a: { b: 2, c: [1] }, d: 'x' })).toEqual([
      'a.b: 1 → 2',
      'd: (unset) → "x"',
    ]);
    expect(deepMerge({ a: { b: 1, c: [1, 2] } }, { a: { c: [3] } })).toEqual({ a: { b: 1, c: [3] } });
  });
});

describe('the cli process', () => {
  const { cli, dataDir } = cliProcess('oc-cli-');

  it('exits non-zero with a clear message when the domain exists or the config is invalid', () => {
    expect(cli('create-tenant', '--domain', 'cli.example', '--name', 'Cli').status).toBe(0);
    const again = cli('create-tenant', '--domain', 'cli.example', '--name', 'Cli');
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain('A tenant with domain cli.example already exists');
    expect(again.stderr).not.toMatch(/duplicate key|constraint/i);
    const file = path.join(dataDir, 'bad.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ pcsxConfig: { searchConfig: { autocompleteMinLength: 'two' } } }),
    );
    const bad = cli('update-tenant', '--domain', 'cli.example', '--config', file);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/\[pcsxConfig\.searchConfig\.autocompleteMinLength\]/);
  }, 180_000);
});
