import { and, asc, eq } from 'drizzle-orm';
import { CandidateNotifier } from '../../modules/notifications/notify-candidate.ts';
import { addDocument, createOffer, extendOffer } from '../../modules/offers/admin-service.ts';
import { textPdf } from '../../modules/offers/text-pdf.ts';
import type { Db } from '../client.ts';
import { positions, users } from '../schema/index.ts';
import { demoTenant } from './demo-tenant.ts';

const day = 86_400_000;

/**
 * Gives the demo candidate offers in each of the three offer-letter presentations, so a visitor
 * who logs in as Jordan sees the offers area working at once.
 */
export async function seedDemoOffers(db: Db, tenant: { id: string; name: string }, now = new Date()) {
  // The seed runs before the server listens, so mail the demo candidate would get goes to the outbox.
  const notifier = new CandidateNotifier(false);
  const [adminUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, demoTenant.admin.email)));
  const open = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenant.id), eq(positions.status, 'open')))
    .orderBy(asc(positions.externalId))
    .limit(3);
  if (!adminUser || open.length < 3) return;
  const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
  const base = {
    candidate_email: demoTenant.candidate.email,
    kind: 'job' as const,
    pay_currency: 'USD',
    pay_period: 'year' as const,
    place: 'Seattle office (hybrid, three days a week)',
    hiring_manager: 'Morgan Lee, Head of Data',
    next_steps: null,
    generate_letter: true,
  };

  const first = await createOffer(db, tenant, adminUser.id, {
    ...base,
    position_id: open[0]!.id,
    letter_presentation: 'sign_form',
    pay_amount: 142000,
    start_date: at(30).slice(0, 10),
    expires_at: at(10),
  });
  await addDocument(db, tenant.id, first, {
    name: 'Confidentiality agreement',
    signMode: 'sign',
    isLetter: false,
    content: await textPdf('Confidentiality agreement', [
      `You agree to keep confidential any non-public information about ${tenant.name}, its customers and its employees that you learn while working with us.`,
      'This obligation continues after your employment ends. It does not restrict you from discussing your own pay or working conditions.',
    ]),
  });
  await addDocument(db, tenant.id, first, {
    name: 'Benefits summary',
    signMode: 'read_only',
    isLetter: false,
    content: await textPdf('Benefits summary', [
      'Medical, dental and vision cover from your first day, for you and your dependants.',
      '25 days of paid time off, plus public holidays, and 16 weeks of paid parental leave.',
      'A 401(k) plan with a 4% company match, and a yearly learning budget of $2,000.',
    ]),
  });
  await extendOffer(db, notifier, tenant.id, adminUser.id, first);

  const second = await createOffer(db, tenant, adminUser.id, {
    ...base,
    position_id: open[1]!.id,
    letter_presentation: 'esign',
    pay_amount: 128000,
    start_date: at(45).slice(0, 10),
    expires_at: at(3),
  });
  await extendOffer(db, notifier, tenant.id, adminUser.id, second);

  const third = await createOffer(db, tenant, adminUser.id, {
    ...base,
    position_id: open[2]!.id,
    letter_presentation: 'upload',
    pay_amount: 135000,
    start_date: at(60).slice(0, 10),
    expires_at: at(14),
  });
  await extendOffer(db, notifier, tenant.id, adminUser.id, third);
}
