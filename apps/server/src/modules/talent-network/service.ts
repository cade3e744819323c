import { errorCodes } from '@opencareers/contracts/api-envelope';
import { type JoinTalentNetworkBody, talentNetworkLimits } from '@opencareers/contracts/talent-network';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { messageLocaleFor, recipientLocale, translator } from '../notifications/server-messages.ts';
import type { Tenant } from '../tenants/service.ts';
import { confirmEmail } from './emails.ts';
import { type MemberRow, talentNetworkRepository as repo } from './repository.ts';
import { confirmToken, manageToken, sameToken, unsubscribeToken } from './tokens.ts';

/** A second join within this time writes no second confirmation email (one address, one mail). */
const resendAfterMs = 10 * 60_000;

/** The talent network sends job alerts: it is open where the site sends them (search §6). */
export function assertTalentNetworkOpen(tenant: Tenant): void {
  if (!tenant.config.notificationsConfig.savedSearchNotificationsEnabled)
    throw new HttpError(404, errorCodes.notFound, 'Job alerts are not turned on for this site.');
}

type Parsed = Required<Pick<JoinTalentNetworkBody, 'email'>> & {
  departments: string[];
  keywords: string;
  location: string;
  locale?: string | undefined;
  resume?: { file_name: string; content: string } | undefined;
  share_profile?: boolean | undefined;
};

/** What a joining member shares, checked before anything is written. */
export interface SharedResume {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** Writes to a member in the language they joined in, else the company's default. */
export function memberWriter(tenant: Tenant, member: Pick<MemberRow, 'locale'>) {
  const locale = recipientLocale(member.locale, tenant.config.locale.default);
  return { locale, t: translator(locale) };
}

export interface JoinContext {
  tenant: Tenant;
  origin: string;
  secret: string;
  /** The signed-in user, if any: their membership is linked when the address is theirs. */
  user: { id: string; email: string } | null;
  /**
   * Reads what is shared: a guest's upload (checked by its bytes) and, for a member sharing
   * their profile, their current résumé. Injected so the service needs no profile internals.
   */
  sharing?: {
    upload: (resume: { file_name: string; content: string }) => Promise<SharedResume>;
    currentResume: (userId: string) => Promise<SharedResume | undefined>;
  };
}

/** Replaces the member's stored résumé (deleting the old file) in the caller's transaction. */
async function storeResume(tx: Db, member: MemberRow, file: SharedResume | undefined) {
  if (!file) return {};
  if (member.resumeKey) await storage.remove(tx, member.tenantId, member.resumeKey);
  const stored = await storage.put(tx, member.tenantId, {
    content: file.bytes,
    contentType: file.contentType,
    filename: file.fileName,
    prefix: 'talent-network',
  });
  return { resumeKey: stored.key, resumeName: file.fileName };
}

/**
 * Joins (or re-joins) the network: a pending membership with these interests and a
 * confirmation email, written together. A confirmed member's interests are left as they are and
 * nothing is sent, and the answer is the same either way, so joining tells nobody who is a member.
 */
export async function joinTalentNetwork(
  db: Db,
  notifier: CandidateNotifier,
  ctx: JoinContext,
  body: Parsed,
  now = new Date(),
): Promise<void> {
  assertTalentNetworkOpen(ctx.tenant);
  const { tenant } = ctx;
  const userId = ctx.user && ctx.user.email.toLowerCase() === body.email ? ctx.user.id : null;
  const interests = { departments: body.departments, keywords: body.keywords, location: body.location };
  // The registered locale for the page's language ("de-AT" → "de"), null for one the site does
  // not speak: the company's default then, decided when each email is written.
  const locale = messageLocaleFor(body.locale) ?? null;
  // Files are checked (and the profile's résumé read) before the transaction: a refused file
  // is a 4xx that changes nothing.
  const upload = body.resume && ctx.sharing ? await ctx.sharing.upload(body.resume) : undefined;
  const shareProfile = !!(body.share_profile && userId);
  const profileResume =
    !upload && shareProfile && ctx.sharing ? await ctx.sharing.currentResume(userId!) : undefined;
  const resume = upload ?? profileResume;
  await db.transaction(async (tx) => {
    await repo.insertIfNew(tx, {
      tenantId: tenant.id,
      email: body.email,
      status: 'pending',
      locale,
      ...interests,
    });
    const member = (await repo.lockByEmail(tx, tenant.id, body.email))!;
    if (member.status === 'confirmed') {
      // Only the signed-in owner of the address may add to a confirmed membership (sharing
      // their profile); anyone else's join leaves it as it is.
      if (shareProfile && !member.profileShared)
        await repo.update(tx, member.id, {
          userId,
          profileShared: true,
          ...(member.resumeKey ? {} : await storeResume(tx as unknown as Db, member, resume)),
        });
      return;
    }
    const resend = !member.confirmSentAt || now.getTime() - member.confirmSentAt.getTime() >= resendAfterMs;
    const updated = await repo.update(tx, member.id, {
      ...interests,
      locale,
      status: 'pending',
      unsubscribedAt: null,
      ...(userId ? { userId } : {}),
      ...(resend ? { confirmSentAt: now } : {}),
      ...(shareProfile ? { profileShared: true } : {}),
      ...(await storeResume(tx as unknown as Db, member, resume)),
    });
    if (!resend) return;
    const link = `${ctx.origin}/careers/talent-network/confirm?member=${updated.id}&token=${confirmToken(ctx.secret, updated.id, now)}`;
    const writer = memberWriter(tenant, updated);
    await notifier.queueEmail(tx as unknown as Db, {
      tenantId: tenant.id,
      userId: updated.userId,
      locale: writer.locale,
      domain: tenant.domain,
      to: body.email,
      ...confirmEmail(writer.t, tenant.name, link),
    });
  });
}

const badLink = () =>
  new HttpError(
    400,
    errorCodes.invalidToken,
    'This link has expired or a newer one was sent. Join again to get a new link.',
  );

/** The emailed link confirms the address; confirming again is fine. Alerts start from now. */
export async function confirmMembership(
  db: Db,
  secret: string,
  tenantId: string,
  link: { member: string; token: string },
  now = new Date(),
): Promise<MemberRow> {
  const member = await repo.find(db, tenantId, link.member);
  if (!member?.confirmSentAt || !sameToken(link.token, confirmToken(secret, member.id, member.confirmSentAt)))
    throw badLink();
  if (member.status === 'confirmed') return member;
  if (
    member.status !== 'pending' ||
    now.getTime() - member.confirmSentAt.getTime() > talentNetworkLimits.confirmLifetimeMs
  )
    throw badLink();
  return repo.update(db, member.id, { status: 'confirmed', confirmedAt: now, checkedUntil: now });
}

/** One click ends the alerts (RFC 8058); again changes nothing. */
export async function unsubscribeMembership(
  db: Db,
  secret: string,
  tenantId: string,
  link: { member: string; token: string },
  now = new Date(),
): Promise<MemberRow> {
  const member = await repo.find(db, tenantId, link.member);
  if (!member || !sameToken(link.token, unsubscribeToken(secret, member.id))) throw badLink();
  if (member.status === 'unsubscribed') return member;
  return repo.update(db, member.id, { status: 'unsubscribed', unsubscribedAt: now });
}

/** The member an alert's "change what you hear about" link names, or 400 for a link that is not theirs. */
export async function memberByManageLink(
  db: Db,
  secret: string,
  tenantId: string,
  link: { member: string; token: string },
): Promise<MemberRow> {
  const member = await repo.find(db, tenantId, link.member);
  if (!member || !sameToken(link.token, manageToken(secret, member.id))) throw badLink();
  return member;
}

/**
 * A confirmed member changes their interests from the link in an alert; the watermark stays, so
 * the next alert considers jobs posted since the last one with the new interests. Alerts that
 * ended (unsubscribed) are not brought back this way: joining again asks for the address again.
 */
export async function changeInterests(
  db: Db,
  secret: string,
  tenantId: string,
  link: { member: string; token: string },
  interests: { departments: string[]; keywords: string; location: string },
): Promise<MemberRow> {
  const member = await memberByManageLink(db, secret, tenantId, link);
  if (member.status !== 'confirmed')
    throw new HttpError(
      409,
      errorCodes.conflict,
      'Your job alerts are off, so there is nothing to change. Join again to start them.',
    );
  return repo.update(db, member.id, interests);
}

/**
 * The member withdraws what they shared (from the page their alerts link to): the résumé file is
 * deleted and the company no longer reads their profile. Works whatever the membership's status.
 */
export async function withdrawSharing(
  db: Db,
  secret: string,
  tenantId: string,
  link: { member: string; token: string },
): Promise<MemberRow> {
  const member = await memberByManageLink(db, secret, tenantId, link);
  return db.transaction(async (tx) => {
    if (member.resumeKey) await storage.remove(tx as unknown as Db, tenantId, member.resumeKey);
    return repo.update(tx as unknown as Db, member.id, {
      resumeKey: null,
      resumeName: null,
      profileShared: false,
    });
  });
}

/** Removes a member for good, with the résumé they shared; false when there is none. */
export async function removeMember(db: Db, tenantId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await repo.remove(tx as unknown as Db, tenantId, id);
    if (removed?.resumeKey) await storage.remove(tx as unknown as Db, tenantId, removed.resumeKey);
    return !!removed;
  });
}

/** A member's shared résumé file for the hiring team, or undefined. */
export async function sharedResumeFile(db: Db, tenantId: string, id: string) {
  const member = await repo.find(db, tenantId, id);
  return member?.resumeKey ? storage.get(db, tenantId, member.resumeKey) : undefined;
}
