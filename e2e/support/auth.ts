import type { Page } from 'playwright-core';

export const demo = {
  candidate: { email: 'candidate@northwind.example', password: 'Demo-Candidate-2026', name: 'Jordan Rivera' },
  admin: { email: 'admin@northwind.example', password: 'Demo-Admin-2026', name: 'Avery Admin' },
  fixtureAdmin: { email: 'owner@fixture.example', password: 'Fixture-Owner-2026', name: 'Site Admin' },
};

export const dialog = (page: Page) => page.getByRole('dialog');

/** Fills and submits the Log in form inside `scope` (the modal or the login page). */
export async function submitLogin(page: Page, who: { email: string; password: string }, inDialog = true) {
  const scope = inDialog ? dialog(page) : page.getByRole('main');
  await scope.getByLabel('Email').fill(who.email);
  await scope.getByLabel('Password').fill(who.password);
  await scope.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A login reloads the page; on a busy machine that takes longer than a one-second poll. */
export async function expectLoggedInAs(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor();
}

export async function expectLoggedOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
}
