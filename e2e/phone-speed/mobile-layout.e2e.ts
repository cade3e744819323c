import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createOffer, disposeSessions, logInCandidate } from '../offers/offers-api.ts';
import { expectAccessible, screenshot, usePagePerTest } from '../support/browser.ts';

/*
 * Issue 17 item 4, "Mobile-first layouts", measured with bounding boxes on a 390×844 phone
 * (and wider where the issue says "every width"): the first result above the fold, the hero
 * collapsed once a search is made, Apply in reach on a long job page, a pager on one line,
 * toasts clear of the navigation and a letter that can be zoomed to be read.
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
}, 'phone');
afterAll(disposeSessions);

const phone = { width: 390, height: 844 };
const firstCard = () => page.getByTestId('search-results').locator('article').first();
/** The first result's title link: readable, not just its card's top border, above the fold. */
const firstTitle = () => firstCard().locator('a').first();
const hero = () => page.locator('[data-oc="banner-header"]');

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

const overlaps = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y < b.y + b.height && b.y < a.y + a.height;

async function firstJobId(): Promise<string> {
  const response = await page.request.get('/api/pcsx/search?query=engineer');
  const body = (await response.json()) as { data: { positions: { id: string }[] } };
  return body.data.positions[0]!.id;
}

describe('mobile-first layouts', () => {
  it('shows the first result without scrolling on a phone, on /careers and after a search', async () => {
    await page.goto('/careers');
    await firstCard().waitFor();
    const home = await box(firstCard());
    expect(home.y).toBeLessThan(phone.height);
    const homeTitle = await box(firstTitle());
    expect(homeTitle.y + homeTitle.height).toBeLessThanOrEqual(phone.height);
    const homeHero = await box(hero());
    await expectAccessible(page, '/careers (390)');
    await screenshot(page, 'mobile-careers-390');

    await page.goto('/careers/search?query=engineer');
    await firstCard().waitFor();
    const searched = await box(firstCard());
    expect(searched.y).toBeLessThan(phone.height);
    const searchedTitle = await box(firstTitle());
    expect(searchedTitle.y + searchedTitle.height).toBeLessThanOrEqual(phone.height);
    // The compact bar: the hero has shrunk and the card has moved up.
    expect((await box(hero())).height).toBeLessThan(homeHero.height);
    expect(searched.y).toBeLessThan(home.y);
    // The labels are still there for screen readers.
    await page.getByRole('textbox', { name: 'Job title, skill or keyword' }).waitFor();
    await expectAccessible(page, 'search (390)');
  });

  it('collapses the hero after a search on a desktop, so results lead the first screen', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/careers');
    await firstCard().waitFor();
    const fullHero = await box(hero());
    await page.getByRole('textbox', { name: 'Job title, skill or keyword' }).fill('engineer');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('query') === 'engineer');
    await page.getByText(/jobs? for “engineer”/).waitFor();
    const compactHero = await box(hero());
    expect(compactHero.height).toBeLessThan(fullHero.height);
    expect(compactHero.height).toBeLessThanOrEqual(200);
    const card = await box(firstCard());
    expect(card.y + Math.min(card.height, 120)).toBeLessThan(800);
    await expectAccessible(page, 'search (1280)');
  });

  it('keeps Apply in reach on a long job page, and below the last paragraph at the end', async () => {
    await page.goto(`/careers/job/${await firstJobId()}`);
    const bar = page.getByTestId('apply-bar');
    await bar.getByRole('link', { name: 'Apply now' }).waitFor();
    await page.getByTestId('description-skeleton').waitFor({ state: 'detached' });
    // At the top of the page the bar sits at the bottom of the screen, over the description.
    const atTop = await box(bar);
    expect(atTop.y).toBeGreaterThanOrEqual(0);
    expect(atTop.y + atTop.height).toBeLessThanOrEqual(phone.height + 0.5);
    expect(atTop.y).toBeGreaterThan(phone.height / 2);
    await expectAccessible(page, 'job page top (390)');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    const atEnd = await box(bar);
    expect(atEnd.y + atEnd.height).toBeLessThanOrEqual(phone.height + 0.5);
    const lastParagraph = page.getByRole('tabpanel').locator('p').last();
    const paragraph = await box(lastParagraph);
    expect(overlaps(atEnd, paragraph)).toBe(false);
    expect(paragraph.y + paragraph.height).toBeLessThanOrEqual(atEnd.y);
    // Nor does it cover the footer, which follows it.
    const footer = await box(page.getByRole('contentinfo'));
    expect(footer.y).toBeGreaterThanOrEqual(atEnd.y + atEnd.height - 0.5);
    await expectAccessible(page, 'job page end (390)');
    await screenshot(page, 'mobile-job-390');

    // On a desktop the sticky bar is only the Apply at the end of the description.
    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = await box(bar);
    const wideParagraph = await box(lastParagraph);
    expect(wide.y).toBeGreaterThan(wideParagraph.y + wideParagraph.height - 0.5);
  });

  it('keeps the pager on one line at 360 and 320 px', async () => {
    await page.goto('/careers/search?query=engineer');
    await firstCard().waitFor();
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    for (const width of [390, 360, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await pager.scrollIntoViewIfNeeded();
      // Every control's box read in one go, in one frame: read one by one, a page still
      // re-laying out after the resize mixed two layouts (rows at 471 and 2,879 px).
      const layout = () =>
        pager.evaluate((nav) => {
          const boxes = Array.from(nav.querySelectorAll('button'), (b) => b.getBoundingClientRect());
          return {
            count: boxes.length,
            rows: new Set(boxes.map((b) => Math.round(b.y))).size,
            right: Math.max(...boxes.map((b) => b.x + b.width)),
          };
        });
      await expect.poll(async () => (await layout()).rows, { message: `pager rows at ${width}px` }).toBe(1);
      const { count, right } = await layout();
      expect(count).toBeGreaterThanOrEqual(5);
      expect(right, `pager fits at ${width}px`).toBeLessThanOrEqual(width);
    }
    await expectAccessible(page, 'pager (320)');
  });

  it('shows toasts below the header navigation', async () => {
    await page.goto('/careers/search?query=engineer');
    await firstCard().waitFor();
    // Location refused (no permission in this browser): the search says so in a toast.
    await page.getByRole('button', { name: 'Use my current location' }).click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    const header = await box(page.getByRole('banner'));
    // Where the toast comes to rest once it has slid in.
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expect.poll(async () => (await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
    const shown = await box(toast);
    expect(overlaps(shown, header)).toBe(false);
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
    await screenshot(page, 'mobile-toast-390');
    for (const close of await page.locator('.mantine-Notification-root').getByRole('button').all())
      await close.click();
    await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
    await expectAccessible(page, 'search after toast (390)');
  });

  it('draws the offer letter to the column width, with zoom to read it on a phone', async () => {
    const offer = await createOffer({ letter_presentation: 'sign_form' });
    await logInCandidate(page);
    await page.goto(`/careers/offer-letter/${offer.id}`);
    const viewer = page.getByTestId('pdf-viewer');
    const canvas = viewer.locator('canvas').first();
    await canvas.waitFor();
    const frame = await box(viewer);
    const fit = await box(canvas);
    expect(fit.width).toBeGreaterThan(frame.width * 0.8);
    expect(fit.width).toBeLessThanOrEqual(frame.width);
    expect(fit.height).toBeGreaterThan(fit.width);
    await expectAccessible(page, 'offer letter (390)');

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByText('150%').waitFor();
    await expect.poll(async () => (await box(canvas)).width).toBeGreaterThan(fit.width * 1.4);
    // The frame scrolls; the page around it does not grow sideways.
    expect((await box(viewer)).width).toBeCloseTo(frame.width, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'offer letter zoomed (390)');
    await screenshot(page, 'mobile-offer-letter-zoomed-390');
    await page.getByRole('button', { name: 'Fit to width' }).click();
    await expect.poll(async () => (await box(canvas)).width).toBeCloseTo(fit.width, 0);
  });
});
