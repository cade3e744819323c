import { assistantPaths } from '@opencareers/contracts/assistant';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../../test/render-app.tsx';
import { type SentRequest, stubApi } from '../../../../test/stub-api.ts';
import { LanguageModelCard } from './language-model-card.tsx';

const stored = {
  enabled: true,
  base_url: 'https://llm.example/v1',
  model: 'gpt-test',
  key_set: true,
  timeout_seconds: 10,
  updated_at: '2026-11-29T10:00:00.000Z',
};

/** The server as the card sees it: the stored settings, a save echoing them, a test's result. */
function serve(testResult: object) {
  let current = stored;
  return stubApi((req: SentRequest) => {
    if (req.path === assistantPaths.adminSettingsTest) return { body: { data: testResult } };
    if (req.method === 'PUT') {
      const { api_key, clear_key, ...rest } = req.body as Record<string, unknown>;
      current = {
        ...current,
        ...(rest as Partial<typeof stored>),
        key_set: clear_key ? false : current.key_set || !!api_key,
        updated_at: '2026-11-29T11:00:00.000Z',
      };
    }
    return { body: { data: current } };
  });
}

const show = () =>
  renderRoutes([{ path: '/', Component: LanguageModelCard }], '/', makeBoot({ loggedIn: true }));
const puts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT');

afterEach(() => vi.unstubAllGlobals());

describe('LanguageModelCard', () => {
  it('never shows the key: it says one is set, and sends a new one only when replaced', async () => {
    const sent = serve({});
    show();
    expect(await screen.findByText('A key is set.')).toBeTruthy();
    expect(screen.queryByLabelText(/API key/)).toBeNull();
    expect((screen.getByRole('textbox', { name: /Server address/ }) as HTMLInputElement).value).toBe(
      stored.base_url,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Replace key' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText('Enter the new key, or undo.')).toBeTruthy();
    expect(puts(sent)).toEqual([]);

    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: ' sk-new ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.body).toEqual({
      enabled: true,
      base_url: stored.base_url,
      model: 'gpt-test',
      timeout_seconds: 10,
      api_key: 'sk-new',
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    // Still said once the settings are read again (the save refreshes them).
    await waitFor(() => expect(sent.filter((r) => r.method === 'GET').length).toBeGreaterThan(1));
    expect(screen.getByText('Saved.')).toBeTruthy();
  });

  it('clears the key on save when asked, and refuses an address that is not http(s)', async () => {
    const sent = serve({});
    show();
    await screen.findByText('A key is set.');
    const address = screen.getByRole('textbox', { name: /Server address/ });
    fireEvent.change(address, { target: { value: 'ftp://llm.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText(/starting with http:\/\/ or https:\/\//)).toBeTruthy();
    expect(puts(sent)).toEqual([]);

    fireEvent.change(address, { target: { value: stored.base_url } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear key' }));
    expect(screen.getByText('The key will be removed when you save.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.body).toMatchObject({ clear_key: true });
    expect(puts(sent)[0]!.body).not.toHaveProperty('api_key');
  });

  it('tests the connection with the form’s values and says plainly how it went', async () => {
    const sent = serve({
      ok: false,
      outcome: 'http_error',
      status: 401,
      detail: 'Incorrect API key provided: [key]',
      elapsed_ms: 12,
    });
    show();
    await screen.findByText('A key is set.');
    fireEvent.change(screen.getByRole('textbox', { name: /Model/ }), { target: { value: 'gpt-other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The server refused the request.')).toBeTruthy();
    expect(screen.getByText('The server answered with HTTP status 401.')).toBeTruthy();
    expect(screen.getByText('Incorrect API key provided: [key]')).toBeTruthy();
    expect(sent.find((r) => r.path === assistantPaths.adminSettingsTest)?.body).toEqual({
      base_url: stored.base_url,
      model: 'gpt-other',
      timeout_seconds: 10,
    });
    expect(puts(sent)).toEqual([]);
  });
});
