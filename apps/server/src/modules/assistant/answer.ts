import type { AssistantEvent, AssistantTurn } from '@opencareers/contracts/assistant';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { connectionService } from './connection-service.ts';
import { LlmError } from './llm-client.ts';
import { llmReply } from './llm-engine.ts';
import { llmHostAllowed, llmHostRefused } from './llm-host-policy.ts';
import { reply as engineReply } from './service.ts';

/**
 * A reply to one message: through the company's language model when it has one turned on,
 * else — or when the model fails in any way (network, time limit, an error status, a reply
 * that is not a completion, too many rounds) — the built-in engine's reply, the failure logged.
 */
export async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  message: string,
  history: readonly AssistantTurn[],
  llmHosts: readonly string[],
): Promise<AssistantEvent[]> {
  try {
    const endpoint = await connectionService.forEngine(app.db, request.tenant.id);
    // An address saved before the operator named the allowed hosts is not called.
    if (endpoint && !llmHostAllowed(endpoint.baseUrl, llmHosts))
      throw new LlmError('unreachable', null, llmHostRefused);
    if (endpoint) return await llmReply(app, request, endpoint, message, history);
  } catch (error) {
    const reason =
      error instanceof LlmError
        ? { outcome: error.outcome, status: error.status, detail: error.detail }
        : { outcome: 'failed', detail: (error as Error)?.message };
    request.log.warn({ llm: reason }, 'assistant: the language model failed, the built-in engine answers');
  }
  return engineReply(app, request, message);
}
