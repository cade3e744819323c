import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { disposeSessions, logInCandidate } from '../offers/offers-api.ts';
import { results, waitForResults } from '../search/search-helpers.ts';
import { dialog, expectLoggedInAs } from '../support/auth.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

/**
 * Personalization (issue 12 items 8 and 9): the demo candidate's seeded profile drives match
 * badges, the "Best match" order, "Recommended for you" and a prefilled apply form; a visitor
 * who signs up while applying types nothing twice.
 */
let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(disposeSessions);

const badges = (p: Page) => results(p).locator('[data-match-percent]');
const percents = async (p: Page) =>
  await badges(p).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-match-percent'))));
const recommended = (p: Page) => p.getByRole('region', { name: 'Recommended for you' });

describe('personalization', () => {
  it('a logged-out visitor sees no match badges and no Best match sort', async () => {
    await page.goto('/careers?query=engineer');
    await waitForResults(page);
    expect(await badges(page).count()).toBe(0);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.locator('option', { hasText: 'Newest' }).waitFor({ state: 'attached' });
    expect(await sort.locator('option', { hasText: 'Best match' }).count()).toBe(0);
  });

  it('the demo candidate sees match badges, and Best match reorders the results by them', async () => {
    await logInCandidate(page);
    await page.goto('/careers?query=engineer');
    const relevance = await waitForResults(page);
    await badges(page).first().waitFor();
    expect(await badges(page).count()).toBe(await results(page).count());
    await expect.poll(() => badges(page).first().textContent()).toMatch(/^(\d+% match|Strong match · \d+%)$/);
    await checkPage(page, 'personalization-search-badges');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Best match' });
    await page.waitForURL((url) => url.searchParams.get('sort_by') === 'best_match');
    await expect.poll(async () => (await waitForResults(page)).join('|')).not.toBe(relevance.join('|'));
    const scores = await percents(page);
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await checkPage(page, 'personalization-search-best-match');
  });

  it('the dashboard recommends the best matching open jobs, and apply opens prefilled from the profile', async () => {
    await logInCandidate(page);
    await page.goto('/careers/dashboard');
    await recommended(page).getByRole('heading', { name: 'Recommended for you' }).waitFor();
    const jobs = recommended(page).getByRole('listitem');
    await jobs.first().waitFor();
    const shown = await recommended(page)
      .locator('[data-match-percent]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-match-percent'))));
    expect(shown.length).toBeGreaterThan(2);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    await checkPage(page, 'personalization-dashboard');

    const first = jobs.first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    const form = page.getByRole('form', { name: `Application for ${title}` });
    await form.waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe('Jordan Rivera');
    expect(await form.getByLabel('Email').inputValue()).toBe('candidate@northwind.example');
    // The profile's +49 30 901820: the national number, with Germany's calling code chosen.
    expect(await form.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('30901820');
    expect(await form.getByRole('group', { name: 'Phone' }).locator('select').inputValue()).toBe('DE');
    expect(await form.getByLabel('Where do you live?').inputValue()).toBe('Berlin, Germany');
    expect(await form.getByLabel('LinkedIn or portfolio link').inputValue()).toBe(
      'https://github.com/example',
    );
    await form.getByText('jordan-rivera-resume.pdf').waitFor();
    await page.getByText('We filled in what we know from your profile.', { exact: false }).waitFor();
    await checkPage(page, 'personalization-apply-prefilled');

    // Sent as it is: the attached résumé passes the server's checks like a picked file.
    await form.getByLabel(/I agree that the hiring team/).check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Application sent' }).waitFor();

    // An applied job is no longer recommended.
    await page.goto('/careers/dashboard');
    await recommended(page).getByRole('listitem').first().waitFor();
    expect(await recommended(page).getByRole('link', { name: title, exact: true }).count()).toBe(0);
  });

  it('a visitor who signs up while applying finds the name and email already in the sign-up form', async () => {
    await page.goto('/careers?query=analyst');
    await waitForResults(page);
    const id = await results(page).first().getAttribute('data-position-id');
    await page.goto(`/careers/apply?pid=${id}`);
    const form = page.getByRole('form', { name: /^Application for / });
    await form.waitFor();
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    await form.getByLabel('Full name').fill('Ana de la Cruz');
    await form.getByLabel('Email').fill(`ana.${stamp}@example.com`);
    await form.getByLabel('Where do you live?').fill('Lisbon, Portugal');
    await form.getByLabel(/I agree that the hiring team/).check();
    await form.getByRole('button', { name: 'Send application' }).click();

    await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
    expect(await dialog(page).getByLabel('First name').inputValue()).toBe('Ana');
    expect(await dialog(page).getByLabel('Last name').inputValue()).toBe('de la Cruz');
    expect(await dialog(page).getByLabel('Email').inputValue()).toBe(`ana.${stamp}@example.com`);
    expect(await dialog(page).getByLabel('Password').inputValue()).toBe('');
    await checkPage(page, 'personalization-signup-prefilled');
    await dialog(page).getByLabel('Password').fill('a sturdy passphrase');
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Application sent' }).waitFor();
    await expectLoggedInAs(page, 'Ana de la Cruz');
  });

  it('a candidate without a scorable profile is invited to complete it', async () => {
    await page.goto('/careers');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
    await dialog(page).getByLabel('First name').fill('Nia');
    await dialog(page).getByLabel('Last name').fill('New');
    await dialog(page).getByLabel('Email').fill(`nia.${Date.now()}@example.com`);
    await dialog(page).getByLabel('Password').fill('a sturdy passphrase');
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await expectLoggedInAs(page, 'Nia New');
    await page.goto('/careers/dashboard');
    await recommended(page).getByText('Add your current title and a few skills', { exact: false }).waitFor();
    await recommended(page).getByRole('link', { name: 'Complete your profile' }).waitFor();
    await checkPage(page, 'personalization-dashboard-empty');
  });
});
