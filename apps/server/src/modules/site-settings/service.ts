import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { SettingsChange, SettingsState, SettingsVersion } from '@opencareers/contracts/site-settings';
import {
  parseTenantConfig,
  type TenantConfig,
  type TenantConfigInput,
} from '@opencareers/contracts/tenant-config';
import { flatten } from '../../cli/config-diff.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Actor, type DbOrTx, siteSettingsRepository as repo } from './repository.ts';
import { validateSettingsConfig } from './validate-config.ts';

const MAX_LISTED_CHANGES = 50;

/** What the site uses: defaults filled, the company name falling back to the tenant's name. */
export function effectiveConfig(name: string, stored: unknown): TenantConfig {
  const config = parseTenantConfig(stored);
  if (!(stored as TenantConfigInput | null)?.pcsxConfig?.branding?.companyName)
    config.pcsxConfig.branding.companyName = name;
  return config;
}

export function changesBetween(before: unknown, after: unknown): SettingsChange[] {
  const a = flatten(before);
  const b = flatten(after);
  return [...new Set([...a.keys(), ...b.keys()])]
    .sort()
    .filter((p) => JSON.stringify(a.get(p)) !== JSON.stringify(b.get(p)))
    .map((path) => ({ path, before: a.get(path) ?? null, after: b.get(path) ?? null }));
}

const presentActor = (a: Actor) =>
  a ? { id: a.id, email: a.email, name: `${a.firstname} ${a.lastname}`.trim() || a.email } : null;

const conflict = (current: number) =>
  new HttpError(
    409,
    errorCodes.versionConflict,
    'Someone else changed the site settings since you opened them. Load their version; your edits are kept.',
    undefined,
    current,
  );

const notFound = () => new HttpError(404, errorCodes.notFound, 'This tenant does not exist');

export async function settingsState(db: Db, tenantId: string): Promise<SettingsState> {
  const tenant = await repo.tenant(db, tenantId);
  if (!tenant) throw notFound();
  const draft = await repo.draft(db, tenantId);
  return {
    published: effectiveConfig(tenant.name, tenant.config),
    version: await repo.latestVersion(db, tenantId),
    draft: draft
      ? {
          config: effectiveConfig(tenant.name, draft.row.config),
          savedAt: draft.row.savedAt.toISOString(),
          savedBy: presentActor(draft.by),
        }
      : null,
    revision: tenant.revision,
  };
}

type Claim = { tx: DbOrTx; tenantName: string; storedConfig: unknown };

/** Runs `write` after taking the revision (409 if it moved), all in one transaction. */
async function withRevision<T>(
  db: Db,
  tenantId: string,
  revision: number,
  write: (claim: Claim) => Promise<T>,
  newConfig?: TenantConfig,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await repo.tenant(tx, tenantId);
    if (!before) throw notFound();
    const claimed = await repo.claimRevision(tx, tenantId, revision, newConfig);
    if (!claimed.ok) throw conflict(claimed.current);
    return write({ tx, tenantName: before.name, storedConfig: before.config });
  });
}

export async function saveDraft(db: Db, tenantId: string, userId: string, config: unknown, revision: number) {
  const valid = validateSettingsConfig(config);
  await withRevision(db, tenantId, revision, ({ tx }) => repo.saveDraft(tx, tenantId, valid, userId));
}

export async function discardDraft(db: Db, tenantId: string, revision: number) {
  await withRevision(db, tenantId, revision, ({ tx }) => repo.deleteDraft(tx, tenantId));
}

/**
 * Makes `config` what the site shows, as the next numbered version. The first publish also
 * records the configuration it replaces (version 1, "initial"), so it can be rolled back to.
 */
async function publishConfig(
  db: Db,
  tenantId: string,
  userId: string,
  config: TenantConfig,
  revision: number,
  action: 'publish' | 'rollback' | 'theme',
  restoredFrom: number | null = null,
  keepDraft = false,
) {
  await withRevision(
    db,
    tenantId,
    revision,
    async ({ tx, tenantName, storedConfig }) => {
      let latest = await repo.latestVersion(tx, tenantId);
      const before = effectiveConfig(tenantName, storedConfig);
      if (latest === 0) {
        await repo.insertVersion(tx, {
          tenantId,
          version: 1,
          config: before,
          action: 'initial',
          changes: [],
          publishedBy: null,
          restoredFrom: null,
        });
        latest = 1;
      }
      await repo.insertVersion(tx, {
        tenantId,
        version: latest + 1,
        config,
        action,
        restoredFrom,
        changes: changesBetween(before, config),
        publishedBy: userId,
      });
      if (!keepDraft) await repo.deleteDraft(tx, tenantId);
    },
    config,
  );
}

export async function publish(db: Db, tenantId: string, userId: string, config: unknown, revision: number) {
  await publishConfig(db, tenantId, userId, validateSettingsConfig(config), revision, 'publish');
}

export async function rollback(db: Db, tenantId: string, userId: string, version: number, revision: number) {
  const row = await repo.version(db, tenantId, version);
  if (!row) throw new HttpError(404, errorCodes.notFound, `There is no version ${version}`);
  // An old version was valid when published; the current contract fills in any newer settings.
  const config = parseTenantConfig(row.config);
  // A draft in progress is kept: rolling back the site does not throw away someone's edits.
  await publishConfig(db, tenantId, userId, config, revision, 'rollback', version, true);
}

/** The theme builder publishes only the theme, over the published configuration; the draft is kept. */
export async function publishTheme(
  db: Db,
  tenantId: string,
  userId: string,
  theme: unknown,
  revision: number,
) {
  const tenant = await repo.tenant(db, tenantId);
  if (!tenant) throw notFound();
  const current = effectiveConfig(tenant.name, tenant.config);
  const config = validateThemed(current, theme);
  await publishConfig(db, tenantId, userId, config, revision, 'theme', null, true);
}

/**
 * An imported theme as the site would publish it: refused (422, each path named) when a text
 * colour would be unreadable with this site's brand colour, so a file is never loaded for
 * publishing that publishing would refuse.
 */
export async function checkTheme(db: Db, tenantId: string, theme: unknown): Promise<void> {
  const tenant = await repo.tenant(db, tenantId);
  if (!tenant) throw notFound();
  validateThemed(effectiveConfig(tenant.name, tenant.config), theme);
}

function validateThemed(current: TenantConfig, theme: unknown): TenantConfig {
  try {
    return validateSettingsConfig({ ...current, theme });
  } catch (err) {
    // Only the theme's own problems are the builder's to fix; name them from the theme down.
    if (err instanceof HttpError && err.fieldErrors) {
      const own = Object.entries(err.fieldErrors).filter(([p]) => p.startsWith('theme'));
      if (own.length)
        throw new HttpError(
          422,
          errorCodes.validation,
          `${own[0]![0]}: ${own[0]![1]}`,
          Object.fromEntries(own),
        );
    }
    throw err;
  }
}

export async function history(db: Db, tenantId: string): Promise<SettingsVersion[]> {
  const rows = await repo.history(db, tenantId);
  return rows.map(({ row, by }) => {
    const changes = (row.changes as SettingsChange[]) ?? [];
    return {
      version: row.version,
      action: row.action,
      restoredFrom: row.restoredFrom,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: presentActor(by?.id ? by : null),
      changes: changes.slice(0, MAX_LISTED_CHANGES),
      moreChanges: Math.max(0, changes.length - MAX_LISTED_CHANGES),
    };
  });
}
