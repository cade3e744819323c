import type { AssistantConnectionTestResult } from '@opencareers/contracts/assistant-connection';
import { chatCompletion, type LlmEndpoint, LlmError, safeDetail } from './llm-client.ts';

/**
 * One small Chat Completions request ("Reply with OK"), for the admin's "Test connection":
 * whether the address, model and key work, and if not, what the endpoint said.
 */
export async function testConnection(
  endpoint: LlmEndpoint,
  timeoutSeconds: number,
): Promise<AssistantConnectionTestResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  try {
    const reply = await chatCompletion(
      endpoint,
      { messages: [{ role: 'user', content: 'Reply with OK.' }], max_tokens: 5 },
      AbortSignal.timeout(timeoutSeconds * 1000),
    );
    return {
      ok: true,
      outcome: 'ok',
      status: 200,
      detail: safeDetail(reply.content ?? '', endpoint.apiKey),
      elapsed_ms: elapsed(),
    };
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    return {
      ok: false,
      outcome: error.outcome,
      status: error.status,
      detail: error.detail,
      elapsed_ms: elapsed(),
    };
  }
}
