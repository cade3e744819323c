// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../../test/settle.ts';
import { esignWidgetUrl, webFormServices } from './web-form-services.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the web app’s form services (form-toolkit §7)', () => {
  it('GETs an options address once, keeps it in the browser cache per tenant, and serves it from there', async () => {
    const fetch = vi.fn(async () => json({ data: { options: [{ label: 'Ontario', value: 'ON' }] } }));
    vi.stubGlobal('fetch', fetch);
    const first = await webFormServices.getJson('/api/test-regions/CA');
    expect(first).toEqual({ data: { options: [{ label: 'Ontario', value: 'ON' }] } });
    expect(await webFormServices.getJson('/api/test-regions/CA')).toEqual(first);
    // The memo answers the background refresh too: one request in five minutes.
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    const stored = Object.keys(localStorage).filter((k) => k.includes('/api/test-regions/CA'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain(window.location.host);
  });

  it('searches skills through the autocomplete, keeping skills only', async () => {
    const fetch = vi.fn(async (_url: string) =>
      json({
        data: {
          term: 'type',
          results: [
            { label: 'TypeScript developer', value: 'TypeScript developer', kind: 'title', count: 2 },
            { label: 'TypeScript', value: 'TypeScript', kind: 'skill', count: 5 },
          ],
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await webFormServices.searchSkills?.('Type')).toEqual(['TypeScript']);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/pcsx/autocomplete');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ term: 'type', type: 'query', limit: '20' });
  });

  it('points a wid-only e-sign field at the offers widget, posting back to this page’s origin', () => {
    window.history.replaceState(null, '', '/careers/onboarding?domain=northwind.example');
    // Only offer document ids (UUIDs): other wids are for a widget on another host.
    expect(esignWidgetUrl('demo-agreement')).toBeUndefined();
    const url = new URL(esignWidgetUrl('0b7c6a53-5f7e-4c39-9a52-3f1f8f7e2d10') ?? '');
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/offer/esign');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      wid: '0b7c6a53-5f7e-4c39-9a52-3f1f8f7e2d10',
      hosted: window.location.origin,
      domain: 'northwind.example',
    });
  });
});
