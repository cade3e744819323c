import { teamPaths } from '@opencareers/contracts/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin } from '../interviews/interviews-test-kit.ts';
import { mailsTo } from '../notifications/test-helpers.ts';
import { state } from '../site-settings/site-settings-test-kit.ts';

/*
 * Issue 21: the invitee has no account, so no saved language; the invitation is written in the
 * company's default language, the role named in it too.
 */

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const lastMailTo = async (email: string) => (await mailsTo(t, email))[0]!;

async function companyDefault(code: string) {
  const s = await state(admin);
  const res = await admin.post('/api/admin/settings/publish', {
    config: { ...structuredClone(s.published), locale: { ...s.published.locale, default: code } },
    revision: s.revision,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the team invitation’s language', () => {
  it('is English where the company’s default is English', async () => {
    const email = `invitee.en.${Date.now()}@example.com`;
    expect((await admin.post(teamPaths.invites, { email, role: 'admin' })).statusCode).toBe(201);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('You are invited to the Northwind Labs careers team');
    expect(mail.textBody).toContain('careers site as an admin.');
  });

  it('is German, role included, from a German-default company, and so is a resent one', async () => {
    await companyDefault('de');
    const email = `invitee.de.${Date.now()}@example.com`;
    const res = await admin.post(teamPaths.invites, { email, role: 'recruiter' });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Einladung ins Karriere-Team von Northwind Labs');
    expect(mail.textBody).toMatch(
      /hat Sie eingeladen, auf der Karriereseite von Northwind Labs als Recruiter mitzuarbeiten\./,
    );
    expect(mail.textBody).toContain(
      'öffnen Sie diesen Link innerhalb von 7 Tagen: https://northwind.example/',
    );
    expect(mail.textBody).not.toMatch(/invited|recruiter\b/);
    expect(mail.locale).toBe('de');

    const resent = await admin.post(teamPaths.resendInvite.replace(':id', res.json().data.invite.id));
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await lastMailTo(email)).subject).toBe('Einladung ins Karriere-Team von Northwind Labs');
  });
});
