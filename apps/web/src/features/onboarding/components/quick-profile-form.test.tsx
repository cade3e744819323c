import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { QuickProfileForm } from './quick-profile-form.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The onboarding draft routes: a stored draft to start from, and every PUT recorded. */
function serveDraft(values: Record<string, unknown> | null) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!String(url).startsWith('/api/pcsx/onboarding/draft')) return json({ message: 'unexpected' }, 500);
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body.values);
        return json({ data: { draft: { values: body.values, updated_at: new Date().toISOString() } } });
      }
      return json({ data: { draft: values && { values, updated_at: new Date().toISOString() } } });
    }),
  );
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderRoutes(
    [{ path: '/careers/onboarding', element: <QuickProfileForm onSaved={() => {}} onBack={() => {}} /> }],
    '/careers/onboarding',
    makeBoot({ loggedIn: true }),
  );

describe('QuickProfileForm autosave', () => {
  it('opens with the stored draft and saves the answers a moment after a change', async () => {
    const puts = serveDraft({ headline: 'Data analyst', skills: ['SQL'] });
    render();
    const headline = (await screen.findByRole('textbox', {
      name: /What job are you looking for/,
    })) as HTMLInputElement;
    expect(headline.value).toBe('Data analyst');
    fireEvent.change(screen.getByRole('textbox', { name: 'Where do you live?' }), {
      target: { value: 'Boston' },
    });
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 4000 });
    expect(puts[0]).toMatchObject({ headline: 'Data analyst', location: 'Boston', skills: ['SQL'] });
    await screen.findByText('Saved');
  });

  it('starts blank without a draft', async () => {
    serveDraft(null);
    render();
    const headline = (await screen.findByRole('textbox', {
      name: /What job are you looking for/,
    })) as HTMLInputElement;
    expect(headline.value).toBe('');
    screen.getByText('Your answers are saved as a draft as you type.');
  });
});
