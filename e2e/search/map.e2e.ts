import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { searchParam, searchParams, waitForResults } from './search-helpers.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const map = (p: Page) => p.getByTestId('job-map');
const markers = (p: Page) => map(p).locator('.leaflet-marker-icon');

// The demo tenant enables the map with no tile server: everything here works without tiles.
describe('map view', () => {
  it('opens the map, titles the page and draws markers sized by their totals', async () => {
    await page.goto('/careers');
    await waitForResults(page);
    await page.getByRole('button', { name: 'Show map' }).click();
    await markers(page).first().waitFor();
    await expect.poll(() => page.title()).toBe('job search with maps');
    // Markers are added to the map before they are laid out (on a loaded machine one read right
    // after the first appeared measured 0 px wide), and the map may still replace them as it
    // settles on its zoom (CI once read a new marker between a poll that saw every width and the
    // read after it). So the widths are checked in one read, again until they all hold.
    const sizeOf = (total: number) => (total <= 1 ? 32 : total < 10 ? 76 : total < 60 ? 88 : 112);
    const wrongSizes = async () =>
      (
        await markers(page).evaluateAll((nodes) =>
          nodes.map((n) => ({ w: (n as HTMLElement).offsetWidth, title: n.getAttribute('title') ?? '' })),
        )
      )
        .filter((box) => box.w !== sizeOf(Number(/^(\d+) jobs?/.exec(box.title)?.[1])))
        .map((box) => `${box.title}: ${box.w} px`);
    await expect.poll(wrongSizes, { timeout: 15_000 }).toEqual([]);
    expect(await markers(page).count()).toBeGreaterThan(0);
    expect(((await map(page).boundingBox())?.height ?? 0) >= 200).toBe(true);
    expect(await page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
    await checkPage(page, 'search-map');
  });

  it("offers 'search this area' after the visitor moves the map, and searches the map bounds", async () => {
    await page.goto('/careers');
    await waitForResults(page);
    await page.getByRole('button', { name: 'Show map' }).click();
    await markers(page).first().waitFor();
    await map(page).getByRole('button', { name: 'Zoom in' }).click();
    const boundsSearch = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/pcsx/search' && new URL(r.url()).searchParams.has('bounds'),
    );
    await page.getByRole('button', { name: 'Search this area' }).click();
    await page.waitForURL((url) => url.searchParams.get('location') === 'Map Area');
    expect(searchParam(page, 'bounds')?.split(',').length).toBe(4);
    // What the zoomed area holds depends on the jobs other files left (shards run in their own
    // order): the page must show what the bounded search answered, jobs or the empty state.
    const answered = await boundsSearch;
    // A zoomed-out world map reports longitudes past ±180; they must arrive wrapped, not as a 400.
    expect(answered.status()).toBe(200);
    const answer = await answered.json();
    if (answer.data.count > 0) {
      await waitForResults(page);
      // The summary names the area in words, not the page's internal "Map Area".
      await page.getByText(/ in the map area$/).waitFor();
      expect(await page.getByText('near Map Area').count()).toBe(0);
    } else await page.getByText('No jobs match your search').waitFor();
    // search §4: hidden again on the new load.
    await expect.poll(() => page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
  });

  it("searches one place from its marker as 'Map Location' with distance 0", async () => {
    const response = await page.request.get('/api/pcsx/search?query=engineer');
    const body = (await response.json()) as { data: { positions: { locations: { city: string }[] }[] } };
    const city = body.data.positions.find((p) => p.locations.length > 0)!.locations[0]!.city;
    await page.goto(`/careers?location=${encodeURIComponent(city)}`);
    await waitForResults(page);
    await page.getByRole('button', { name: 'Show map' }).click();
    const place = map(page).locator(`.leaflet-marker-icon[title*=" in ${city}"]`).first();
    await place.click();
    await page.waitForURL((url) => url.searchParams.get('location') === 'Map Location');
    expect(searchParams(page, 'filter_distance')).toEqual(['0']);
    expect(searchParam(page, 'lat')).not.toBeNull();
    await waitForResults(page);
    await page.getByText(/ near the place picked on the map$/).waitFor();
  });

  it("searches near the visitor's current location and marks it on the map", async () => {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 52.52, longitude: 13.405 });
    await page.goto('/careers');
    await waitForResults(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await page.waitForURL((url) => url.searchParams.get('location') === 'current location');
    expect(searchParam(page, 'lat')).toBe('52.52');
    await page.getByText(/ near you$/).waitFor();
    await page.getByRole('button', { name: 'Show map' }).click();
    await map(page).locator('.leaflet-marker-icon[title="Your location"]').waitFor();
  });
});
