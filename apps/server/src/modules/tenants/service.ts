import {
  parseTenantConfig,
  type TenantConfig,
  type TenantConfigInput,
  tenantConfigSchema,
} from '@opencareers/contracts/tenant-config';
import type { Db } from '../../db/client.ts';
import { type TenantRow, tenantRepository } from './repository.ts';
import { sanitizeTenantConfig } from './sanitize-config.ts';

export interface Tenant {
  id: string;
  domain: string;
  name: string;
  /** The tenant served when neither `domain` nor the Host names one (PUBLIC_ORIGIN is its origin). */
  isDefault: boolean;
  config: TenantConfig;
}

const domainPattern = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;
export const normaliseDomain = (raw: string): string => raw.trim().toLowerCase().replace(/:\d+$/, '');
export const isValidDomain = (domain: string): boolean => domainPattern.test(domain);

const toTenant = (row: TenantRow): Tenant => {
  const config = parseTenantConfig(row.config);
  // The company name shown everywhere defaults to the tenant's own name, not the product's.
  const stored = row.config as TenantConfigInput;
  if (!stored?.pcsxConfig?.branding?.companyName) config.pcsxConfig.branding.companyName = row.name;
  return { id: row.id, domain: row.domain, name: row.name, isDefault: row.isDefault, config };
};

/**
 * Tenants are read on every request, so they are cached briefly in memory. The short TTL
 * is what keeps several app processes fresh after one of them changes a configuration.
 */
/** How many companies this installation holds (0 before the first start's seed). */
export const countTenants = (db: Db) => tenantRepository.count(db);

export class TenantService {
  private cache = new Map<string, { tenant: Tenant | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5_000,
  ) {}

  private async cached(key: string, load: () => Promise<TenantRow | undefined>): Promise<Tenant | null> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.tenant;
    const row = await load();
    const tenant = row ? toTenant(row) : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { tenant, at: Date.now() });
    return tenant;
  }

  byDomain(domain: string): Promise<Tenant | null> {
    const d = normaliseDomain(domain);
    if (!isValidDomain(d)) return Promise.resolve(null);
    return this.cached(`d:${d}`, () => tenantRepository.findByDomain(this.db, d));
  }

  /** For work outside a request (scheduled jobs) that knows the tenant by id. */
  byId(id: string): Promise<Tenant | null> {
    return this.cached(`i:${id}`, () => tenantRepository.findById(this.db, id));
  }

  defaultTenant(): Promise<Tenant | null> {
    return this.cached('default', () => tenantRepository.findDefault(this.db));
  }

  /** Drops what this process cached, after a change made here (others see it within the TTL). */
  forget(): void {
    this.cache.clear();
  }

  async create(input: {
    domain: string;
    name: string;
    config?: unknown;
    isDefault?: boolean;
  }): Promise<Tenant> {
    const domain = normaliseDomain(input.domain);
    if (!isValidDomain(domain)) throw new Error(`Invalid tenant domain: ${input.domain}`);
    const config = sanitizeTenantConfig((input.config ?? {}) as TenantConfigInput);
    tenantConfigSchema.parse(config); // reject an invalid configuration before it is stored
    const row = await tenantRepository.insert(this.db, {
      domain,
      name: input.name,
      config,
      isDefault: input.isDefault ?? false,
    });
    this.cache.clear();
    return toTenant(row);
  }
}
