import type { Db } from '../../db/client.ts';
import { latestSearchOf } from './repository.ts';

/** The words and place of the candidate's latest search since `since`, if they searched. */
export async function recentSearchOf(db: Db, tenantId: string, userId: string, since: Date) {
  const row = await latestSearchOf(db, tenantId, userId, since);
  if (!row) return undefined;
  const data = row.data as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 200) : '');
  return { query: text(data.query), location: text(data.location) };
}
