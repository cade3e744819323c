import type { Tenant } from './service.ts';

/**
 * The one origin a tenant's absolute URLs use (sitemap, robots.txt, JSON-LD, canonical and
 * Open Graph links, email links), never the request's Host header, which anyone can forge and
 * which would then be cached in sitemap.xml and robots.txt. In order: the tenant's configured
 * `site.publicOrigin`; for the default tenant, the PUBLIC_ORIGIN environment variable; else
 * https on the tenant's domain.
 */
export function canonicalOrigin(
  tenant: Pick<Tenant, 'domain' | 'isDefault' | 'config'>,
  publicOrigin?: string,
) {
  const configured = tenant.config.site.publicOrigin;
  if (configured) return configured;
  if (tenant.isDefault && publicOrigin) return publicOrigin;
  return `https://${tenant.domain}`;
}
