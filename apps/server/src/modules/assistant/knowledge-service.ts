import { errorCodes } from '@opencareers/contracts/api-envelope';
import { type AssistantKnowledgeEntry, assistantLimits } from '@opencareers/contracts/assistant';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { KnowledgeIndex } from './knowledge.ts';
import { type KnowledgeFields, type KnowledgeRow, knowledgeRepository } from './repository.ts';

export const presentEntry = (row: KnowledgeRow): AssistantKnowledgeEntry => ({
  id: row.id,
  title: row.title,
  body: row.body,
  keywords: row.keywords,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Retrieval indexes by tenant, rebuilt when the rows read differ (another process may have
 * written them: the rows are read on every message, the index only when they changed).
 */
const byDatabase = new WeakMap<Db, Map<string, { key: string; index: KnowledgeIndex }>>();
const maxCachedTenants = 500;

export async function knowledgeFor(db: Db, tenantId: string): Promise<KnowledgeIndex> {
  const rows = await knowledgeRepository.list(db, tenantId);
  const key = rows.map((r) => `${r.id}@${r.updatedAt.getTime()}`).join(',');
  let indexes = byDatabase.get(db);
  if (!indexes) {
    indexes = new Map();
    byDatabase.set(db, indexes);
  }
  const cached = indexes.get(tenantId);
  if (cached?.key === key) return cached.index;
  const index = new KnowledgeIndex(rows);
  if (indexes.size >= maxCachedTenants) indexes.delete(indexes.keys().next().value!);
  indexes.set(tenantId, { key, index });
  return index;
}

const notFound = () => new HttpError(404, errorCodes.notFound, 'Knowledge entry not found.');

export const knowledgeService = {
  async list(db: Db, tenantId: string) {
    return (await knowledgeRepository.list(db, tenantId)).map(presentEntry);
  },

  async create(db: Db, tenantId: string, userId: string, fields: KnowledgeFields) {
    if ((await knowledgeRepository.count(db, tenantId)) >= assistantLimits.maxKnowledgeEntries)
      throw new HttpError(
        400,
        errorCodes.validation,
        `The knowledge base holds at most ${assistantLimits.maxKnowledgeEntries} entries. Delete one to add another.`,
      );
    return presentEntry(await knowledgeRepository.insert(db, tenantId, userId, fields));
  },

  async update(db: Db, tenantId: string, id: string, userId: string, fields: KnowledgeFields) {
    const row = await knowledgeRepository.update(db, tenantId, id, userId, fields);
    if (!row) throw notFound();
    return presentEntry(row);
  },

  async delete(db: Db, tenantId: string, id: string) {
    if (!(await knowledgeRepository.delete(db, tenantId, id))) throw notFound();
  },
};
