import { errorCodes } from '@opencareers/contracts/api-envelope';
import { dashboardLimits, type Nudge } from '@opencareers/contracts/dashboard';
import { HttpError } from '../../lib/http-error.ts';
import { recentSearchOf } from '../analytics/search-activity.ts';
import { listDraftApplications } from '../drafts/service.ts';
import { placeNames } from '../locales/place-names.ts';
import { offersToAnswer } from '../offers/candidate-service.ts';
import { loadProfile, profileCompletion } from '../profile/service.ts';
import { alertsEnabled, countSavedSearches } from '../saved-searches/service.ts';
import type { Tenant } from '../tenants/service.ts';
import { nudgeDismissalRepository as repo } from './repository.ts';
import type { Candidate } from './todos.ts';

const dayMs = 86_400_000;
const enc = encodeURIComponent;

/**
 * Every nudge the candidate's state calls for now, dismissed or not, most pressing first: an
 * offer about to expire, an incomplete profile, the latest draft not sent, and a job alert
 * for someone who searches but saved no search (when the site sends alerts).
 */
async function currentNudges(c: Candidate, tenant: Tenant, now: Date): Promise<Nudge[]> {
  const { db, tenantId, userId } = c;
  const [offers, profile, drafts, search, saved] = await Promise.all([
    offersToAnswer(db, tenantId, userId, now),
    loadProfile(db, tenantId, userId),
    // Only titles and ids are read here, never places: their language does not matter.
    listDraftApplications(db, { tenantId, userId }, placeNames('en')),
    alertsEnabled(tenant)
      ? recentSearchOf(
          db,
          tenantId,
          userId,
          new Date(now.getTime() - dashboardLimits.recentSearchDays * dayMs),
        )
      : undefined,
    countSavedSearches(db, tenantId, userId),
  ]);
  const nudges: Nudge[] = [];
  const soon = now.getTime() + dashboardLimits.offerExpiringDays * dayMs;
  for (const o of offers) {
    if (!o.expiresAt || o.expiresAt.getTime() > soon) continue;
    nudges.push({
      id: `offer_expiring:${o.id}`,
      kind: 'offer_expiring',
      title: o.positionTitle,
      href: `/careers/offer/${enc(o.id)}`,
      at: o.expiresAt.toISOString(),
      percent: null,
    });
  }
  nudges.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
  const { percent } = profileCompletion(profile);
  if (percent < 100)
    nudges.push({
      id: 'profile_incomplete',
      kind: 'profile_incomplete',
      title: null,
      href: '/careers/profile',
      at: null,
      percent,
    });
  // Drafts come newest first; each gets its own id, so dismissing one does not hide the next.
  for (const d of drafts.filter((x) => x.position.archived_at < 0))
    nudges.push({
      id: `draft_not_sent:${d.position_id}`,
      kind: 'draft_not_sent',
      title: d.position.name,
      href: `/careers/apply?pid=${enc(d.position_id)}`,
      at: null,
      percent: null,
    });
  if (search && saved === 0) {
    const params = new URLSearchParams({ query: search.query });
    if (search.location) params.set('location', search.location);
    nudges.push({
      id: 'job_alert',
      kind: 'job_alert',
      title: search.query,
      href: `/careers/search?${params}`,
      at: null,
      percent: null,
    });
  }
  return nudges;
}

/** GET /api/pcsx/dashboard/nudges: the current ones the candidate has not dismissed, one per kind. */
export async function dashboardNudges(c: Candidate, tenant: Tenant, now = new Date()): Promise<Nudge[]> {
  const [all, dismissed] = await Promise.all([
    currentNudges(c, tenant, now),
    repo.dismissedIds(c.db, c.tenantId, c.userId),
  ]);
  const seen = new Set<string>();
  return all.filter((n) => {
    if (dismissed.has(n.id) || seen.has(n.kind)) return false;
    seen.add(n.kind);
    return true;
  });
}

/**
 * Dismisses one of the candidate's current nudges for good. An id that is not one of theirs
 * now (another candidate's offer, a sent draft) is a 404 and stores nothing.
 */
export async function dismissNudge(c: Candidate, tenant: Tenant, id: string, now = new Date()) {
  const all = await currentNudges(c, tenant, now);
  if (!all.some((n) => n.id === id)) throw new HttpError(404, errorCodes.notFound, 'Nudge not found');
  await repo.dismiss(c.db, c.tenantId, c.userId, id);
}
