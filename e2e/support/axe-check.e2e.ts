import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectAccessible, usePagePerTest } from './browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

// The accessibility check every e2e visit relies on must still see violations in the way it
// runs axe (in the page): a page with known faults fails, a clean one passes.
const faulty = `<!doctype html><html lang="en"><head><title>Faulty</title></head><body><main>
  <h1>Faults</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#bbb;background:#fff">Pale grey text on white</p>
  <div style="display:flex;gap:2px"><button style="width:12px;height:12px;padding:0;border:0;margin:0 2px;font-size:8px">x</button><button style="width:12px;height:12px;padding:0;border:0;margin:0 2px;font-size:8px">y</button></div>
</main></body></html>`;

const clean = `<!doctype html><html lang="en"><head><title>Clean</title></head><body><main>
  <h1>Nothing wrong</h1><p>Dark text on white.</p><button style="min-width:44px;min-height:44px">OK</button>
</main></body></html>`;

describe('the accessibility check', () => {
  it('finds missing alternative text, low contrast and small targets', async () => {
    await page.setContent(faulty);
    const ids = (await axeViolations(page)).map((line) => line.split(':')[0]);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'target-size']));
    await expect(expectAccessible(page, 'faulty')).rejects.toThrow(/axe violations on faulty: .*image-alt/);
  });

  it('passes a clean page', async () => {
    await page.setContent(clean);
    expect(await axeViolations(page)).toEqual([]);
  });
});
