import {
  type AssistantConnection,
  type AssistantConnectionBody,
  type AssistantConnectionTestBody,
  isHttpUrl,
  assistantConnectionLimits as L,
} from '@opencareers/contracts/assistant-connection';
import { z } from 'zod';

/**
 * What to do with the stored key on save: keep it, replace it (a new one must be typed), or
 * clear it. With no key stored, the action is `keep` and a key typed is set.
 */
export type KeyAction = 'keep' | 'replace' | 'clear';

/**
 * The connection form's values. Messages are i18n keys (`assistant.connection.*`), so the
 * page says them in the admin's language.
 */
export const connectionFormSchema = z
  .object({
    enabled: z.boolean(),
    base_url: z.string().trim().max(L.maxUrlLength),
    model: z.string().trim().max(L.maxModelLength),
    api_key: z.string().trim().max(L.maxKeyLength),
    key_action: z.enum(['keep', 'replace', 'clear']),
    timeout_seconds: z.number().int().min(L.minTimeoutSeconds).max(L.maxTimeoutSeconds),
  })
  .superRefine((v, ctx) => {
    if (v.base_url && !isHttpUrl(v.base_url))
      ctx.addIssue({ code: 'custom', path: ['base_url'], message: 'urlInvalid' });
    if (v.enabled && !v.base_url)
      ctx.addIssue({ code: 'custom', path: ['base_url'], message: 'urlRequired' });
    if (v.enabled && !v.model) ctx.addIssue({ code: 'custom', path: ['model'], message: 'modelRequired' });
    if (v.key_action === 'replace' && !v.api_key)
      ctx.addIssue({ code: 'custom', path: ['api_key'], message: 'keyRequired' });
  });
export type ConnectionFormValues = z.infer<typeof connectionFormSchema>;

export const formValuesOf = (c: AssistantConnection): ConnectionFormValues => ({
  enabled: c.enabled,
  base_url: c.base_url,
  model: c.model,
  api_key: '',
  key_action: 'keep',
  timeout_seconds: c.timeout_seconds,
});

/** The PUT body: the key is sent only when typed, cleared only when asked. */
export function toConnectionBody(v: ConnectionFormValues): AssistantConnectionBody {
  const body: AssistantConnectionBody = {
    enabled: v.enabled,
    base_url: v.base_url.trim(),
    model: v.model.trim(),
    timeout_seconds: v.timeout_seconds,
  };
  if (v.key_action === 'clear') body.clear_key = true;
  else if (v.api_key.trim()) body.api_key = v.api_key.trim();
  return body;
}

/** The test body: the form's address and model, and the typed key (else the server's stored one). */
export function toTestBody(v: ConnectionFormValues): AssistantConnectionTestBody {
  const body: AssistantConnectionTestBody = {
    base_url: v.base_url.trim(),
    model: v.model.trim(),
    timeout_seconds: v.timeout_seconds,
  };
  if (v.key_action !== 'clear' && v.api_key.trim()) body.api_key = v.api_key.trim();
  return body;
}
