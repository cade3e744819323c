import {
  parseTenantConfig,
  type TenantConfigInput,
  tenantConfigSchema,
} from '@opencareers/contracts/tenant-config';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { positions, tenants } from '../db/schema/index.ts';
import { signUp } from '../modules/auth/service.ts';
import { tenantRepository } from '../modules/tenants/repository.ts';
import { sanitizeTenantConfig } from '../modules/tenants/sanitize-config.ts';
import { normaliseDomain, type Tenant, TenantService } from '../modules/tenants/service.ts';
import { configDiff, deepMerge, unknownPaths } from './config-diff.ts';

/** A refusal the operator can act on: printed as is, with a non-zero exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The configuration checked by the contract; a refusal names each bad field's path. */
function validConfig(input: unknown): TenantConfigInput {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw new CliError('The configuration must be a JSON object');
  const cleaned = sanitizeTenantConfig(input as TenantConfigInput);
  const parsed = tenantConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues
      .slice(0, 20)
      .map((i) => `  [${i.path.join('.') || '(root)'}] ${i.message}`);
    throw new CliError(`The configuration is not valid:\n${lines.join('\n')}`);
  }
  // The schema drops keys it does not know; a misspelt setting must not pass as "no changes".
  const unknown = unknownPaths(cleaned, parsed.data);
  if (unknown.length)
    throw new CliError(
      `The configuration has unknown settings:\n${unknown.map((p) => `  [${p}] unknown setting`).join('\n')}`,
    );
  return cleaned;
}

/** What the site uses: the defaults filled in, the company name falling back to the tenant's (as TenantService does). */
function effective(name: string, stored: unknown) {
  const config = parseTenantConfig(stored);
  if (!(stored as TenantConfigInput | null)?.pcsxConfig?.branding?.companyName)
    config.pcsxConfig.branding.companyName = name;
  return config;
}

export async function createTenant(
  db: Db,
  input: { domain: string; name: string; config: unknown; isDefault: boolean },
): Promise<string> {
  const domain = normaliseDomain(input.domain);
  if (await tenantRepository.findByDomain(db, domain))
    throw new CliError(
      `A tenant with domain ${domain} already exists. Change its configuration with update-tenant --domain ${domain} --config <file.json>.`,
    );
  if (input.isDefault && (await tenantRepository.findDefault(db)))
    throw new CliError('There is a default tenant already; create this one without --default.');
  const config = validConfig(input.config);
  const t = await new TenantService(db, 0).create({ ...input, config });
  return `Created tenant ${t.domain} (${t.id})`;
}

/**
 * create-admin, once the tenant is found and the password passed the contract's rules (the CLI
 * checks both first, with its usage text). Also the one way e2e/support/make-tenants.ts makes
 * its sites' admins, so the two cannot drift.
 */
export async function createAdmin(
  db: Db,
  tenant: Tenant,
  input: { email: string; password: string; first?: string; last?: string },
): Promise<string> {
  const user = await signUp(
    db,
    tenant,
    {
      email: input.email.trim().toLowerCase(),
      password: input.password,
      firstname: input.first ?? 'Site',
      lastname: input.last ?? 'Admin',
    },
    'admin',
  );
  return `Created admin ${user.email} for ${tenant.domain}`;
}

/**
 * Merges the file into the tenant's stored configuration (or replaces it with --replace),
 * checks the result by the contract, and lists every setting that changes. With dryRun
 * nothing is stored. Running servers see the change within their 5-second tenant cache.
 */
export async function updateTenant(
  db: Db,
  input: { domain: string; config: unknown; replace?: boolean; dryRun?: boolean },
): Promise<string> {
  const domain = normaliseDomain(input.domain);
  const row = await tenantRepository.findByDomain(db, domain);
  if (!row) throw new CliError(`No tenant with domain ${domain}. See list-tenants.`);
  validConfig(input.config); // the file on its own must be well-formed, so a bad path is named as written
  const next = validConfig(input.replace ? input.config : deepMerge(row.config ?? {}, input.config));
  const changes = configDiff(effective(row.name, row.config), effective(row.name, next));
  if (!changes.length) return `No changes for ${domain}.`;
  if (!input.dryRun) await tenantRepository.updateConfig(db, row.id, next);
  const head = input.dryRun ? `Would change ${domain} (dry run, nothing stored):` : `Updated ${domain}:`;
  return [head, ...changes.map((c) => `  ${c}`)].join('\n');
}

export async function listTenants(db: Db): Promise<string> {
  const rows = await db
    .select({ id: tenants.id, domain: tenants.domain, name: tenants.name, isDefault: tenants.isDefault })
    .from(tenants)
    .orderBy(tenants.domain);
  if (!rows.length) return 'No tenants yet. Create one with create-tenant.';
  const jobs = await db
    .select({ tenantId: positions.tenantId, n: count() })
    .from(positions)
    .where(eq(positions.status, 'open'))
    .groupBy(positions.tenantId);
  const open = new Map(jobs.map((j) => [j.tenantId, j.n]));
  const table = [
    ['DOMAIN', 'NAME', 'OPEN JOBS', 'DEFAULT', 'ID'],
    ...rows.map((r) => [r.domain, r.name, String(open.get(r.id) ?? 0), r.isDefault ? 'yes' : '', r.id]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  return table
    .map((row) =>
      row
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
