import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { assignWorkEligibility, disposeAdmin, signUpCandidate } from '../forms/form-assignments-api.ts';
import { createOffer, disposeSessions } from '../offers/offers-api.ts';
import { results } from '../search/search-helpers.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

/*
 * Issue 20: the dashboard opens on what needs the candidate now. A new candidate gets an offer
 * that expires in 3 days and a form due in 5 (whole days from now, so the time of day never
 * matters): the offer comes first, the form next, each linking to where to act; a nudge the
 * list does not already say (a job alert after a search) can be dismissed for good.
 */
let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(async () => {
  await disposeSessions();
  await disposeAdmin();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const todoList = () => page.getByRole('list', { name: 'What needs you now' });
const nudges = () => page.getByRole('region', { name: 'Suggestions for you' });

describe('the to-do dashboard', () => {
  it('shows the expiring offer first, the due form next, and dismisses a nudge for good', async () => {
    const who = await signUpCandidate(page);
    const offer = await createOffer({
      letter_presentation: 'sign_form',
      expires_at: inDays(3),
      candidate_email: who.email,
    });
    await assignWorkEligibility(who.email, { dueAt: inDays(5) });

    await page.goto('/careers/dashboard');
    const rows = todoList().getByRole('listitem');
    await rows.first().waitFor();
    await expect.poll(() => rows.nth(0).textContent()).toContain(offer.position.name);
    expect(await rows.nth(0).textContent()).toContain('Expires in 3 days');
    expect(await rows.nth(1).textContent()).toContain('Work eligibility');
    expect(await rows.nth(1).textContent()).toMatch(/Due .* \(in 5 days\)/);
    // A new profile is empty: its gaps come last.
    expect(await rows.last().textContent()).toContain('Complete your profile');
    // Its completeness is said once, on the first gap, not on every one.
    expect(await rows.filter({ hasText: /Your profile is \d+% complete/ }).count()).toBe(1);
    await checkPage(page, 'dashboard-todo');

    // A search with no saved search suggests a job alert. The offer and the profile already have
    // their rows above, so their nudges step aside: the dashboard says each thing once.
    // The results come in the server's HTML; the search is logged once the app has taken over.
    const logged = page.waitForRequest((r) => r.url().includes('/vslog') && r.method() === 'POST');
    await page.goto('/careers/search?query=engineer');
    await results(page).first().waitFor();
    await logged;
    await page.goto('/careers/dashboard');
    await rows.first().waitFor();
    const alertNudge = nudges().getByRole('listitem').filter({ hasText: 'You searched for “engineer”' });
    await alertNudge.waitFor();
    expect(await nudges().getByRole('listitem').count()).toBe(1);
    await alertNudge.getByRole('button', { name: /^Dismiss: / }).click();
    await expect.poll(() => nudges().count()).toBe(0);
    await page.reload();
    await rows.first().waitFor();
    // The dismissal holds (the nudges load after the list; give them the time to come).
    await page.waitForLoadState('networkidle');
    expect(await nudges().count()).toBe(0);

    // The offer's row takes the candidate to the offer.
    await rows
      .nth(0)
      .getByRole('link', { name: `Answer the offer: ${offer.position.name}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Job offer for ${offer.position.name}` }).waitFor();
  });
});
