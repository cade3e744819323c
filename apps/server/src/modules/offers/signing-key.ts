import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import forge from 'node-forge';
import type { Db } from '../../db/client.ts';
import { files, offerDocuments, tenantSigningKeys, tenants } from '../../db/schema/index.ts';
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
/**
 * A random 16-byte serial in minimal DER form: positive (high bit clear) and never starting
 * with a zero byte. The former `0…` prefix gave, about once in 512 keys, a serial whose zero
 * padding OpenSSL refuses ("illegal padding"): that certificate could not even be read back.
 */
export function certificateSerial(bytes: Uint8Array = randomBytes(16)): string {
  const serial = Buffer.from(bytes.subarray(0, 16));
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  return serial.toString('hex');
}

function makeCertificate(tenantName: string) {
  // Node's key generation is native and fast; forge only builds and signs the certificate.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = certificateSerial();
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

/** A sealed new key row, made outside any transaction: key generation is CPU-bound. */
async function makeRow(db: Db, box: SecretBox, tenantId: string) {
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const made = makeCertificate(tenant?.name ?? 'OpenCareers');
  const id = crypto.randomUUID();
  return {
    id,
    tenantId,
    certificatePem: made.certificatePem,
    sealedPrivateKey: box.seal(made.privateKeyPem, `signing-key:${id}`),
  };
}

async function create(db: Db, box: SecretBox, tenantId: string): Promise<void> {
  const row = await makeRow(db, box, tenantId);
  // The partial unique index keeps one current key: a concurrent first use inserts nothing here.
  await db.insert(tenantSigningKeys).values(row).onConflictDoNothing();
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
 *
 * The key pair is generated before the transaction (it takes tens to hundreds of milliseconds
 * of CPU; on PGlite, the only connection would be held meanwhile), which then only retires and
 * inserts. Two rotations at once: the second one's insert meets the partial unique index and
 * inserts nothing, so one new key wins and both callers get it.
 */
export async function rotateTenantSigningKey(db: Db, tenantId: string): Promise<TenantSigningKey> {
  const box = await SecretBox.open(db, boxName);
  const row = await makeRow(db, box, tenantId);
  await db.transaction(async (tx) => {
    await tx
      .update(tenantSigningKeys)
      .set({ retiredAt: new Date() })
      .where(and(eq(tenantSigningKeys.tenantId, tenantId), isNull(tenantSigningKeys.retiredAt)));
    await tx.insert(tenantSigningKeys).values(row).onConflictDoNothing();
  });
  return tenantSigningKey(db, tenantId);
}

/** SHA-256 of the certificate (DER), as readers show it: upper-case hex pairs joined by colons. */
export const certificateFingerprint = (certificatePem: string) =>
  new X509Certificate(certificatePem).fingerprint256;

export interface SigningKeyStatus {
  /** null until the first letter is sealed (the key is made on first use) or a rotation. */
  current: { fingerprint: string; createdAt: Date; expiresAt: Date } | null;
  retiredKeys: number;
  /** Signed copies sealed before the current key was made; they keep verifying (the certificate is inside). */
  signedWithOlderKeys: number;
}

/** What the admin page and the command line show about a tenant's key, without creating one. */
export async function signingKeyStatus(db: Db, tenantId: string): Promise<SigningKeyStatus> {
  const rows = await db
    .select({
      certificatePem: tenantSigningKeys.certificatePem,
      createdAt: tenantSigningKeys.createdAt,
      retiredAt: tenantSigningKeys.retiredAt,
    })
    .from(tenantSigningKeys)
    .where(eq(tenantSigningKeys.tenantId, tenantId))
    .orderBy(desc(tenantSigningKeys.createdAt));
  const current = rows.find((r) => r.retiredAt === null);
  const retiredKeys = rows.length - (current ? 1 : 0);
  let signedWithOlderKeys = 0;
  if (current && retiredKeys) {
    const [n] = await db
      .select({ n: count() })
      .from(offerDocuments)
      .innerJoin(
        files,
        and(eq(files.tenantId, offerDocuments.tenantId), eq(files.key, offerDocuments.signedKey)),
      )
      .where(
        and(
          eq(offerDocuments.tenantId, tenantId),
          isNotNull(offerDocuments.signedKey),
          lt(files.createdAt, current.createdAt),
        ),
      );
    signedWithOlderKeys = n?.n ?? 0;
  }
  return {
    current: current
      ? {
          fingerprint: certificateFingerprint(current.certificatePem),
          createdAt: current.createdAt,
          expiresAt: new Date(new X509Certificate(current.certificatePem).validTo),
        }
      : null,
    retiredKeys,
    signedWithOlderKeys,
  };
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
