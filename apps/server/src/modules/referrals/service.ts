import { randomBytes } from 'node:crypto';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { ApplicationStatus } from '@opencareers/contracts/applications';
import {
  type ApplicationReferral,
  type Referral,
  type ReferralStatus,
  referralLimits,
} from '@opencareers/contracts/referrals';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { statusLabels } from '../applications/present.ts';
import type { UserRow } from '../auth/repository.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { localeOfUser } from '../notifications/recipient-locale.ts';
import { translator } from '../notifications/server-messages.ts';
import { canonicalOrigin } from '../tenants/canonical-origin.ts';
import type { Tenant } from '../tenants/service.ts';
import { referralEmail, referralReminderEmail } from './referral-email.ts';
import { type ReferralView, referralRepository as repo } from './repository.ts';

const day = 86_400_000;

const referralLink = (origin: string, positionId: string, token: string) =>
  `${origin}/careers/job/${positionId}?referral_token=${token}`;

/** search §6 "The referral feature is gated": off, the referral calls answer as if absent. */
export function assertReferralsEnabled(tenant: Tenant): void {
  if (!tenant.config.gates.referralWithCandidateApplicationGate)
    throw new HttpError(404, errorCodes.notFound, 'Referrals are not turned on for this site.');
}

/** Referrals made at or before this moment and never used have expired. */
const expiryCutoff = (now: Date) => new Date(now.getTime() - referralLimits.lifetimeDays * day);

/** The stage a referrer is shown; how an application ended stays the candidate's business. */
export function referralStatus(
  linked: boolean,
  status: ApplicationStatus | undefined,
  expired = false,
): ReferralStatus {
  if (!status) return linked ? 'closed' : expired ? 'expired' : 'invited';
  return status === 'rejected' || status === 'withdrawn' ? 'closed' : status;
}

const isExpired = (r: Pick<ReferralView, 'linkedAt' | 'expiredAt' | 'createdAt'>, now: Date) =>
  r.linkedAt === null && (r.expiredAt !== null || r.createdAt <= expiryCutoff(now));

const toReferral = (r: ReferralView, now = new Date()): Referral => ({
  id: r.id,
  email: r.email,
  name: r.name,
  position: { id: r.positionId, title: r.positionTitle },
  status: referralStatus(r.linkedAt !== null, r.application?.status, isExpired(r, now)),
  referred_at: r.createdAt.toISOString(),
  applied_at: r.application?.createdAt.toISOString() ?? null,
});

export async function listReferrals(db: Db, tenant: Tenant, referrerId: string): Promise<Referral[]> {
  assertReferralsEnabled(tenant);
  const now = new Date();
  return (await repo.listForReferrer(db, tenant.id, referrerId)).map((r) => toReferral(r, now));
}

type ParsedBody = {
  position_id: string;
  email: string;
  name?: string | undefined;
  note?: string | undefined;
};

/**
 * Refers someone to an open job: stores the referral and writes the email with its link to
 * the outbox in one transaction (the relay sends it). Refused: a closed or unknown job, the
 * referrer's own address, a person who already has an open referral to the job, and more than
 * referralLimits.perDay referrals in a day.
 */
export async function createReferral(
  db: Db,
  notifier: CandidateNotifier,
  ctx: { tenant: Tenant; referrer: UserRow; origin: string },
  body: ParsedBody,
  now = new Date(),
): Promise<Referral> {
  const { tenant, referrer } = ctx;
  assertReferralsEnabled(tenant);
  const position = await repo.position(db, tenant.id, body.position_id);
  if (!position) throw new HttpError(404, errorCodes.notFound, 'Position not found');
  if (position.status !== 'open' || (position.expiresAt && position.expiresAt <= now))
    throw new HttpError(409, errorCodes.positionClosed, 'This job no longer takes applications.');
  if (body.email === referrer.email.toLowerCase())
    throw new HttpError(400, errorCodes.validation, 'You cannot refer yourself.', {
      email: 'You cannot refer yourself.',
    });
  if (
    (await repo.countSince(db, tenant.id, referrer.id, new Date(now.getTime() - day))) >=
    referralLimits.perDay
  )
    throw new HttpError(
      429,
      errorCodes.rateLimited,
      `You can refer up to ${referralLimits.perDay} people a day. Please try again tomorrow.`,
    );
  const token = randomBytes(18).toString('base64url');
  const row = await db.transaction(async (tx) => {
    // An unused referral past its lifetime no longer holds the person's place for this job.
    await repo.expireOpen(
      tx,
      { tenantId: tenant.id, positionId: position.id, email: body.email },
      expiryCutoff(now),
      now,
    );
    const inserted = await repo.insertIfOpenFree(tx, {
      tenantId: tenant.id,
      referrerId: referrer.id,
      positionId: position.id,
      email: body.email,
      name: body.name ?? null,
      note: body.note ?? null,
      token,
      createdAt: now,
    });
    if (!inserted)
      throw new HttpError(
        409,
        errorCodes.referralExists,
        'This person already has an open referral to this job.',
      );
    // The referred person may have no account: the referrer's language, who knows them.
    const locale = await localeOfUser(tx as unknown as Db, tenant.id, referrer.id);
    const t = translator(locale);
    await notifier.queueEmail(tx as unknown as Db, {
      tenantId: tenant.id,
      // The mail is to someone who may have no account: it belongs to no user.
      userId: null,
      locale,
      domain: tenant.domain,
      to: body.email,
      ...referralEmail(t, {
        referrer,
        name: body.name,
        note: body.note,
        companyName: tenant.name,
        jobTitle: position.title,
        link: referralLink(ctx.origin, position.id, token),
      }),
    });
    return inserted;
  });
  return toReferral({ ...row, positionTitle: position.title, application: null });
}

/**
 * Called in the application's transaction: an application to the referral's job that carries
 * its token takes the open referral (once; never the referrer's own). A token that names
 * nothing usable links nothing: the application is made all the same, its attribution kept.
 */
export async function linkReferral(
  tx: Db,
  a: {
    tenantId: string;
    userId: string;
    positionId: string;
    applicationId: string;
    token: string | undefined;
  },
  notifier?: CandidateNotifier,
  now = new Date(),
): Promise<boolean> {
  if (!a.token) return false;
  const referral = await repo.lockOpenByToken(tx, a.tenantId, a.token, expiryCutoff(now));
  if (!referral || referral.positionId !== a.positionId || referral.referrerId === a.userId) return false;
  await repo.link(tx, referral.id, a.applicationId, now);
  const position = await repo.position(tx, a.tenantId, a.positionId);
  // In the application's transaction: the referrer hears of it if and only if it is made.
  await notifier?.notify(
    tx,
    a.tenantId,
    referral.referrerId,
    candidateEvents.referralApplied({
      referralId: referral.id,
      name: referral.name ?? referral.email,
      positionName: position?.title ?? 'a job',
    }),
  );
  return true;
}

/**
 * Called where an application changes stage (moveApplication, in its transaction): the
 * referrer who brought it hears of each change they would see in their tab, and nothing of a
 * change they would not (e.g. rejected after withdrawn: both read "closed").
 */
export async function tellReferrerOfStage(
  tx: Db,
  notifier: CandidateNotifier,
  a: {
    tenantId: string;
    applicationId: string;
    eventId: string;
    from: ApplicationStatus;
    to: ApplicationStatus;
  },
): Promise<void> {
  const before = referralStatus(true, a.from);
  const after = referralStatus(true, a.to);
  if (before === after) return;
  const found = await repo.byApplication(tx, a.tenantId, a.applicationId);
  if (!found) return;
  const { referral } = found;
  await notifier.notify(
    tx,
    a.tenantId,
    referral.referrerId,
    candidateEvents.referralStatusChanged({
      referralId: referral.id,
      eventId: a.eventId,
      name: referral.name ?? referral.email,
      positionName: found.positionTitle,
      status: after,
      statusLabel: after === 'closed' ? 'Closed' : statusLabels[a.to],
    }),
  );
}

export async function referralForApplication(
  db: Db,
  tenantId: string,
  applicationId: string,
): Promise<ApplicationReferral | null> {
  const row = await repo.forApplication(db, tenantId, applicationId);
  if (!row) return null;
  return {
    referrer: {
      id: row.referrerId,
      name: `${row.firstname} ${row.lastname}`.trim(),
      email: row.email,
    },
    referred_at: row.createdAt.toISOString(),
  };
}

/** The referrer's own referral, locked; 404 for anyone else's (or one withdrawn). */
async function ownReferral(tx: Db, tenant: Tenant, referrerId: string, id: string) {
  const found = await repo.lockOwn(tx, tenant.id, referrerId, id);
  if (!found) throw new HttpError(404, errorCodes.notFound, 'No such referral.');
  return found;
}

/**
 * The referrer withdraws a referral nobody applied through: its link links nothing from now on
 * and the person may be referred to the job again (expired_at frees the one-open-referral index).
 * It leaves the referrer's list. A used referral cannot be withdrawn (409): the application is
 * the candidate's.
 */
export async function withdrawReferral(
  db: Db,
  tenant: Tenant,
  referrerId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  assertReferralsEnabled(tenant);
  await db.transaction(async (tx) => {
    const { referral } = await ownReferral(tx as unknown as Db, tenant, referrerId, id);
    if (referral.linkedAt)
      throw new HttpError(409, errorCodes.conflict, 'This person applied through your referral: it stays.');
    await repo.update(tx as unknown as Db, referral.id, {
      withdrawnAt: now,
      expiredAt: referral.expiredAt ?? now,
    });
  });
}

/**
 * The invitation email again, with the same link, for a referral still open; at most once in
 * referralLimits.resendEveryHours (counted from the first email or the last resend): 429.
 */
export async function resendReferral(
  db: Db,
  notifier: CandidateNotifier,
  ctx: { tenant: Tenant; referrer: UserRow; origin: string },
  id: string,
  now = new Date(),
): Promise<Referral> {
  const { tenant, referrer } = ctx;
  assertReferralsEnabled(tenant);
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const { referral, positionTitle } = await ownReferral(scoped, tenant, referrer.id, id);
    if (referral.linkedAt)
      throw new HttpError(409, errorCodes.conflict, 'This person already applied through your referral.');
    if (isExpired(referral, now))
      throw new HttpError(409, errorCodes.conflict, 'This referral has expired. Refer the person again.');
    const last = referral.resentAt ?? referral.createdAt;
    if (now.getTime() - last.getTime() < referralLimits.resendEveryHours * 3_600_000)
      throw new HttpError(
        429,
        errorCodes.rateLimited,
        'The invitation was sent less than a day ago. You can send it again tomorrow.',
      );
    await repo.update(scoped, referral.id, { resentAt: now });
    const locale = await localeOfUser(scoped, tenant.id, referrer.id);
    await notifier.queueEmail(scoped, {
      tenantId: tenant.id,
      userId: null,
      locale,
      domain: tenant.domain,
      to: referral.email,
      ...referralEmail(translator(locale), {
        referrer,
        name: referral.name ?? undefined,
        note: referral.note ?? undefined,
        companyName: tenant.name,
        jobTitle: positionTitle,
        link: referralLink(ctx.origin, referral.positionId, referral.token),
      }),
    });
    return toReferral({ ...referral, resentAt: now, positionTitle, application: null }, now);
  });
}

/**
 * The background job `referral-reminders`: each open referral whose link expires within
 * referralLimits.reminderDaysBeforeExpiry days gets one reminder email, written with the mark
 * that it was sent (compare-and-set), so overlapping runs remind once. Referrals where the gate
 * is now off are left alone. Answers how many were reminded.
 */
export async function sendReferralReminders(
  db: Db,
  notifier: CandidateNotifier,
  opts: { loadTenant: (id: string) => Promise<Tenant | null | undefined>; publicOrigin?: string },
  now = new Date(),
): Promise<number> {
  const lifetime = referralLimits.lifetimeDays * day;
  const window = referralLimits.reminderDaysBeforeExpiry * day;
  const due = await repo.dueForReminder(
    db,
    new Date(now.getTime() - lifetime),
    new Date(now.getTime() - lifetime + window),
    500,
  );
  let reminded = 0;
  for (const row of due) {
    const tenant = await opts.loadTenant(row.tenantId);
    if (!tenant?.config.gates.referralWithCandidateApplicationGate) continue;
    const { referral } = row;
    const sent = await db.transaction(async (tx) => {
      const scoped = tx as unknown as Db;
      if (!(await repo.markReminded(scoped, referral.id, now))) return false;
      const locale = await localeOfUser(scoped, tenant.id, referral.referrerId);
      await notifier.queueEmail(scoped, {
        tenantId: tenant.id,
        userId: null,
        locale,
        domain: tenant.domain,
        to: referral.email,
        ...referralReminderEmail(translator(locale), {
          referrer: row.referrer,
          name: referral.name,
          companyName: tenant.name,
          jobTitle: row.positionTitle,
          link: referralLink(canonicalOrigin(tenant, opts.publicOrigin), referral.positionId, referral.token),
        }),
      });
      return true;
    });
    if (sent) reminded++;
  }
  return reminded;
}
