import { z } from 'zod';

/**
 * The optional OpenAI-compatible connection of the assistant (issue 22 item 3): a company's
 * own server or a provider, spoken to with the Chat Completions protocol. The API key is
 * write-only: it is stored sealed on the server and no answer ever carries it, only whether
 * one is set (`key_set`).
 */
export const assistantConnectionLimits = {
  maxUrlLength: 500,
  maxModelLength: 200,
  maxKeyLength: 1000,
  minTimeoutSeconds: 1,
  maxTimeoutSeconds: 60,
  defaultTimeoutSeconds: 10,
} as const;

const L = assistantConnectionLimits;

/** An http(s) address with a host and no credentials in it. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !url.username;
  } catch {
    return false;
  }
}

const urlMessage = 'Enter an http:// or https:// address without a user name or password in it.';
/** The endpoint's base address, to which `/chat/completions` is added. */
export const connectionUrlSchema = z.string().trim().max(L.maxUrlLength).refine(isHttpUrl, urlMessage);
const optionalUrlSchema = z
  .string()
  .trim()
  .max(L.maxUrlLength)
  .refine((v) => v === '' || isHttpUrl(v), urlMessage);

const keySchema = z.string().trim().min(1).max(L.maxKeyLength);

/** The settings as the admin API answers them: never the key, only whether one is set. */
export const assistantConnectionSchema = z.object({
  enabled: z.boolean(),
  base_url: z.string(),
  model: z.string(),
  key_set: z.boolean(),
  timeout_seconds: z.number().int(),
  updated_at: z.string().nullable(),
});
export type AssistantConnection = z.infer<typeof assistantConnectionSchema>;
export const assistantConnectionResponseSchema = z.object({ data: assistantConnectionSchema });

/**
 * PUT body. The key: `api_key` sets or replaces it, `clear_key` removes it, neither keeps the
 * stored one. Turned on, the connection needs an address and a model.
 */
export const assistantConnectionBodySchema = z
  .object({
    enabled: z.boolean(),
    base_url: optionalUrlSchema,
    model: z.string().trim().max(L.maxModelLength),
    api_key: keySchema.optional(),
    clear_key: z.boolean().default(false),
    timeout_seconds: z
      .number()
      .int()
      .min(L.minTimeoutSeconds)
      .max(L.maxTimeoutSeconds)
      .default(L.defaultTimeoutSeconds),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.enabled && !body.base_url)
      ctx.addIssue({ code: 'custom', path: ['base_url'], message: 'Enter the address to turn it on.' });
    if (body.enabled && !body.model)
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'Enter the model to turn it on.' });
    if (body.api_key !== undefined && body.clear_key)
      ctx.addIssue({ code: 'custom', path: ['clear_key'], message: 'Either set the key or clear it.' });
  });
export type AssistantConnectionBody = z.input<typeof assistantConnectionBodySchema>;

/** POST test body: the values to try; without `api_key` the stored key is used. */
export const assistantConnectionTestBodySchema = z
  .object({
    base_url: connectionUrlSchema,
    model: z.string().trim().min(1).max(L.maxModelLength),
    api_key: keySchema.optional(),
    timeout_seconds: z
      .number()
      .int()
      .min(L.minTimeoutSeconds)
      .max(L.maxTimeoutSeconds)
      .default(L.defaultTimeoutSeconds),
  })
  .strict();
export type AssistantConnectionTestBody = z.input<typeof assistantConnectionTestBodySchema>;

/** How a connection attempt ended; the admin page words each outcome. */
export const connectionOutcomes = ['ok', 'unreachable', 'timeout', 'http_error', 'bad_reply'] as const;
export type ConnectionOutcome = (typeof connectionOutcomes)[number];

export const assistantConnectionTestResultSchema = z.object({
  ok: z.boolean(),
  outcome: z.enum(connectionOutcomes),
  /** The HTTP status the endpoint answered, when it answered. */
  status: z.number().int().nullable(),
  /** The endpoint's own words (its error message or the model's reply), shortened, key removed. */
  detail: z.string(),
  elapsed_ms: z.number().int(),
});
export type AssistantConnectionTestResult = z.infer<typeof assistantConnectionTestResultSchema>;
export const assistantConnectionTestResponseSchema = z.object({ data: assistantConnectionTestResultSchema });
