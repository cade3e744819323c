import type { SearchQuery } from '@opencareers/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sharedSecret } from '../../lib/app-secret.ts';
import { alertSettleMs, inWindow, matchWindow } from '../saved-searches/service.ts';
import { prepareSearch } from '../search/search-service.ts';
import { canonicalOrigin } from '../tenants/canonical-origin.ts';
import type { Tenant } from '../tenants/service.ts';
import { alertEmail } from './emails.ts';
import { type MemberRow, talentNetworkRepository as repo } from './repository.ts';
import { memberWriter } from './service.ts';
import { linkSecretName, manageToken, unsubscribeToken } from './tokens.ts';

const pageSize = 200;
/** Jobs named in one alert; the rest are behind "See them all". */
const listed = 5;

export interface TalentAlertOptions {
  loadTenant: (tenantId: string) => Promise<Tenant | null>;
  publicOrigin?: string;
  now?: number;
  settleMs?: number;
}

/** The search a member's interests make: their words, their place and their departments. */
export const memberSearch = (m: Pick<MemberRow, 'keywords' | 'location' | 'departments'>): SearchQuery => ({
  query: m.keywords,
  location: m.location,
  start: 0,
  num: 1,
  ...(m.departments.length ? { filter_department: m.departments } : {}),
});

const searchPath = (m: MemberRow) => {
  const q = new URLSearchParams();
  if (m.keywords) q.set('query', m.keywords);
  if (m.location) q.set('location', m.location);
  for (const d of m.departments) q.append('filter_department', d);
  return `/careers?${q}`;
};

/**
 * Emails each confirmed member about the jobs posted since they were last checked that match
 * their interests, through the search the search page runs and the saved-search alerts'
 * watermark rules (saved-searches/match-window.ts): the email and the moved watermark are one
 * transaction, and the watermark moves by compare-and-set, so overlapping runs mail once.
 */
export async function runTalentNetworkAlerts(
  app: FastifyInstance,
  opts: TalentAlertOptions,
): Promise<{ checked: number; emailed: number }> {
  const now = opts.now ?? Date.now();
  const result = { checked: 0, emailed: 0 };
  const secret = await sharedSecret(app.db, linkSecretName);
  await app.searchIndex.syncNow({ refreshSuggestions: false });
  for (const tenantId of await repo.tenantIdsWithMembers(app.db)) {
    const tenant = await opts.loadTenant(tenantId);
    if (!tenant?.config.notificationsConfig.savedSearchNotificationsEnabled) continue;
    const origin = canonicalOrigin(tenant, opts.publicOrigin);
    let after: string | null = null;
    for (;;) {
      const page: MemberRow[] = await repo.confirmedPage(app.db, tenantId, after, pageSize);
      for (const member of page) {
        const window = matchWindow(member.checkedUntil.getTime(), now, opts.settleMs ?? alertSettleMs);
        if (!window) continue;
        result.checked++;
        const { index, result: found } = await prepareSearch(app, { tenant }, memberSearch(member), true);
        const fresh = (found.all ?? []).flatMap((d) => {
          const doc = index.docs[d];
          return doc && inWindow(window, doc.postedAt) ? [doc] : [];
        });
        const emailed = await app.db.transaction(async (tx) => {
          const moved = await repo.advance(
            tx as unknown as Db,
            member.id,
            member.checkedUntil,
            new Date(window.to),
            fresh.length > 0,
          );
          if (!moved || !fresh.length) return false;
          const unsubscribe = `${origin}/careers/talent-network/unsubscribe?member=${member.id}&token=${unsubscribeToken(secret, member.id)}`;
          const oneClick = `${origin}/api/pcsx/talent_network/unsubscribe?member=${member.id}&token=${unsubscribeToken(secret, member.id)}`;
          const { locale, t } = memberWriter(tenant, member);
          await app.notifier.queueEmail(tx as unknown as Db, {
            tenantId,
            userId: member.userId,
            locale,
            domain: tenant.domain,
            to: member.email,
            ...alertEmail(t, {
              companyName: tenant.name,
              count: fresh.length,
              jobs: fresh
                .slice(0, listed)
                .map((j) => ({ title: j.title, link: `${origin}/careers/job/${j.id}` })),
              searchLink: `${origin}${searchPath(member)}`,
              unsubscribeLink: unsubscribe,
              manageLink: `${origin}/careers/talent-network/manage?member=${member.id}&token=${manageToken(secret, member.id)}`,
            }),
            headers: {
              'List-Unsubscribe': `<${oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          return true;
        });
        if (emailed) result.emailed++;
      }
      if (page.length < pageSize) break;
      after = page[page.length - 1]!.id;
    }
  }
  return result;
}
