import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantService } from '../modules/tenants/service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/* issue 13 item 9: a CSP that lets the app's own features run, and nothing wider. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ESIGN_HOST: 'https://sign.operator.example' });
  await new TenantService(t.database.db, 0).create({
    domain: 'frames.example',
    name: 'Frames Co',
    config: { site: { frameOrigins: ['https://forms.vendor.example', 'https://esign.vendor.example'] } },
  });
}, 240_000);
afterAll(() => t.close());

const directives = async (query: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: '/careers', query, headers: { accept: 'text/html' } });
  const csp = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  ) as Record<string, string[]>;
};

describe('content security policy', () => {
  it('allows workers from our origin and blob: (pdf.js, canvas-confetti)', async () => {
    expect((await directives())['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it("frames only our origin, blob:, the operator's e-sign host and the tenant's configured origins", async () => {
    expect((await directives())['frame-src']).toEqual(["'self'", 'blob:', 'https://sign.operator.example']);
    expect((await directives({ domain: 'frames.example' }))['frame-src']).toEqual([
      "'self'",
      'blob:',
      'https://sign.operator.example',
      'https://forms.vendor.example',
      'https://esign.vendor.example',
    ]);
  });

  it('allows no inline or foreign scripts and no wildcard sources', async () => {
    const d = await directives({ domain: 'frames.example' });
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    for (const [name, values] of Object.entries(d)) {
      expect({ name, wildcard: values.some((v) => v === '*' || v.includes('*.')) }).toEqual({
        name,
        wildcard: false,
      });
    }
  });

  it('keeps the stricter policy of stored files', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/boot' });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('refuses frame origins that are not bare https origins', async () => {
    await expect(
      new TenantService(t.database.db, 0).create({
        domain: 'badframes.example',
        name: 'B',
        config: { site: { frameOrigins: ['*'] } },
      }),
    ).rejects.toThrow();
  });
});
