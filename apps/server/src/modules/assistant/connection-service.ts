import {
  type AssistantConnection,
  type assistantConnectionBodySchema,
  assistantConnectionLimits,
} from '@opencareers/contracts/assistant-connection';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { type ConnectionRow, connectionRepository } from './connection-repository.ts';
import type { LlmEndpoint } from './llm-client.ts';

/** The SecretBox (an app_secrets row) whose key seals every tenant's API key. */
const boxName = 'assistant-llm-keys';
const boxes = new WeakMap<Db, Promise<SecretBox>>();
const boxOf = (db: Db) => {
  let box = boxes.get(db);
  if (!box) {
    box = SecretBox.open(db, boxName);
    boxes.set(db, box);
  }
  return box;
};
/** Binds a sealed key to its tenant: copied to another tenant's row, it does not open. */
const sealedFor = (tenantId: string) => `assistant-connection:${tenantId}`;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

const present = (row: ConnectionRow | undefined): AssistantConnection => ({
  enabled: row?.enabled ?? false,
  base_url: row?.baseUrl ?? '',
  model: row?.model ?? '',
  key_set: !!row?.apiKeySealed,
  timeout_seconds: row?.timeoutSeconds ?? assistantConnectionLimits.defaultTimeoutSeconds,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

async function storedKey(db: Db, row: ConnectionRow): Promise<string | null> {
  if (!row.apiKeySealed) return null;
  return (await boxOf(db)).unseal(row.apiKeySealed, sealedFor(row.tenantId));
}

export const connectionService = {
  async get(db: Db, tenantId: string): Promise<AssistantConnection> {
    return present(await connectionRepository.get(db, tenantId));
  },

  /**
   * Saves the settings. The key is kept unless replaced or cleared, and is dropped when the
   * address moves to another server without a new key: a stored key only ever goes to the
   * server it was entered for (an admin cannot point it at a server of their own to read it).
   */
  async save(
    db: Db,
    tenantId: string,
    userId: string,
    body: z.output<typeof assistantConnectionBodySchema>,
  ): Promise<AssistantConnection> {
    const before = await connectionRepository.get(db, tenantId);
    let apiKeySealed = before?.apiKeySealed ?? null;
    if (body.api_key !== undefined) apiKeySealed = (await boxOf(db)).seal(body.api_key, sealedFor(tenantId));
    else if (body.clear_key || originOf(before?.baseUrl ?? '') !== originOf(body.base_url))
      apiKeySealed = null;
    const row = await connectionRepository.put(db, tenantId, {
      enabled: body.enabled,
      baseUrl: body.base_url,
      model: body.model,
      apiKeySealed,
      timeoutSeconds: body.timeout_seconds,
      updatedBy: userId,
    });
    return present(row);
  },

  /** The key to try a connection with: the one typed, else the stored one for the same server. */
  async keyForTest(db: Db, tenantId: string, baseUrl: string, typed: string | undefined) {
    if (typed !== undefined) return typed;
    const row = await connectionRepository.get(db, tenantId);
    if (!row || originOf(row.baseUrl) !== originOf(baseUrl)) return null;
    return storedKey(db, row);
  },

  /** The endpoint the engine uses, or null when the company has none turned on. */
  async forEngine(db: Db, tenantId: string): Promise<(LlmEndpoint & { timeoutSeconds: number }) | null> {
    const row = await connectionRepository.get(db, tenantId);
    if (!row?.enabled || !row.baseUrl || !row.model) return null;
    return {
      baseUrl: row.baseUrl,
      model: row.model,
      apiKey: await storedKey(db, row),
      timeoutSeconds: row.timeoutSeconds,
    };
  },
};
