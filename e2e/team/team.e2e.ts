import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, openAdminHome } from '../admin/admin-session.ts';
import { outboxFor } from '../notifications/api.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

describe('team and roles', () => {
  it('an admin invites a recruiter, who accepts from the emailed link and works applications only', async () => {
    const email = `recruiter.${Date.now()}@example.com`;
    await openAdminHome(page);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Team and roles' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Team and roles' }).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('textbox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'Recruiter' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByRole('cell', { name: new RegExp(email) })
      .first()
      .waitFor();
    await checkPage(page, 'team');

    // The last admin cannot demote themself: a clear refusal, nothing changes.
    const demote = await apiCall(page, 'GET', '/api/admin/team');
    const me = demote.body.data.members.find((m: { isMe: boolean }) => m.isMe);
    const res = await apiCall(page, 'PUT', `/api/admin/team/members/${me.id}/role`, { role: 'recruiter' });
    if (demote.body.data.members.filter((m: { role: string }) => m.role === 'admin').length === 1) {
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/at least one admin/);
    }

    let mails: Awaited<ReturnType<typeof outboxFor>> = [];
    await expect
      .poll(async () => {
        mails = await outboxFor(email);
        return mails.length;
      })
      .toBe(1);
    const link = /https?:\/\/\S+(\/careers\/accept-invite\?token=[A-Za-z0-9_-]{43})/.exec(mails[0]!.text);
    expect(link).toBeTruthy();

    // The invitee, in a fresh session.
    await page.context().clearCookies();
    await page.goto(link![1]!);
    await page.getByText(/invited to the .* careers site as Recruiter/).waitFor();
    await checkPage(page, 'accept-invite');
    await page.getByLabel('First name').fill('Rae');
    await page.getByLabel('Last name').fill('Cruiter');
    await page.getByLabel(/^Choose a password/).fill('a recruiter passphrase 2026');
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await checkPage(page, 'team-recruiter-home');

    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Manage applications' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Team and roles' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Notifications and email' }).count()).toBe(0);

    // Moves an application's status.
    await nav.getByRole('link', { name: 'Manage applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage applications' }).waitFor();
    const apps = await apiCall(page, 'GET', '/api/admin/applications');
    expect(apps.status).toBe(200);
    const first = apps.body.data.applications?.[0] ?? apps.body.data.items?.[0];
    if (first) {
      await page.goto(`/admin/applications/${first.id}`);
      await page.getByRole('textbox', { name: 'New status' }).click();
      await page.getByRole('option', { selected: false }).last().click();
      await page.getByRole('button', { name: 'Save status' }).click();
      await page.getByText('Status changed.').first().waitFor();
      await checkPage(page, 'team-recruiter-application');
    }

    // No settings or team: the pages refuse, the APIs answer 403.
    await page.goto('/admin/team');
    await page.locator('main').first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Team and roles' }).count()).toBe(0);
    for (const url of ['/api/admin/team', '/api/admin/notifications/outbox']) {
      expect((await apiCall(page, 'GET', url)).status).toBe(403);
    }
  });

  it('an unusable invitation link says so', async () => {
    await page.goto(`/careers/accept-invite?token=${'x'.repeat(43)}`);
    await page.getByText('This invitation link is not valid any more').waitFor();
    await checkPage(page, 'accept-invite-bad');
  });
});
