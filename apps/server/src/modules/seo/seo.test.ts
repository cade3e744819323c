import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';

let t: TestApp;
let ids: Record<string, string>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-seo-'));

beforeAll(async () => {
  // A stand-in for the built app's index.html, shaped like apps/web/index.html.
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang=""><head><meta charset="UTF-8" /><meta name="csrf-token" content="" /><title>Careers</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
  await t.database.db.delete(positions);
  const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
  const items = testPositions();
  items[0]!.descriptionHtml = '<p>Ship it. Then write "</script><script>alert(1)</script>" in docs.</p>';
  await positionRepository.upsertMany(t.database.db, tenant.id, items);
  const rows = await t.database.db.select({ id: positions.id, ext: positions.externalId }).from(positions);
  ids = Object.fromEntries(rows.map((r) => [r.ext, r.id]));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ url, headers: { accept: 'text/html', host: 'jobs.example.com' } });
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};

describe('job pages for search engines', () => {
  it('sends title, description, canonical URL, Open Graph and the job text', async () => {
    const res = await page(`/careers/job/${ids['T-2']}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Platform Engineer | Northwind Labs</title>');
    expect(html).toContain(
      `<link rel="canonical" href="https://northwind.example/careers/job/${ids['T-2']}">`,
    );
    expect(html).toContain('<meta property="og:title" content="Platform Engineer | Northwind Labs">');
    expect(html).toMatch(
      /<meta name="description" content="Platform Engineer at Northwind Labs, Potsdam, Brandenburg, Germany\. You will run/,
    );
    expect(html).toContain(
      '<main data-server-page><p><a href="/careers">Browse jobs</a></p><article lang="en"><h1>Platform Engineer</h1>',
    );
  });

  it('embeds no first-view data without a server entry in the build: the app starts on its own', async () => {
    // With the web build's server entry the page is the app's render (first-view/first-view.test.ts).
    const res = await page(`/careers/job/${ids['T-1']}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('oc-first-view-data');
  });

  it('carries JobPosting JSON-LD with every required and recommended property', async () => {
    const data = jsonLd((await page(`/careers/job/${ids['T-2']}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Platform Engineer',
      // The company's default language: the job's text is not translated with the UI.
      inLanguage: 'en',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Northwind Labs',
        sameAs: 'https://northwind.example/careers',
      },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Potsdam', addressRegion: 'Brandenburg', addressCountry: 'DE' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Northwind Labs', value: 'T-2' },
      directApply: true,
    });
    for (const key of ['description', 'datePosted', 'validThrough']) expect(data[key]).toBeTruthy();
  });

  it('marks remote jobs as TELECOMMUTE with the countries applicants may live in', async () => {
    const data = jsonLd((await page(`/careers/job/${ids['T-4']}`)).body);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'United States' }]);
    expect(data.jobLocation).toBeUndefined();
  });

  it('cannot be broken out of by a description', async () => {
    const html = (await page(`/careers/job/${ids['T-1']}`)).body;
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain('<');
    // Tags in the description are kept for Google but written as \u003c inside the block.
    expect(jsonLd(html).description).toContain('<p>Ship it.');
    // The JSON-LD and the app's script close; nothing else does (no first-view data without a
    // server entry in the build; first-view.test.ts covers the page with it).
    expect(html.match(/<\/script>/g)?.length).toBe(2);
  });

  it('serves the app with 200 on the page routes, the admin home included', async () => {
    for (const url of ['/careers', '/careers/dashboard', '/admin', '/admin/', '/admin/jobs', '/logout'])
      expect((await page(url)).statusCode, url).toBe(200);
    expect((await page('/nowhere')).statusCode).toBe(404);
  });

  it('answers 410 without job markup for a closed job, 404 for an unknown one', async () => {
    await t.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, ids['T-3']!));
    const closed = await page(`/careers/job/${ids['T-3']}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).not.toContain('application/ld+json');
    expect(closed.body).toContain('<meta name="robots" content="noindex">');
    expect((await page('/careers/job/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await page('/careers/job/garbage')).statusCode).toBe(404);
    expect((await page('/careers/job/private?pid=x')).statusCode).toBe(200);
  });

  it('lists open jobs in sitemap.xml with lastmod, and points robots.txt to it', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>https://northwind.example/careers/job/${ids['T-1']}</loc><lastmod>`);
    expect(sitemap.body).not.toContain(ids['T-3']!);
    expect(sitemap.body.match(/<url>/g)).toHaveLength(5);
    const robots = await page('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://northwind.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });
});
