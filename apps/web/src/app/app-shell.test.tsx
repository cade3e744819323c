import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeLoginModal } from '../lib/login-modal/login-modal-store.ts';
import { makeBoot } from '../test/boot-fixture.ts';
import { renderApp } from '../test/render-app.tsx';

afterEach(() => closeLoginModal());

// The search page is the biggest lazy chunk; transform it once up front so the first test's
// one-second waits measure rendering, not the test runner compiling modules.
beforeAll(async () => {
  await import('../features/search/routes/search-page.tsx');
}, 30_000);

describe('app shell with the real routes', () => {
  it('welcomes a visitor on /careers with the landmarks, one h1 and the tenant name', async () => {
    renderApp('/careers', makeBoot({ config: { pcsxConfig: { branding: { companyName: 'Acme' } } } }));
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Careers at Acme' });
    expect(h1).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Powered by OpenCareers');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    await waitFor(() => expect(document.title).toBe('Careers at Acme'));
  });

  it('shows a protected page with its title to a logged-in candidate, without the login modal', async () => {
    renderApp('/careers/settings', makeBoot({ loggedIn: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the login modal on a protected route and returns to /careers when it is closed', async () => {
    const { router } = renderApp('/careers/profile?domain=acme.example', makeBoot());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Log in' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers'));
    expect(router.state.location.search).toBe('?domain=acme.example');
  });

  it('validates the login form with the shared schema and focuses the first invalid field', async () => {
    renderApp('/careers/login', makeBoot());
    const main = await screen.findByRole('main');
    const email = await within(main).findByLabelText(/Email/);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));

    expect(within(main).getByText('Enter a valid email address')).toBeTruthy();
    expect(within(main).getByText('Required')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('hides sign-up when the tenant turns it off, and login when that is off', async () => {
    renderApp(
      '/careers/login',
      makeBoot({ config: { loginSignupConfig: { candidateSignupEnabled: false } } }),
    );
    const main = await screen.findByRole('main');
    await within(main).findByLabelText(/Password/);
    expect(within(main).queryByRole('tab')).toBeNull();
  });

  it('shows the designed not-found page for unknown paths', async () => {
    renderApp('/careers/a/b/c', makeBoot());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('sanitises the configured footer and can hide the powered-by line', async () => {
    renderApp(
      '/careers',
      makeBoot({
        config: {
          pcsxConfig: {
            branding: { footerHtml: '<p>Acme Inc.<script>alert(1)</script></p>', hidePoweredBy: true },
          },
        },
      }),
    );
    const footer = await screen.findByRole('contentinfo');
    expect(footer.querySelector('p')?.textContent).toBe('Acme Inc.');
    expect(footer.textContent).not.toContain('Powered by');
    expect(footer.querySelector('script')).toBeNull();
    // The language switcher stays: with translations beside en.json there is a choice to make.
    expect(within(footer).getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('shows the page banner configured for the page', async () => {
    renderApp(
      '/careers',
      makeBoot({
        config: {
          pcsxConfig: { branding: { banners: { jobs: { type: 'alert', message: 'Closed Friday' } } } },
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Closed Friday');
  });
});
