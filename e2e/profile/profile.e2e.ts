import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpFresh } from '../search/search-helpers.ts';
import { demo, dialog, logInThroughApi } from '../support/auth.ts';
import { checkPage, screenshot, usePagePerTest, viewports } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

/** Presses Tab (Shift+Tab when `back`) until `target` has focus: the keyboard's way to reach it. */
async function tabTo(target: Locator, back = false, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

const main = () => page.getByRole('main');
const section = (name: string) => main().getByRole('region', { name });
const percent = () => page.getByTestId('profile-completion-percent');

async function addSkill(name: string) {
  await tabTo(section('Skills').getByRole('button', { name: 'Add a skill' }), true);
  await page.keyboard.press('Enter');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await section('Skills')
    .getByRole('button', { name: `Edit ${name}` })
    .waitFor();
}

describe('candidate profile', () => {
  it('asks a visitor to log in', async () => {
    await page.goto('/careers/profile');
    await dialog(page).waitFor();
  });

  it('lets a new candidate fill in the profile with the keyboard only, and keeps it', async () => {
    await signUpFresh(page, 'Ines');
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect.poll(() => percent().textContent()).toBe('0% complete');
    await checkPage(page, 'profile-new-candidate');

    // Contact: phone and a city the gazetteer resolves.
    await tabTo(main().getByRole('button', { name: 'Edit contact details' }));
    await page.keyboard.press('Enter');
    await tabTo(page.getByLabel('Phone'));
    await page.keyboard.type('+351 912 345 678');
    await tabTo(page.getByLabel('Location'));
    await page.keyboard.type('Lisbon');
    await page.keyboard.press('Enter');
    await section('Contact details').getByText('+351 912 345 678').waitFor();
    // The resolved place, its country named in the page's language (issue 21).
    await section('Contact details').getByText('(Lisbon, Portugal)').waitFor();
    await expect.poll(() => percent().textContent()).toBe('10% complete');

    // Two jobs, typed with the keyboard (a month list, where typing picks the month, and a year box).
    for (const job of [
      { title: 'Data Analyst', company: 'Tagus', start: ['Mar', '2022'], current: true },
      { title: 'Intern', company: 'Acme', start: ['Jan', '2019'], end: ['Dec', '2019'] },
    ]) {
      await tabTo(section('Work experience').getByRole('button', { name: 'Add experience' }), true);
      await page.keyboard.press('Enter');
      await page.keyboard.type(job.title);
      await page.keyboard.press('Tab');
      await page.keyboard.type(job.company);
      await tabTo(page.getByLabel('Start month: month'));
      await page.keyboard.type(job.start[0]!);
      await page.keyboard.press('Tab');
      await page.keyboard.type(job.start[1]!);
      if (job.end) {
        await tabTo(page.getByLabel('End month: month'));
        await page.keyboard.type(job.end[0]!);
        await page.keyboard.press('Tab');
        await page.keyboard.type(job.end[1]!);
      }
      if (job.current) {
        await tabTo(page.getByLabel('I work here now'));
        await page.keyboard.press('Space');
      }
      await tabTo(section('Work experience').getByRole('button', { name: 'Save' }));
      await page.keyboard.press('Enter');
      await section('Work experience')
        .getByRole('button', { name: `Edit ${job.title}, ${job.company}` })
        .waitFor();
    }
    await section('Work experience').getByText('Mar 2022 – Present').waitFor();

    // Reorder: the internship goes first, and focus stays on it.
    await tabTo(section('Work experience').getByRole('button', { name: 'Move Intern, Acme up' }), true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => section('Work experience').getByRole('listitem').first().textContent())
      .toContain('Intern');

    for (const skill of ['TypeScript', 'SQL', 'Python', 'Tableau', 'Statistics']) await addSkill(skill);
    await expect.poll(() => percent().textContent()).toBe('45% complete');

    // A next step links to its section and moves the keyboard there.
    const step = page.getByRole('link', { name: 'Add your education' });
    await tabTo(step);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('profile-education-heading');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect.poll(() => percent().textContent()).toBe('45% complete');
    const jobs = await section('Work experience').getByRole('listitem').allInnerTexts();
    expect(jobs.map((j) => j.split('\n')[0])).toEqual(['Intern', 'Data Analyst']);
    expect(await section('Skills').getByRole('listitem').count()).toBe(5);
    await checkPage(page, 'profile-filled');
  });

  it('shows the failure for 3 s and brings the old value back when saving fails', async () => {
    await signUpFresh(page, 'Omar');
    await page.goto('/careers/profile');
    await section('Headline').getByRole('button', { name: 'Edit headline' }).click();
    await page.keyboard.type('Product designer');
    await page.keyboard.press('Enter');
    await section('Headline').getByText('Product designer', { exact: true }).waitFor();

    await page.route('**/api/pcsx/profile_edit*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"message":"x"}',
      }),
    );
    await section('Headline').getByRole('button', { name: 'Edit headline' }).click();
    await section('Headline').getByRole('textbox', { name: 'Headline' }).fill('Something else');
    await page.keyboard.press('Enter');
    await page.getByText('Something went wrong. Please try again').waitFor();
    await section('Headline').getByText('Product designer', { exact: true }).waitFor();
    await screenshot(page, 'profile-save-failed-desktop');
    await page.unroute('**/api/pcsx/profile_edit*');

    // A value the server refuses (422) is told in the form, which stays open.
    await section('Links').getByRole('button', { name: 'Add a link' }).click();
    await page.getByLabel('Web address').fill('https://example.com');
    await page.route('**/api/pcsx/profile_edit*', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'VALIDATION_ERROR',
          message: 'Invalid request received. Please try again',
          fieldErrors: { 'op_data.value.url': 'Enter a web address starting with http:// or https://' },
        }),
      }),
    );
    await section('Links').getByRole('button', { name: 'Save' }).click();
    await section('Links').getByText('Invalid request received. Please try again').waitFor();
  });

  it('shows long skills in full on a phone, wrapping instead of cutting them off', async () => {
    await signUpFresh(page, 'Priya');
    await page.goto('/careers/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const long = [
      'PostgreSQL',
      'Amazon Web Services (AWS)',
      'Continuous integration and continuous delivery',
      'Test-driven development with property-based testing',
    ];
    for (const skill of long) await addSkill(skill);
    await page.setViewportSize(viewports.phone);
    const chips = section('Skills').locator('.mantine-Badge-label');
    await expect.poll(() => chips.count()).toBe(long.length);
    // Every chip shows its whole name: nothing clipped, no ellipsis, nothing wider than its box.
    expect(await chips.allInnerTexts()).toEqual(long);
    const clipped = await chips.evaluateAll((labels) =>
      labels
        .filter((l) => l.scrollWidth > l.clientWidth + 1 || l.scrollHeight > l.clientHeight + 1)
        .map((l) => l.textContent),
    );
    expect(clipped).toEqual([]);
    const overflowing = await section('Skills')
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.filter((i) => i.scrollWidth > i.clientWidth + 1).map((i) => i.textContent),
      );
    expect(overflowing).toEqual([]);
    // axe's target-size counts a button as obscured when something covers part of it: the
    // sticky header after the width changes, or a tooltip left open under the pointer. The
    // screenshots are full-page, so the check starts from the top with the pointer aside.
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkPage(page, 'profile-long-skills');
  });

  it("shows the demo candidate's full profile, and takes a photo", async () => {
    await logInThroughApi(page, demo.candidate);
    await page.goto('/careers/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await section('Education').getByText('Technische Universität Berlin').waitFor();
    await section('Languages').getByText('German').waitFor();
    await section('Work preferences').getByText('Full-time').waitFor();
    await checkPage(page, 'profile-demo');

    const onePixelPng = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const chooser = page.waitForEvent('filechooser');
    await main().getByRole('button', { name: 'Add photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
    const img = main().getByRole('img', { name: 'Photo of Jordan Rivera' });
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^\/api\/pcsx\/avatars\//);
    // Stored re-encoded at 256×256 (docs/profile.md "Avatar").
    // The picture loads after the element appears: read its size once it has.
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(256);
    await main().getByRole('button', { name: 'Remove photo' }).click();
    await main().getByRole('button', { name: 'Add photo' }).waitFor();
  });
});
