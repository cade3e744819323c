import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authPaths } from '@opencareers/contracts/auth-paths';
import { bootPaths } from '@opencareers/contracts/boot-paths';
import { positionDetailPaths } from '@opencareers/contracts/position-details-paths';
import { searchPaths } from '@opencareers/contracts/search-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';

/*
 * The server's half of issue 17 item 3: what it hands the web build's server entry and what it
 * does with the answer. The entry here is a small module written into a stand-in build (the web
 * build is not made for the server suite; the real entry runs in e2e/phone-speed/*-first-view):
 * it renders the data it was given, so the test can read what the server passed, through the
 * same loading path (dist/.ssr/entry-server.js) as the real one.
 */

let t: TestApp;
const defaultTenantId = async () => (await new TenantService(t.database.db, 0).defaultTenant())?.id;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-first-view-'));

const entry = `
export async function render(input) {
  globalThis.firstViewRenders = (globalThis.firstViewRenders ?? 0) + 1;
  if (input.url.startsWith('/careers/settings')) return null;
  if (input.url.includes('boom')) throw new Error('render failed');
  const data = { boot: input.boot, locale: input.requestedLocales[0] ?? 'en', queries: { queries: [], mutations: [] } };
  const u = new URL(input.url, 'http://x');
  const search = u.pathname.startsWith('/careers/job/') ? null : await input.loaders.search(u.search.slice(1));
  const id = u.pathname.startsWith('/careers/job/') ? u.pathname.split('/')[3] : search.positions[0]?.id;
  const position = id ? await input.loaders.position(id) : null;
  const echo = JSON.stringify({ requestedLocales: input.requestedLocales, input: Object.keys(input).sort(), search, position });
  return { html: '<main id="rendered"></main><template id="echo">' + echo.replaceAll('<', '\\\\u003c') + '</template>', data, routeModules: ['src/page.tsx'], renderMs: 1, renderCpuMs: 1, title: 'Rendered ' + u.pathname, description: u.search ? 'About ' + u.search : undefined };
}`;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, '.ssr'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), entry);
  // The build's manifest: the entry's files are in index.html already, the page's are added.
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/page.tsx': {
        file: 'assets/page.js',
        css: ['assets/page.css'],
        imports: ['_shared.js', '_part.js'],
      },
      '_part.js': { file: 'assets/part.js', css: ['assets/part.css'] },
    }),
  );
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang=""><head><meta charset="UTF-8" /><meta name="csrf-token" content="" /><title>Careers</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', host: 'jobs.example.com', ...headers } });
const echoOf = (html: string) =>
  JSON.parse(/<template id="echo">(.*?)<\/template>/s.exec(html)![1]!) as {
    requestedLocales: string[];
    input: string[];
    search: { positions: { id: string }[] };
    position: unknown;
  };
const apiData = async (url: string, cookie: string) =>
  (await t.app.inject({ url, headers: { host: 'jobs.example.com', cookie } })).json().data;
const cookieOf = (res: Awaited<ReturnType<typeof get>>) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('server-rendered first view', () => {
  it('gives the renderer the answers the API gives the same visitor, and embeds its data', async () => {
    const res = await get('/careers/search?query=engineer');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main id="rendered"></main>');
    const echo = echoOf(res.body);
    const cookie = cookieOf(res);
    // The same answer but for how long the search took.
    const withoutTime = (data: object) => ({
      ...data,
      debug: { ...(data as { debug?: object }).debug, tookMs: 0 },
    });
    expect(withoutTime(echo.search)).toEqual(
      withoutTime(await apiData(`${searchPaths.search}?query=engineer`, cookie)),
    );
    const first = echo.search.positions[0]!.id;
    expect(echo.position).toEqual(
      await apiData(`${positionDetailPaths.details}?position_id=${first}`, cookie),
    );
    const data = JSON.parse(
      /<script type="application\/json" id="oc-first-view-data">(.*?)<\/script>/s.exec(res.body)![1]!,
    );
    // The boot answer as the API sends it; its token salted afresh, the page's meta carries it.
    expect({ ...data.boot, csrfToken: '' }).toEqual({
      ...(await apiData(bootPaths.boot, cookie)),
      csrfToken: '',
    });
    expect(res.body).toContain(`<meta name="csrf-token" content="${data.boot.csrfToken}">`);
    expect(res.headers['server-timing']).toMatch(/^render;dur=/);
  });

  it("puts the page's own styles and preloads in the head, not the entry's", async () => {
    const res = await get('/careers');
    const head = res.body.split('</head>')[0]!;
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/part.css">');
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page.js">',
    );
    expect(head).not.toContain('/assets/shared.js');
    expect(head).not.toContain('/assets/index.css');
  });

  it("asks for the address's language first, then the site's, and marks the page with the one used", async () => {
    const res = await get('/careers?hl=fr');
    expect(echoOf(res.body).requestedLocales).toEqual(['fr', 'en']);
    expect(res.body).toContain('<html lang="fr" dir="ltr"');
    // Then the browser's languages, before the site's default.
    const german = await get('/careers', { 'accept-language': 'de-CH, de;q=0.9' });
    expect(echoOf(german.body).requestedLocales).toEqual(['de-CH', 'de', 'en']);
    // A right-to-left language is mirrored from the first paint, before the app runs.
    expect((await get('/careers?hl=ar')).body).toContain('<html lang="ar" dir="rtl"');
  });

  it("renders a job page with the job's details, the same for a phone's request as a desktop's", async () => {
    const search = (
      await t.app.inject({ url: searchPaths.search, headers: { host: 'jobs.example.com' } })
    ).json().data;
    const id = search.positions[0].id as string;
    const res = await get(`/careers/job/${id}`, {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148',
    });
    expect(res.statusCode).toBe(200);
    const echo = echoOf(res.body);
    // No width guessed from the user agent: the page is drawn for any width (lib/responsive).
    expect(echo.input).toEqual(['boot', 'loaders', 'requestedLocales', 'url']);
    expect(echo.position).toEqual(
      await apiData(`${positionDetailPaths.details}?position_id=${id}`, cookieOf(res)),
    );
  });

  it('sends the page as before when the entry renders nothing or fails', async () => {
    const other = await get('/careers/settings');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<div id="root"></div>');
    const failed = await get('/careers/boom');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('oc-first-view-data');
  });
});

const renders = () => (globalThis as { firstViewRenders?: number }).firstViewRenders ?? 0;
const embedded = (html: string) =>
  JSON.parse(/<script type="application\/json" id="oc-first-view-data">(.*?)<\/script>/s.exec(html)![1]!);

describe("the rendered page's head", () => {
  it("carries the renderer's title and description instead of the generic ones", async () => {
    const res = await get('/careers/search?query=nurse');
    expect(res.body).toContain('<title>Rendered /careers/search</title>');
    expect(res.body).toContain('<meta name="description" content="About ?query=nurse">');
    const home = await get('/careers');
    expect(home.body).toContain('<title>Rendered /careers</title>');
    // No description from the renderer: the site's own.
    expect(home.body).toMatch(/<meta name="description" content="[^"]+">/);
    expect(home.body).not.toContain('content="About');
  });
});

describe('reusing a logged-out first view for a short time (render-cache.ts)', () => {
  it('renders a page once for many visitors, each with their own token, and again after a job changes', async () => {
    const url = `/careers/search?query=cache${Date.now()}`;
    const before = renders();
    const first = await get(url);
    const second = await get(url);
    expect(renders()).toBe(before + 1);
    expect(second.headers['server-timing']).toContain('render-cache;desc=hit');
    const bodyOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)![1];
    expect(bodyOf(second.body)).toBe(bodyOf(first.body));
    // Each visitor's boot (its CSRF token) is their own, matching their page's meta.
    const [a, b] = [embedded(first.body), embedded(second.body)];
    expect(b.boot.csrfToken).not.toBe(a.boot.csrfToken);
    expect(second.body).toContain(`<meta name="csrf-token" content="${b.boot.csrfToken}">`);
    // Another address or language is another page.
    await get(`${url}&hl=fr`);
    expect(renders()).toBe(before + 2);
    // A job changed: the index moves on, and the page is drawn afresh.
    await positionRepository.upsertMany(
      t.database.db,
      (await defaultTenantId())!,
      testPositions().slice(0, 1),
    );
    await t.app.searchIndex.syncNow();
    await get(url);
    expect(renders()).toBe(before + 3);
  });

  it("never keeps a signed-in visitor's page", async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    expect((await agent.post(authPaths.login, demoTenant.candidate)).statusCode).toBe(200);
    const url = `/careers/search?query=mine${Date.now()}`;
    const before = renders();
    for (let i = 0; i < 2; i++) {
      const res = await agent.get(url, { headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['server-timing']).not.toContain('render-cache');
    }
    expect(renders()).toBe(before + 2);
  });
});
