import type { Nudge, TodoItem } from '@opencareers/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { nudgesBesideTodos } from './nudges-beside-todos.ts';

const offerA = '11111111-1111-4111-8111-111111111111';
const offerB = '22222222-2222-4222-8222-222222222222';
const draft = '33333333-3333-4333-8333-333333333333';

const nudge = (id: string, kind: Nudge['kind']): Nudge => ({
  id,
  kind,
  title: null,
  href: '/careers',
  at: null,
  percent: kind === 'profile_incomplete' ? 40 : null,
});
const todo = (id: string, kind: TodoItem['kind']): TodoItem => ({
  id,
  kind,
  title: 'x',
  href: '/careers',
  at: null,
  ends_at: null,
  detail: null,
});

const all = [
  nudge(`offer_expiring:${offerA}`, 'offer_expiring'),
  nudge(`offer_expiring:${offerB}`, 'offer_expiring'),
  nudge('profile_incomplete', 'profile_incomplete'),
  nudge(`draft_not_sent:${draft}`, 'draft_not_sent'),
  nudge('job_alert', 'job_alert'),
];
const ids = (ns: Nudge[]) => ns.map((n) => n.id);

describe('nudgesBesideTodos', () => {
  it('drops the nudges whose subject has a to-do row, keeps the rest in order', () => {
    const todos = [
      todo(`offer:${offerA}`, 'offer'),
      todo(`draft:${draft}`, 'draft'),
      todo('profile:add-skills', 'profile'),
    ];
    expect(ids(nudgesBesideTodos(all, todos))).toEqual([`offer_expiring:${offerB}`, 'job_alert']);
  });

  it('keeps the profile nudge when the list shows no profile gap', () => {
    expect(ids(nudgesBesideTodos(all, [todo(`offer:${offerA}`, 'offer')]))).toContain('profile_incomplete');
  });

  it('keeps everything beside an empty list, and shows nothing before the list has loaded', () => {
    expect(ids(nudgesBesideTodos(all, []))).toEqual(ids(all));
    expect(nudgesBesideTodos(all, undefined)).toEqual([]);
  });

  it('does not match a draft nudge to an offer row with the same id', () => {
    const todos = [todo(`offer:${draft}`, 'offer')];
    expect(ids(nudgesBesideTodos(all, todos))).toContain(`draft_not_sent:${draft}`);
  });
});
