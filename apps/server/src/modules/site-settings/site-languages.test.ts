import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uiLocales } from '@opencareers/contracts/ui-locales';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openPositions } from '../applications/applications-test-kit.ts';
import { demoAdmin } from '../interviews/interviews-test-kit.ts';
import { put, state } from './site-settings-test-kit.ts';

/*
 * A company's languages (issue 21 item 5, docs/i18n.md): chosen in the site settings, carried
 * by boot and by the served page, and refused (422 naming the setting, nothing changed) for a
 * code the site cannot show.
 */

let t: TestApp;
let admin: HttpAgent;
let anon: HttpAgent;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-languages-'));

beforeAll(async () => {
  // A stand-in for the built app's index.html, shaped like apps/web/index.html.
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="csrf-token" content="" /><title>Careers</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist, AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
  anon = new HttpAgent(t.app);
  await anon.boot();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const bootConfig = async () => (await anon.get('/api/pcsx/boot')).json().data.config;
const html = async (url: string) => (await t.app.inject({ url, headers: { accept: 'text/html' } })).body;
type Config = Record<string, unknown> & { locale: Record<string, unknown> };
const withLocale = (config: Config, locale: Record<string, unknown>) => ({
  ...structuredClone(config),
  locale: { ...config.locale, ...locale },
});
const offerable = new Set(uiLocales.filter((l) => l.status !== 'planned').map((l) => l.code));

describe('a company’s languages', () => {
  it('offers every language by default, with English as the default', async () => {
    expect((await bootConfig()).locale).toEqual({ default: 'en', offered: [] });
    expect(await html('/careers')).toContain('<html lang="en" dir="ltr">');
  });

  it('publishes two languages and a default: boot, the page and the job data carry them', async () => {
    const s = await state(admin);
    const res = await admin.post('/api/admin/settings/publish', {
      config: withLocale(s.published, { offered: ['fr', 'de'], default: 'de' }),
      revision: s.revision,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bootConfig()).locale).toEqual({ default: 'de', offered: ['fr', 'de'] });
    expect(await html('/careers/search?query=x')).toContain(
      '<html lang="de" dir="ltr" data-locales="fr de">',
    );

    // The job's own text stays in the company's language, whatever the visitor reads the UI in.
    const [job] = await openPositions(t);
    const page = await html(`/careers/job/${job!.id}?hl=ja`);
    expect(page).toContain('<html lang="de" dir="ltr" data-locales="fr de">');
    expect(page).toContain(`<article lang="de"><h1>`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!);
    expect(ld.inLanguage).toBe('de');
  });

  it('refuses unknown codes, repeats and a default it does not offer with 422, changing nothing', async () => {
    const s = await state(admin);
    const bootBefore = await bootConfig();
    const unknownCode = fc
      .oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('EN', 'de_DE', 'pt', 'zh', 'en-US', 'xx', ' de', 'de ', '<script>', ''),
      )
      .filter((code) => !offerable.has(code));
    const bad = fc.oneof(
      unknownCode.map((code) => ({ default: code })),
      fc
        .tuple(fc.subarray(['de', 'fr', 'ar', 'ja']), unknownCode)
        .map(([good, code]) => ({ offered: [...good, code], default: good[0] ?? 'en' })),
      fc.constantFrom('de', 'ar', 'pt-BR').map((code) => ({ offered: [code, code], default: code })),
      fc.constantFrom('en', 'ja').map((fallback) => ({ offered: ['de', 'fr'], default: fallback })),
      fc.constantFrom('de', 7, null, { de: true }).map((offered) => ({ offered })),
    );
    await fc.assert(
      fc.asyncProperty(bad, fc.boolean(), async (locale, publish) => {
        const payload = { config: withLocale(s.published, locale), revision: s.revision };
        const res = publish
          ? await admin.post('/api/admin/settings/publish', payload)
          : await put(admin, '/api/admin/settings/draft', payload);
        expect(res.statusCode, res.body).toBe(422);
        const fields = Object.keys(res.json().fieldErrors ?? {});
        expect(fields.length).toBeGreaterThan(0);
        expect(fields.every((f) => f.startsWith('locale.'))).toBe(true);
      }),
      { numRuns: 40 },
    );
    expect(await state(admin)).toEqual(s);
    expect(await bootConfig()).toEqual(bootBefore);
  });
});
