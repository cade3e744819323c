import type { ConnectionOutcome } from '@opencareers/contracts/assistant-connection';
import { z } from 'zod';

/** Where and how to reach an OpenAI-compatible server. */
export interface LlmEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

/** A message of the Chat Completions protocol, as far as the assistant uses it. */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const toolCallSchema = z.object({
  id: z.string().min(1),
  type: z.literal('function').optional(),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ToolCall = z.infer<typeof toolCallSchema>;

/** The part of a Chat Completions reply the assistant reads; anything else is ignored. */
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
});
export type CompletionMessage = z.infer<typeof completionSchema>['choices'][number]['message'];

/** A failed exchange, by kind; `detail` is safe to show an admin (the key is removed). */
export class LlmError extends Error {
  constructor(
    readonly outcome: Exclude<ConnectionOutcome, 'ok'>,
    readonly status: number | null,
    readonly detail: string,
  ) {
    super(`${outcome}${status ? ` ${status}` : ''}: ${detail}`);
    this.name = 'LlmError';
  }
}

/** Replies larger than this are not a chat answer. */
const maxReplyBytes = 1_000_000;

export const completionsUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/** Shortens an endpoint's words for a log or the admin page, and never repeats the key. */
export function safeDetail(text: string, apiKey: string | null): string {
  let out = text.replace(/\s+/g, ' ').trim();
  if (apiKey) out = out.split(apiKey).join('[key]');
  return out.length > 300 ? `${out.slice(0, 297)}…` : out;
}

function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text itself.
  }
  return body;
}

/**
 * One Chat Completions request (non-streaming). Throws {@link LlmError} on a network failure,
 * the signal's timeout, a non-2xx answer or a reply that is not a completion.
 */
export async function chatCompletion(
  endpoint: LlmEndpoint,
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<CompletionMessage> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  let res: Response;
  let text: string;
  try {
    res = await fetch(completionsUrl(endpoint.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: endpoint.model, ...body }),
      signal,
      // A redirect could carry the request (and its key) elsewhere: not followed.
      redirect: 'error',
    });
    text = await res.text();
  } catch (error) {
    if (signal.aborted) throw new LlmError('timeout', null, 'No answer in time.');
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new LlmError(
      'unreachable',
      null,
      safeDetail(cause?.code ?? cause?.message ?? (error as Error).message, endpoint.apiKey),
    );
  }
  if (!res.ok) throw new LlmError('http_error', res.status, safeDetail(errorText(text), endpoint.apiKey));
  if (text.length > maxReplyBytes) throw new LlmError('bad_reply', res.status, 'The reply is too large.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LlmError('bad_reply', res.status, safeDetail(`Not JSON: ${text}`, endpoint.apiKey));
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success)
    throw new LlmError('bad_reply', res.status, 'Not a Chat Completions reply (no choices[0].message).');
  return parsed.data.choices[0]!.message;
}
