import type { Nudge, TodoItem } from '@opencareers/contracts/dashboard';

/** The to-do row that already stands for a nudge's subject, by the ids both lists use. */
const todoIdFor: Partial<Record<Nudge['kind'], (subject: string) => string>> = {
  offer_expiring: (offerId) => `offer:${offerId}`,
  draft_not_sent: (positionId) => `draft:${positionId}`,
};

/**
 * The nudges worth a card beside the to-do list: one whose subject already has a row there
 * (the offer with its time left, the draft to finish, the profile's gaps) steps aside, so the
 * dashboard says each thing once. What the list does not hold — a job alert to set up, or
 * an offer or draft past the list's per-kind limit — still shows. Until the list has loaded,
 * nothing shows: a card that vanishes a moment later would only distract.
 */
export function nudgesBesideTodos(nudges: readonly Nudge[], todos: readonly TodoItem[] | undefined): Nudge[] {
  if (!todos) return [];
  const listed = new Set(todos.map((t) => t.id));
  const profileGapsListed = todos.some((t) => t.kind === 'profile');
  return nudges.filter((n) => {
    if (n.kind === 'profile_incomplete') return !profileGapsListed;
    const todoId = todoIdFor[n.kind];
    return !todoId || !listed.has(todoId(n.id.slice(n.id.indexOf(':') + 1)));
  });
}
