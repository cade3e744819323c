import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSigningKeys } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantService } from '../tenants/service.ts';
import { admin, candidate, makeOffer } from './offers-test-kit.ts';

let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());

/** Signs a fresh offer's letter by typed name; answers the sealed file the candidate downloads. */
async function signedLetter() {
  const offer = await makeOffer(t, adminAgent, { letter_presentation: 'sign_form' });
  const body = await multipart({ signature_name: 'Jordan Rivera', agreed: 'true' });
  const res = await me.post(`/api/offer/offers/${offer.id}/accept`, body.payload, { headers: body.headers });
  expect(res.statusCode, res.body).toBe(200);
  const file = await me.get(`/api/offer/offers/${offer.id}/documents/${offer.offer_documents[0]!.id}/file`);
  return new Uint8Array(file.rawPayload);
}

/**
 * What a reader sees: poppler's pdfsig report, and the fingerprint of the certificate inside
 * the signature (dumped by `pdfsig -dump`, read with openssl).
 */
function verify(bytes: Uint8Array): { report: string; fingerprint: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pdfsig-key-'));
  const file = join(dir, 'signed.pdf');
  writeFileSync(file, bytes);
  const run = (args: string[]) => {
    try {
      return execFileSync('pdfsig', args, { encoding: 'utf8', cwd: dir });
    } catch (err) {
      // pdfsig exits non-zero when the certificate is not trusted; the report is on stdout.
      return String((err as { stdout?: string }).stdout ?? err);
    }
  };
  const report = run([file]);
  run(['-dump', file]);
  const dumped = readdirSync(dir).find((f) => f.endsWith('.sig0'));
  if (!dumped) throw new Error(`pdfsig -dump wrote nothing in ${dir}`);
  const pem = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', join(dir, dumped), '-print_certs'], {
    encoding: 'utf8',
  });
  return { report, fingerprint: new X509Certificate(pem).fingerprint256 };
}

describe('rotating the signing key', () => {
  it('shows the key, rotates it; letters signed before still verify and new ones use the new key', async () => {
    const before = await signedLetter();
    const status = await adminAgent.get('/api/admin/signing-key');
    expect(status.statusCode, status.body).toBe(200);
    const old = status.json().data;
    expect(old.current.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(new Date(old.current.created_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(old).toMatchObject({ retired_keys: 0, signed_with_older_keys: 0 });
    expect(verify(before)).toMatchObject({ fingerprint: old.current.fingerprint });

    const rotated = await adminAgent.post('/api/admin/signing-key/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const now = rotated.json().data;
    expect(now.current.fingerprint).not.toBe(old.current.fingerprint);
    expect(now).toMatchObject({ retired_keys: 1, signed_with_older_keys: 1 });
    expect((await adminAgent.get('/api/admin/signing-key')).json().data).toEqual(now);

    // The letter signed before the rotation is unchanged and still verifies with the old certificate.
    const again = verify(before);
    expect(again.report).toContain('Signature is Valid');
    expect(again.report).toContain('Total document signed');
    expect(again.fingerprint).toBe(old.current.fingerprint);

    const after = verify(await signedLetter());
    expect(after.report).toContain('Signature is Valid');
    expect(after.fingerprint).toBe(now.current.fingerprint);
  }, 120_000);

  it('two rotations at once: both answer 200 and exactly one current key remains', async () => {
    const [a, b] = await Promise.all([
      adminAgent.post('/api/admin/signing-key/rotate'),
      (await admin(t)).post('/api/admin/signing-key/rotate'),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const demo = (await new TenantService(t.database.db, 0).defaultTenant())!;
    const current = await t.database.db
      .select()
      .from(tenantSigningKeys)
      .where(and(isNull(tenantSigningKeys.retiredAt), eq(tenantSigningKeys.tenantId, demo.id)));
    expect(current).toHaveLength(1);
  }, 60_000);

  it('the candidate cannot read or rotate the key', async () => {
    expect((await me.get('/api/admin/signing-key')).statusCode).toBe(403);
    expect((await me.post('/api/admin/signing-key/rotate')).statusCode).toBe(403);
  });
});
