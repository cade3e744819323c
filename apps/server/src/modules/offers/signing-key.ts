import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import forge from 'node-forge';
import type { Db } from '../../db/client.ts';
import { tenantSigningKeys, tenants } from '../../db/schema/index.ts';
import { SecretBox } from '../../lib/secret-box.ts';

/** The SecretBox name whose key seals every tenant's signing key (an app_secrets row). */
const boxName = 'offer-signing-keys';
const certYears = 10;

export interface TenantSigningKey {
  id: string;
  certificatePem: string;
  privateKeyPem: string;
}

/**
 * A self-signed certificate naming the tenant. Readers show it as "signed and unaltered" with
 * an untrusted issuer until the company adds it to their trust list (or replaces it with a
 * CA-issued one — see docs/offers.md).
 */
function makeCertificate(tenantName: string) {
  // Node's key generation is native and fast; forge only builds and signs the certificate.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive random serial (high bit cleared).
  cert.serialNumber = `0${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + certYears * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: `${tenantName} document signing`.slice(0, 64) },
    { name: 'organizationName', value: tenantName.slice(0, 64) },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: privateKey };
}

async function current(db: Db, box: SecretBox, tenantId: string): Promise<TenantSigningKey | undefined> {
  const [row] = await db
    .select()
    .from(tenantSigningKeys)
    .where(and(eq(tenantSigningKeys.tenantId, tenantId), isNull(tenantSigningKeys.retiredAt)))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    certificatePem: row.certificatePem,
    privateKeyPem: box.unseal(row.sealedPrivateKey, `signing-key:${row.id}`),
  };
}

async function create(db: Db, box: SecretBox, tenantId: string): Promise<void> {
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const made = makeCertificate(tenant?.name ?? 'OpenCareers');
  const id = crypto.randomUUID();
  // The partial unique index keeps one current key: a concurrent first use inserts nothing here.
  await db
    .insert(tenantSigningKeys)
    .values({
      id,
      tenantId,
      certificatePem: made.certificatePem,
      sealedPrivateKey: box.seal(made.privateKeyPem, `signing-key:${id}`),
    })
    .onConflictDoNothing();
}

/** The tenant's current signing key, created on first use. */
export async function tenantSigningKey(db: Db, tenantId: string): Promise<TenantSigningKey> {
  const box = await SecretBox.open(db, boxName);
  const found = await current(db, box, tenantId);
  if (found) return found;
  await create(db, box, tenantId);
  const made = await current(db, box, tenantId);
  if (!made) throw new Error('signing key could not be created');
  return made;
}

/**
 * Retires the current key and makes a new one. Files sealed before keep their signature (the
 * certificate travels inside each PDF); only new seals use the new key.
 */
export async function rotateTenantSigningKey(db: Db, tenantId: string): Promise<TenantSigningKey> {
  await db.transaction(async (tx) => {
    await tx
      .update(tenantSigningKeys)
      .set({ retiredAt: new Date() })
      .where(and(eq(tenantSigningKeys.tenantId, tenantId), isNull(tenantSigningKeys.retiredAt)));
    await create(tx, await SecretBox.open(tx, boxName), tenantId);
  });
  return tenantSigningKey(db, tenantId);
}

/** The key and certificate as the PKCS#12 bundle @signpdf/signer-p12 reads. */
export function toP12(key: TenantSigningKey): { p12: Buffer; passphrase: string } {
  const passphrase = randomBytes(16).toString('hex');
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(key.privateKeyPem),
    [forge.pki.certificateFromPem(key.certificatePem)],
    passphrase,
    { algorithm: '3des' },
  );
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}
