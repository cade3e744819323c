import { dashboardLimits, type TodoItem } from '@opencareers/contracts/dashboard';
import type { Db } from '../../db/client.ts';
import { listDraftApplications } from '../drafts/service.ts';
import { formsList } from '../form-assignments/candidate-service.ts';
import { upcomingInterviews } from '../interviews/candidate-service.ts';
import { placeNames } from '../locales/place-names.ts';
import { offersToAnswer } from '../offers/candidate-service.ts';
import { loadProfile, profileCompletion } from '../profile/service.ts';
import { orderTodos } from './todo-order.ts';

export interface Candidate {
  db: Db;
  tenantId: string;
  userId: string;
}

const enc = encodeURIComponent;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * What needs the candidate now, most urgent first (issue 20): offers to answer, forms to fill
 * in, interviews to come, drafts to finish and the heaviest profile gaps — each with the page
 * to act on. Everything is read from the candidate's own rows at the time of the call.
 */
export async function dashboardTodos(c: Candidate, now = new Date()) {
  const { db, tenantId, userId } = c;
  const [offers, forms, interviews, drafts, profile] = await Promise.all([
    offersToAnswer(db, tenantId, userId, now),
    formsList(c, 'to_do', false),
    upcomingInterviews(db, tenantId, userId, now),
    // Only titles and ids are read here, never places: their language does not matter.
    listDraftApplications(db, { tenantId, userId }, placeNames('en')),
    loadProfile(db, tenantId, userId),
  ]);
  const completion = profileCompletion(profile);
  const per = dashboardLimits.perKind;
  const items: TodoItem[] = [
    ...offers.map((o) => ({
      id: `offer:${o.id}`,
      kind: 'offer' as const,
      title: o.positionTitle,
      href: `/careers/offer/${enc(o.id)}`,
      at: iso(o.expiresAt),
      ends_at: null,
      detail: null,
    })),
    ...forms.forms.slice(0, per).map((f) => ({
      id: `form:${f.id}`,
      kind: 'form' as const,
      title: f.name,
      href: `/careers/forms?assignment=${enc(f.id)}`,
      at: f.due_at,
      ends_at: null,
      detail: f.status,
    })),
    ...interviews.slice(0, per).map((i) => ({
      id: `interview:${i.id}`,
      kind: 'interview' as const,
      title: i.positionTitle,
      href: '/careers/interviews',
      at: i.startsAt.toISOString(),
      ends_at: i.endsAt.toISOString(),
      detail: i.kind,
    })),
    // A draft for a closed position cannot be sent any more: nothing to do there.
    ...drafts
      .filter((d) => d.position.archived_at < 0)
      .slice(0, per)
      .map((d) => ({
        id: `draft:${d.position_id}`,
        kind: 'draft' as const,
        title: d.position.name,
        href: `/careers/apply?pid=${enc(d.position_id)}`,
        at: null,
        ends_at: null,
        detail: d.updated_at,
      })),
    ...completion.suggestions.slice(0, dashboardLimits.profileGaps).map((s) => ({
      id: `profile:${s.id}`,
      kind: 'profile' as const,
      title: s.message,
      href: `/careers/profile#profile-${s.section}`,
      at: null,
      ends_at: null,
      detail: s.id,
    })),
  ];
  return { todos: orderTodos(items, now.getTime()), profile_percent: completion.percent };
}
