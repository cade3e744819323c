import { localePaths } from '@opencareers/contracts/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openPositions } from '../applications/applications-test-kit.ts';
import { mailsTo, newCandidate } from '../notifications/test-helpers.ts';

/*
 * Issue 21: the referred person may have no account, so the referral is written in the
 * referrer's language: their saved choice, else the company's default.
 */

let t: TestApp;
let job: { id: string; title: string };
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  job = (await openPositions(t))[0]!;
});
afterAll(() => t.close());

const mailTo = async (to: string) => (await mailsTo(t, to))[0]!;

async function referralFrom(locale: string | null) {
  const referrer = await newCandidate(t);
  if (locale) {
    const saved = await referrer.agent.request({
      method: 'PUT',
      url: localePaths.myLocale,
      payload: { locale },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const email = `referred.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const res = await referrer.agent.post('/api/pcsx/referrals', {
    position_id: job.id,
    email,
    name: 'Robin',
    note: 'Tu adorerais cette équipe.\nÀ bientôt',
  });
  expect(res.statusCode, res.body).toBe(201);
  return mailTo(email);
}

describe('the referral email’s language', () => {
  it('is French from a referrer whose saved language is French, the note quoted as typed', async () => {
    const mail = await referralFrom('fr');
    expect(mail.subject).toMatch(
      new RegExp(` vous recommande pour le poste ${job.title} chez Northwind Labs$`),
    );
    expect(mail.textBody).toMatch(/^Bonjour Robin,\n/);
    expect(mail.textBody).toContain(
      ` pense que vous seriez parfait pour le poste ${job.title} chez Northwind Labs`,
    );
    expect(mail.textBody).toContain('> Tu adorerais cette équipe.\n> À bientôt');
    expect(mail.textBody).toContain('Voir l’offre et postuler : https://northwind.example/careers/job/');
    expect(mail.textBody).not.toMatch(/Hello|referred you/);
    expect(mail.locale).toBe('fr');
  });

  it('is in the company’s default language (English here) from a referrer who saved none', async () => {
    const mail = await referralFrom(null);
    expect(mail.subject).toMatch(new RegExp(` referred you to ${job.title} at Northwind Labs$`));
    expect(mail.textBody).toMatch(/^Hello Robin,\n/);
  });
});
