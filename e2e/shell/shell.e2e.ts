import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  dialog,
  expectLoggedInAs,
  expectLoggedOut,
  logInThroughApi,
  submitLogin,
} from '../support/auth.ts';
import { appStarted, checkPage, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const logInAt = async (path: string, who: { email: string; password: string; name: string }) => {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}show_login_modal=1`);
  await submitLogin(page, who);
  await expectLoggedInAs(page, who.name);
};

/** For the tests here that are not about the login: through the API (support/auth.ts). */
const logInThroughApiAt = async (path: string, who: { email: string; password: string; name: string }) => {
  await logInThroughApi(page, who);
  await page.goto(path);
  await expectLoggedInAs(page, who.name);
};

describe('page titles', () => {
  it('uses Careers at {company} by default, and the configured title first', async () => {
    await page.goto('/careers');
    await expect.poll(() => page.title()).toBe('Careers at Northwind Labs');
    await page.goto('/careers/settings?domain=fixture.example');
    await expect.poll(() => page.title()).toBe('Careers at Fixture Co');
    await logInAt('/careers/dashboard?domain=fixture.example', demo.fixtureAdmin);
    // An admin lands on the admin console after logging in; the dashboard is one visit away.
    await page.waitForURL(/\/admin(\?|$)/);
    await page.goto('/careers/dashboard?domain=fixture.example');
    await expect.poll(() => page.title()).toBe('My fixture dashboard');
  });

  it('names the query and location of a search', async () => {
    await page.goto('/careers?query=Data%20Engineer&location=Austin');
    await expect.poll(() => page.title()).toBe('Data Engineer at Austin');
  });
});

describe('configured shell parts', () => {
  it('shows the brand, banners and a sanitised footer of the tenant', async () => {
    await page.goto('/careers?domain=fixture.example');
    await page.getByText('Applications close early this week.').waitFor();
    await page.getByText('This site is being set up.').waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Fixture footer').waitFor();
    await expect
      .poll(() => footer.getByRole('link', { name: 'Privacy' }).getAttribute('href'))
      .toBe('https://fixture.example/privacy');
    expect(await footer.getByText('Powered by OpenCareers').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as { __footerScriptRan?: boolean }).__footerScriptRan),
    ).toBeUndefined();
    expect(await page.getByRole('banner').textContent()).toContain('Fixture Co');
    await checkPage(page, 'fixture-tenant-search');

    await page.goto('/careers');
    await page.getByRole('contentinfo').getByText('Powered by OpenCareers').waitFor();
    // shell §9: a 60 px navbar (plus its 1 px bottom border).
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(61);
    expect(await page.getByText('This site is being set up.').count()).toBe(0);
  });

  it('keeps the domain parameter on links and API calls', async () => {
    await page.goto('/careers/login?domain=fixture.example');
    await submitLogin(page, demo.fixtureAdmin, false);
    await expectLoggedInAs(page, demo.fixtureAdmin.name);
    const boot = await page.evaluate(() =>
      fetch('/api/pcsx/boot?domain=fixture.example').then((r) => r.json()),
    );
    expect(boot.data.user.isLoggedIn).toBe(true);
    expect(boot.data.tenant.name).toBe('Fixture Co');
  });

  it('shows a designed not-found page for unknown paths', async () => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await checkPage(page, 'not-found');
  });

  it('opens every page scrolled to the top', async () => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/careers');
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();
    // The footer is there before the app takes over (server-rendered); the navigation below is
    // the app's, so it needs the app running (CI once navigated during hydration, which kept the
    // scroll as hydration must).
    await appStarted(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A client-side navigation, as a link click in the app makes it.
    await page.evaluate(() => window.history.pushState({}, '', '/careers/login'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    // Only meaningful if the new page could stay scrolled: it must be taller than the window.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('crash screen', () => {
  const breakSettingsChunk = () => page.route(/\/assets\/settings-page-[^/]*\.js$/, (route) => route.abort());

  it('shows Internal Server Error with back and contact links, no details, and logs the crash', async () => {
    await logInThroughApiAt('/careers', demo.candidate);
    await breakSettingsChunk();
    const logged = page.waitForRequest(
      (r) => r.url().includes('/vslog') && (r.postData() ?? '').includes('crash'),
    );
    await page.goto('/careers/settings');
    await page.getByRole('heading', { name: 'Internal Server Error' }).waitFor();
    await page.getByRole('link', { name: 'contact' }).waitFor();
    await page
      .getByRole('link', { name: 'back' })
      .or(page.getByRole('button', { name: 'back' }))
      .first()
      .waitFor();
    expect(await page.getByText('Error details').count()).toBe(0);
    await logged;
    await checkPage(page, 'crash-candidate');
  });

  it('shows the error details to an admin', async () => {
    await logInThroughApiAt('/careers', demo.admin);
    await breakSettingsChunk();
    await page.goto('/careers/settings');
    await page.getByRole('heading', { name: 'Internal Server Error' }).waitFor();
    await page.getByText('Error details').waitFor();
    await checkPage(page, 'crash-admin');
  });
});

describe('CSRF', () => {
  it('refuses a log in sent with a forged token, says so, and stays logged out', async () => {
    // Corrupt the token wherever the page gets one: the HTML meta value, boot data, headers.
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      if (headers['x-csrf-token']) headers['x-csrf-token'] = 'forged-token';
      const type = headers['content-type'] ?? '';
      if (!type.includes('html') && !type.includes('json')) return route.fulfill({ response, headers });
      const body = (await response.text())
        .replace(/(<meta name="csrf-token" content=")[^"]*/, '$1forged-token')
        .replace(/("csrfToken":")[^"]*/, '$1forged-token');
      return route.fulfill({ response, headers, body });
    });
    await page.goto('/careers?show_login_modal=1');
    const rejected = page.waitForResponse((r) => r.url().includes('/api/auth/login'));
    await submitLogin(page, demo.candidate);
    expect((await rejected).status()).toBe(403);
    await page.getByText('Invalid CSRF.').first().waitFor();
    await page.unroute('**/*');
    const boot = await page.evaluate(() => fetch('/api/pcsx/boot').then((r) => r.json()));
    expect(boot.data.user.isLoggedIn).toBe(false);
    await dialog(page).waitFor();
    await expectLoggedOut(page);
  });
});
