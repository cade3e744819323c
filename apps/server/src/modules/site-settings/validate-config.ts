import { errorCodes } from '@opencareers/contracts/api-envelope';
import { siteSettingsConfigSchema } from '@opencareers/contracts/site-settings';
import type { TenantConfig, TenantConfigInput } from '@opencareers/contracts/tenant-config';
import sanitizeHtml from 'sanitize-html';
import { unknownPaths } from '../../cli/config-diff.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sanitizeTenantConfig } from '../tenants/sanitize-config.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Banner and notice texts are shown as plain text: any markup is dropped, not escaped into view. */
const plain = (v: unknown) =>
  typeof v === 'string' ? sanitizeHtml(v, { allowedTags: [], allowedAttributes: {} }) : v;

function sanitizeTexts(input: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(input) as TenantConfigInput & Record<string, unknown>;
  const banners = copy.pcsxConfig?.branding?.banners;
  if (isObject(banners))
    for (const banner of Object.values(banners))
      if (isObject(banner)) (banner as Record<string, unknown>).message = plain(banner.message);
  const phase = copy.pcsxConfig?.implementationPhaseBanner as Record<string, unknown> | undefined;
  if (isObject(phase)) phase.text = plain(phase.text);
  const notice = copy.pcsxConfig?.loggedOutNotificationConfig as Record<string, unknown> | undefined;
  if (isObject(notice)) notice.message = plain(notice.message);
  return sanitizeTenantConfig(copy) as Record<string, unknown>;
}

export const invalidConfig = (fieldErrors: Record<string, string>) => {
  const [path, message] = Object.entries(fieldErrors)[0] ?? ['config', 'Invalid configuration'];
  return new HttpError(422, errorCodes.validation, `${path}: ${message}`, fieldErrors);
};

/**
 * A configuration from the console, cleaned (footer HTML sanitised, banner texts plain) and
 * checked by the contract with its readability rules; a refusal is 422 naming every bad
 * path, and so is a setting the contract does not know (it would otherwise vanish silently).
 */
export function validateSettingsConfig(input: unknown): TenantConfig {
  if (!isObject(input)) throw invalidConfig({ config: 'The configuration must be an object' });
  const cleaned = sanitizeTexts(input);
  const parsed = siteSettingsConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues.slice(0, 50))
      fieldErrors[issue.path.join('.') || 'config'] ??= issue.message;
    throw invalidConfig(fieldErrors);
  }
  const unknown = unknownPaths(cleaned, parsed.data);
  if (unknown.length)
    throw invalidConfig(Object.fromEntries(unknown.slice(0, 50).map((p) => [p, 'Unknown setting'])));
  return parsed.data;
}
