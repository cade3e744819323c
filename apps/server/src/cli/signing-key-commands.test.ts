import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { tenantSigningKeys } from '../db/schema/index.ts';
import { tenantSigningKey } from '../modules/offers/signing-key.ts';
import { TenantService } from '../modules/tenants/service.ts';
import { cliProcess } from '../test/cli-process.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { rotateSigningKey } from './signing-key-commands.ts';
import { CliError, createTenant } from './tenant-commands.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const keysOf = async (tenantId: string) =>
  database.db.select().from(tenantSigningKeys).where(eq(tenantSigningKeys.tenantId, tenantId));

describe('rotate-signing-key', () => {
  it('retires the current key, makes a new one and prints both fingerprints', async () => {
    await createTenant(database.db, { domain: 'keys.example', name: 'Keys', config: {}, isDefault: false });
    const tenant = (await new TenantService(database.db, 0).byDomain('keys.example'))!;
    const first = await tenantSigningKey(database.db, tenant.id);
    const out = await rotateSigningKey(database.db, 'Keys.Example');
    expect(out).toMatch(/^Rotated the signing key of keys\.example\./);
    expect(out).toMatch(/old certificate: ([0-9A-F]{2}:){31}[0-9A-F]{2}\n/);
    expect(out).toContain('signed letters sealed with older keys: 0 (they stay valid)');
    const rows = await keysOf(tenant.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === first.id)!.retiredAt).not.toBeNull();
    const current = rows.filter((r) => r.retiredAt === null);
    expect(current).toHaveLength(1);
    expect((await tenantSigningKey(database.db, tenant.id)).id).toBe(current[0]!.id);
  });

  it('works for a tenant that has no key yet', async () => {
    await createTenant(database.db, {
      domain: 'nokey.example',
      name: 'No key',
      config: {},
      isDefault: false,
    });
    const out = await rotateSigningKey(database.db, 'nokey.example');
    expect(out).toContain('old certificate: (none yet)');
  });

  it('refuses an unknown domain with a clear message', async () => {
    const err = await rotateSigningKey(database.db, 'missing.example').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliError);
    expect((err as CliError).message).toBe('No tenant with domain missing.example. See list-tenants.');
  });
});

describe('the rotate-signing-key process', () => {
  const { cli } = cliProcess('oc-cli-key-');

  it('rotates, and exits non-zero for an unknown domain or a missing --domain', () => {
    expect(cli('create-tenant', '--domain', 'cli-key.example', '--name', 'Cli').status).toBe(0);
    const ok = cli('rotate-signing-key', '--domain', 'cli-key.example');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Rotated the signing key of cli-key.example.');
    const unknown = cli('rotate-signing-key', '--domain', 'nope.example');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No tenant with domain nope.example');
    const missing = cli('rotate-signing-key');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Missing --domain');
  }, 120_000);
});
