import type { Db } from '../db/client.ts';
import { rotateTenantSigningKey, signingKeyStatus } from '../modules/offers/signing-key.ts';
import { tenantRepository } from '../modules/tenants/repository.ts';
import { normaliseDomain } from '../modules/tenants/service.ts';
import { CliError } from './tenant-commands.ts';

async function tenantId(db: Db, domain: string) {
  const row = await tenantRepository.findByDomain(db, normaliseDomain(domain));
  if (!row) throw new CliError(`No tenant with domain ${normaliseDomain(domain)}. See list-tenants.`);
  return row.id;
}

/**
 * rotate-signing-key: retires the tenant's document-signing key and makes a new one (the same
 * call as the admin page's button). Letters signed before keep verifying.
 */
export async function rotateSigningKey(db: Db, domain: string): Promise<string> {
  const id = await tenantId(db, domain);
  const before = await signingKeyStatus(db, id);
  await rotateTenantSigningKey(db, id);
  const after = await signingKeyStatus(db, id);
  return [
    `Rotated the signing key of ${normaliseDomain(domain)}.`,
    `  old certificate: ${before.current?.fingerprint ?? '(none yet)'}`,
    `  new certificate: ${after.current!.fingerprint} (created ${after.current!.createdAt.toISOString()})`,
    `  signed letters sealed with older keys: ${after.signedWithOlderKeys} (they stay valid)`,
  ].join('\n');
}
