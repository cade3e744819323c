import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, demoCandidate, otherTenantAdmin } from '../interviews/interviews-test-kit.ts';
import { png, put, state, themeBuilder, upload } from './site-settings-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
let anon: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
  anon = new HttpAgent(t.app);
  await anon.boot();
});
afterAll(() => t.close());

const bootConfig = async () => (await anon.get('/api/pcsx/boot')).json().data.config;

type Config = Record<string, unknown>;

/** A copy of `config` with the setting at the dotted `path` replaced. */
function withSetting(config: Config, path: string, value: unknown): Config {
  const copy = structuredClone(config);
  const keys = path.split('.');
  let node = copy;
  for (const k of keys.slice(0, -1)) {
    node[k] ??= {};
    node = node[k] as Config;
  }
  node[keys.at(-1)!] = value;
  return copy;
}

describe('site settings', () => {
  it('saves a draft without touching the site, then publishes it as a version with who and what', async () => {
    const s0 = await state(admin);
    expect(s0).toMatchObject({ version: 0, draft: null });
    expect(s0.published.pcsxConfig.branding.companyName).toBe('Northwind Labs');

    let draft = withSetting(s0.published, 'pcsxConfig.branding.primaryColor', '#0a5c36');
    draft = withSetting(
      draft,
      'pcsxConfig.branding.footerHtml',
      '<p onclick="x()">Northwind <script>alert(1)</script><a href="https://n.example">Legal</a></p>',
    );
    draft = withSetting(draft, 'pcsxConfig.branding.banners', {
      jobs: { type: 'info', message: 'Hiring <b>now</b><script>x()</script>' },
    });
    const saved = await put(admin, '/api/admin/settings/draft', { config: draft, revision: s0.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const s1 = saved.json().data;
    expect(s1.revision).toBe(s0.revision + 1);
    expect(s1.draft.savedBy.email).toContain('@');
    expect(s1.draft.config.pcsxConfig.branding.footerHtml).toBe(
      '<p>Northwind <a href="https://n.example" rel="noopener noreferrer">Legal</a></p>',
    );
    expect(s1.draft.config.pcsxConfig.branding.banners.jobs.message).toBe('Hiring now');
    expect((await bootConfig()).pcsxConfig.branding.primaryColor).toBe('#1f5fbf');

    const published = await admin.post('/api/admin/settings/publish', {
      config: s1.draft.config,
      revision: s1.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ version: 2, draft: null });
    const boot = await bootConfig();
    expect(boot.pcsxConfig.branding.primaryColor).toBe('#0a5c36');
    expect(boot.pcsxConfig.branding.banners.jobs.message).toBe('Hiring now');

    const history = (await admin.get('/api/admin/settings/history')).json().data.versions;
    expect(history.map((v: { version: number; action: string }) => [v.version, v.action])).toEqual([
      [2, 'publish'],
      [1, 'initial'],
    ]);
    expect(history[0].publishedBy.email).toContain('@');
    expect(history[0].changes).toContainEqual({
      path: 'pcsxConfig.branding.primaryColor',
      before: '#1f5fbf',
      after: '#0a5c36',
    });
  });

  it('refuses a stale revision with 409 and the current one, changing nothing', async () => {
    const s = await state(admin);
    const config = withSetting(s.published, 'pcsxConfig.branding.companyName', 'Stale Co');
    for (const [method, url] of [
      ['PUT', '/api/admin/settings/draft'],
      ['POST', '/api/admin/settings/publish'],
    ] as const) {
      const res = await admin.request({ method, url, payload: { config, revision: s.revision - 1 } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: s.revision });
    }
    expect(await state(admin)).toEqual(s);
  });

  it('refuses unreadable colours and unknown settings with 422 naming the path', async () => {
    const s = await state(admin);
    const light = withSetting(s.published, 'pcsxConfig.branding.primaryColor', '#ffd500');
    const res = await put(admin, '/api/admin/settings/draft', { config: light, revision: s.revision });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors['pcsxConfig.branding.primaryColor']).toMatch(/4\.5:1/);

    const typo = withSetting(s.published, 'pcsxConfig.branding.primaryColour', '#000000');
    const res2 = await put(admin, '/api/admin/settings/draft', { config: typo, revision: s.revision });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().fieldErrors).toEqual({ 'pcsxConfig.branding.primaryColour': 'Unknown setting' });
    expect(await state(admin)).toEqual(s);
  });

  it('refuses generated bad configurations with 4xx and changes nothing', async () => {
    const s = await state(admin);
    const bootBefore = await bootConfig();
    const notHex = fc.string({ maxLength: 12 }).filter((v) => !/^#[0-9a-fA-F]{6}$/.test(v));
    const at = (path: string, value: fc.Arbitrary<unknown>) => value.map((v) => ({ path, value: v }));
    const bad = fc.oneof(
      at('pcsxConfig.branding.primaryColor', notHex),
      at(
        'pcsxConfig.searchConfig.strongMatchThreshold',
        fc.oneof(fc.integer({ min: 6 }), fc.integer({ max: -1 }), fc.string()),
      ),
      at(
        'pcsxConfig.dashboardConfig.tabs',
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }).map((v) => [...v, 'nope!']),
      ),
      at('termsOfService.submitButtonText', fc.constantFrom('', null, 5)),
      fc
        .string({ minLength: 1, maxLength: 10 })
        .chain((k) => at(`pcsxConfig.branding.x_${k}`, fc.constant(1))),
      at('theme.pcsx.navbar.background', notHex),
      at(
        'theme.default.navbar',
        fc.constantFrom('#ffffff', '#fefefe', '#eeeeee').map((text) => ({ background: '#ffffff', text })),
      ),
      at(
        'pcsxConfig.branding.banners',
        // Plain letters: markup would be stripped first and could make a long text short enough.
        fc.integer({ min: 1001, max: 1100 }).map((n) => ({ jobs: { type: 'info', message: 'x'.repeat(n) } })),
      ),
      at(
        'pcsxConfig.branding.banners',
        fc.constantFrom('warning', '', 1).map((type) => ({ jobs: { type, message: 'x' } })),
      ),
      at('pcsxConfig.branding.fontFamily', fc.constantFrom('comic-sans', 'https://fonts.example/x.css', 3)),
      at('site.publicOrigin', fc.constantFrom('http://evil.example', 'https://a.example/path', 'ftp://x')),
      at('', fc.constantFrom([], 'x', 7, null)),
    );
    await fc.assert(
      fc.asyncProperty(bad, fc.boolean(), async ({ path, value }, publish) => {
        const payload = {
          config: path ? withSetting(s.published, path, value) : value,
          revision: s.revision,
        };
        const res = publish
          ? await admin.post('/api/admin/settings/publish', payload)
          : await put(admin, '/api/admin/settings/draft', payload);
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.keys(res.json().fieldErrors ?? {}).length).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
    expect(await state(admin)).toEqual(s);
    expect(await bootConfig()).toEqual(bootBefore);
  });

  it('rolls back to an older version as a new version, keeping the draft', async () => {
    const s = await state(admin);
    const draft = withSetting(s.published, 'pcsxConfig.branding.companyName', 'Draft in progress');
    const withDraft = (
      await put(admin, '/api/admin/settings/draft', { config: draft, revision: s.revision })
    ).json().data;
    const res = await admin.post('/api/admin/settings/history/1/rollback', { revision: withDraft.revision });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after.published.pcsxConfig.branding.primaryColor).toBe('#1f5fbf');
    expect(after.draft.config.pcsxConfig.branding.companyName).toBe('Draft in progress');
    expect((await bootConfig()).pcsxConfig.branding.primaryColor).toBe('#1f5fbf');
    const [latest] = (await admin.get('/api/admin/settings/history')).json().data.versions;
    expect(latest).toMatchObject({ action: 'rollback', restoredFrom: 1, version: after.version });

    expect(
      (await admin.post('/api/admin/settings/history/99/rollback', { revision: after.revision })).statusCode,
    ).toBe(404);
    const discarded = await admin.request({
      method: 'DELETE',
      url: '/api/admin/settings/draft',
      payload: { revision: after.revision },
    });
    expect(discarded.json().data.draft).toBeNull();
  });

  it('keeps settings to admins of the tenant', async () => {
    const candidate = await demoCandidate(t);
    const builder = await themeBuilder(t);
    expect((await anon.get('/api/admin/settings')).statusCode).toBe(401);
    expect((await candidate.get('/api/admin/settings')).statusCode).toBe(403);
    expect((await builder.get('/api/admin/settings')).statusCode).toBe(403);
    expect((await builder.get('/api/admin/settings/history')).statusCode).toBe(403);
    // Another tenant's admin sees only their own tenant's settings.
    const other = await otherTenantAdmin(t);
    expect((await state(other)).published.pcsxConfig.branding.companyName).toBe('Other Company');
  });
});

describe('site images', () => {
  it('resizes an uploaded logo and serves it to everyone', async () => {
    const res = await upload(admin, 'logo', await png(1800, 600));
    expect(res.statusCode, res.body).toBe(201);
    const { url, width, height, contentType } = res.json().data;
    expect({ width, height, contentType }).toEqual({ width: 600, height: 200, contentType: 'image/png' });
    const served = await anon.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('makes a square favicon and a JPEG hero', async () => {
    const fav = (await upload(admin, 'favicon', await png(300, 200))).json().data;
    expect(fav).toMatchObject({ width: 64, height: 64 });
    const hero = (await upload(admin, 'hero', await png(3000, 1000))).json().data;
    expect(hero).toMatchObject({ width: 2400, height: 800, contentType: 'image/jpeg' });
  });

  it('judges a file by its content and refuses anything that is not an image', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await upload(admin, 'logo', html, 'image/png', 'logo.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_FILE');
    const truncated = (await png(40, 40)).subarray(0, 60);
    expect((await upload(admin, 'logo', truncated)).statusCode).toBe(400);
    expect((await upload(admin, 'poster', await png(10, 10))).statusCode).toBe(400);
    const candidate = await demoCandidate(t);
    expect((await upload(candidate, 'logo', await png(10, 10))).statusCode).toBe(403);
  });
});

describe('theme builder', () => {
  it('lets a theme builder publish a theme, export it and import it back', async () => {
    const builder = await themeBuilder(t);
    const s = (await builder.get('/api/admin/theme')).json().data;
    const theme = structuredClone(s.theme);
    theme.default.navbar = { background: '#0b1f3a', text: '#ffffff' };
    theme.pcsx.buttons.primary = { background: '#5a1e82', text: '#ffffff' };
    theme.default.borderRadius.base = 'lg';
    const res = await put(builder, '/api/admin/theme', { theme, revision: s.revision });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bootConfig()).theme.default.navbar).toEqual({ background: '#0b1f3a', text: '#ffffff' });
    const [latest] = (await admin.get('/api/admin/settings/history')).json().data.versions;
    expect(latest.action).toBe('theme');

    const exported = await builder.get('/api/admin/theme/export');
    expect(exported.headers['content-disposition']).toContain('attachment');
    const file = exported.json();
    expect(file).toMatchObject({ format: 'opencareers-theme', formatVersion: 1 });
    const imported = await builder.post('/api/admin/theme/import', { file });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.theme).toEqual(file.theme);
  });

  it('refuses a bad theme or theme file with 422 and the paths, storing nothing', async () => {
    const builder = await themeBuilder(t);
    const s = (await builder.get('/api/admin/theme')).json().data;
    const unreadable = structuredClone(s.theme);
    unreadable.pcsx.infoBar = { background: '#ffff00', text: '#ffffff' };
    const res = await put(builder, '/api/admin/theme', { theme: unreadable, revision: s.revision });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['theme.pcsx.infoBar.text']);

    const bad = await builder.post('/api/admin/theme/import', {
      file: {
        format: 'opencareers-theme',
        formatVersion: 1,
        theme: { default: { navbar: { background: 'blue' }, extra: 1 } },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      'theme.default',
      'theme.default.navbar.background',
    ]);
    expect((await builder.post('/api/admin/theme/import', { file: 'not a theme' })).statusCode).toBe(422);
    // A well-formed file whose colours would be unreadable on this site is refused at import too.
    const dim = await builder.post('/api/admin/theme/import', {
      file: {
        format: 'opencareers-theme',
        formatVersion: 1,
        theme: { pcsx: { navbar: { background: '#1a1b1e' } } },
      },
    });
    expect(dim.statusCode).toBe(422);
    expect(dim.json().fieldErrors).toEqual({
      'theme.pcsx.navbar.background': expect.stringMatching(/on #1a1b1e \(the navbar\).*4\.5:1/),
    });
    const notJson = await builder.request({
      method: 'POST',
      url: '/api/admin/theme/import',
      payload: '{"file": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect((await builder.get('/api/admin/theme')).json().data).toEqual(s);

    const candidate = await demoCandidate(t);
    expect((await candidate.get('/api/admin/theme')).statusCode).toBe(403);
  });
});
