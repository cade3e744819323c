import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountPaths } from '@opencareers/contracts/account';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, positions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';

/*
 * issue 13 items 7 and 8: absolute URLs come from the tenant's canonical origin, never the Host
 * header; the page template fills values with functions, so `$` patterns in text stay text.
 */

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-origin-'));
const patterns = ['$&', "$'", '$`', '$1', '$$', '$<x>'];
const dollarTitle = `Engineer ${patterns.join(' ')}`;
const dollarCompany = `Dollar ${patterns.join(' ')} Co`;
const ids: Record<string, string> = {};
const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang=""><head><meta charset="UTF-8" /><meta name="csrf-token" content="" /><title>Careers</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_ORIGIN: 'https://careers.northwind.example' });
  const tenants = new TenantService(t.database.db, 0);
  const configured = await tenants.create({
    domain: 'configured.example',
    name: dollarCompany,
    config: { site: { publicOrigin: 'https://jobs.configured.example' } },
  });
  const plain = await tenants.create({ domain: 'plain.example', name: 'Plain Co', config: {} });
  const defaultTenant = (await tenants.defaultTenant())!;
  await t.database.db.delete(positions);
  for (const [key, tenant] of [
    ['default', defaultTenant],
    ['configured', configured],
    ['plain', plain],
  ] as const) {
    const [item] = testPositions();
    item!.title = dollarTitle;
    item!.externalId = `X-${key}`;
    await positionRepository.upsertMany(t.database.db, tenant.id, [item!]);
    const rows = await t.database.db.select({ id: positions.id, ext: positions.externalId }).from(positions);
    ids[key] = rows.find((r) => r.ext === `X-${key}`)!.id;
  }
}, 240_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const forged = 'evil.attacker.example';
const get = (url: string, domain?: string) =>
  t.app.inject({
    url,
    query: domain ? { domain } : {},
    headers: { accept: 'text/html', host: forged, 'x-forwarded-host': forged },
  });

describe('a canonical origin per tenant', () => {
  it('uses PUBLIC_ORIGIN for the default tenant in sitemap.xml, robots.txt, canonical link and JSON-LD', async () => {
    const sitemap = await get('/sitemap.xml');
    const robots = await get('/robots.txt');
    const page = await get(`/careers/job/${ids.default}`);
    for (const body of [sitemap.body, robots.body, page.body]) expect(body).not.toContain(forged);
    expect(sitemap.body).toContain(`<loc>https://careers.northwind.example/careers/job/${ids.default}</loc>`);
    expect(robots.body).toContain('Sitemap: https://careers.northwind.example/sitemap.xml');
    expect(page.body).toContain(
      `<link rel="canonical" href="https://careers.northwind.example/careers/job/${ids.default}">`,
    );
    expect(page.body).toContain('"sameAs":"https://careers.northwind.example/careers"');
  });

  it("uses a tenant's configured origin, else https on its domain; never the Host header", async () => {
    const configured = await get('/sitemap.xml', 'configured.example');
    expect(configured.body).toContain(
      `<loc>https://jobs.configured.example/careers/job/${ids.configured}</loc>`,
    );
    const plain = await get('/robots.txt', 'plain.example');
    expect(plain.body).toContain('Sitemap: https://plain.example/sitemap.xml');
    expect(configured.body + plain.body).not.toContain(forged);
  });

  it('refuses a configured origin that is not a bare https origin', async () => {
    const tenants = new TenantService(t.database.db, 0);
    for (const bad of [
      'http://x.example',
      'https://x.example/path',
      'javascript:alert(1)',
      'https://x.example/',
    ]) {
      await expect(
        tenants.create({
          domain: `bad${Math.random().toString(36).slice(2, 8)}.example`,
          name: 'B',
          config: { site: { publicOrigin: bad } },
        }),
      ).rejects.toThrow();
    }
  });
});

describe('links in emails', () => {
  const lastEmailTo = async (to: string) =>
    (
      await t.database.db
        .select({ text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, to))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1)
    )[0]!.text;

  it.each([
    ['configured.example', 'https://jobs.configured.example'],
    ['plain.example', 'https://plain.example'],
  ])('use the canonical origin of %s, never the Host header', async (domain, origin) => {
    const { agent, email, userId } = await newCandidate(t, domain);
    const forgedHeaders = { host: forged, 'x-forwarded-host': forged };
    expect(
      (await agent.post(accountPaths.forgotPassword, { email }, { headers: forgedHeaders })).statusCode,
    ).toBe(200);
    const reset = await lastEmailTo(email);
    expect(reset).toContain(`${origin}/careers/`);
    expect(reset).not.toContain(forged);

    const tenant = (await new TenantService(t.database.db, 0).byDomain(domain))!;
    await t.app.notifier.notify(
      t.database.db,
      tenant.id,
      userId,
      candidateEvents.formAssigned({ assignmentId: `origin-${domain}`, formName: 'Background check' }),
    );
    const told = await lastEmailTo(email);
    expect(told).toContain(`Open: ${origin}/`);
    expect(told).toContain(`${origin}/careers/settings`);
  });
});

describe('the HTML template', () => {
  it("keeps $&, $', $`, $1 in job titles and company names as text", async () => {
    const res = await get(`/careers/job/${ids.configured}`, 'configured.example');
    expect(res.statusCode).toBe(200);
    const title = esc(`${dollarTitle} | ${dollarCompany}`);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}">`);
    expect(res.body).toContain(`<h1>${esc(dollarTitle)}</h1>`);
    expect(res.body).toContain(JSON.stringify(dollarTitle).replaceAll('<', '\\u003c'));
    // The template's structure is intact: one title, one root, the script still last.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(
      res.body.trimEnd().endsWith('<script type="module" src="/assets/app.js"></script></body></html>'),
    ).toBe(true);
  });

  it('keeps them as text on the app pages too', async () => {
    const res = await get('/careers', 'configured.example');
    expect(res.body).toContain(`<title>Careers at ${esc(dollarCompany)}</title>`);
    expect(res.body).toContain(
      `<meta name="description" content="Find your next job at ${esc(dollarCompany)}.">`,
    );
  });
});
