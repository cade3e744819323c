import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { tenantConfigSchema } from './tenant-config.ts';
import { brandContrastIssue, themeContrastIssues } from './theme-contrast.ts';

/*
 * Site settings (issue 15 item 2): the admin console edits the whole tenant configuration as
 * a draft, publishes it as a numbered version, and can roll back to an older one. Every
 * write names the `revision` it was made against; the server answers 409 VERSION_CONFLICT
 * with the current revision when another admin (or update-tenant) changed it first.
 */

/**
 * The configuration the console may save: the tenant contract plus readability rules the
 * stored contract cannot impose on configurations made before them (text colours ≥ 4.5:1).
 */
export const siteSettingsConfigSchema = tenantConfigSchema.superRefine((config, ctx) => {
  const issues = [
    brandContrastIssue(config.pcsxConfig.branding.primaryColor),
    ...themeContrastIssues(config.theme, config.pcsxConfig.branding.primaryColor),
  ];
  for (const issue of issues)
    if (issue) ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
});

/** The groups of the settings screen, in the order an admin works through them. */
export const settingsGroups = [
  'brand',
  'pages',
  'footer',
  'signIn',
  'search',
  'dashboard',
  'notifications',
  'assistant',
] as const;
export type SettingsGroup = (typeof settingsGroups)[number];

const actor = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const settingsDraftSchema = z.object({
  config: tenantConfigSchema,
  savedAt: z.string(),
  savedBy: actor,
});

export const settingsStateSchema = z.object({
  /** What the candidate site shows now. */
  published: tenantConfigSchema,
  /** The latest published version number (0 before the first publish from the console). */
  version: z.number().int(),
  draft: settingsDraftSchema.nullable(),
  /** Send it back with every write; a stale one gets 409. */
  revision: z.number().int(),
});
export type SettingsState = z.infer<typeof settingsStateSchema>;
export const settingsStateResponseSchema = dataEnvelope(settingsStateSchema);

/** `config` is checked by the service, not the route, so a refusal is a 422 naming the setting. */
export const settingsWriteBodySchema = z.object({
  config: z.unknown(),
  revision: z.number().int().min(0),
});
export const settingsRevisionBodySchema = z.object({ revision: z.number().int().min(0) });

export const settingsChangeSchema = z.object({
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

export const settingsVersionActions = ['initial', 'publish', 'rollback', 'theme'] as const;

export const settingsVersionSchema = z.object({
  version: z.number().int(),
  action: z.enum(settingsVersionActions),
  /** For a rollback: the version it restored. */
  restoredFrom: z.number().int().nullable(),
  publishedAt: z.string(),
  publishedBy: actor,
  changes: z.array(settingsChangeSchema),
  /** More changes than listed (the list keeps the first 50). */
  moreChanges: z.number().int(),
});
export type SettingsVersion = z.infer<typeof settingsVersionSchema>;
export const settingsHistoryResponseSchema = dataEnvelope(
  z.object({ versions: z.array(settingsVersionSchema) }),
);
export const settingsVersionParamsSchema = z.object({ version: z.coerce.number().int().min(1) });

/** Images the settings upload: what each is for decides its largest size after resizing. */
export const siteImageKinds = ['logo', 'favicon', 'hero'] as const;
export type SiteImageKind = (typeof siteImageKinds)[number];
export const siteImageQuerySchema = z.object({ kind: z.enum(siteImageKinds) });
/** Largest upload accepted, before resizing. */
export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const siteImageResponseSchema = dataEnvelope(
  z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), contentType: z.string() }),
);
export const siteImageParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) });

export { PREVIEW_MESSAGE, PREVIEW_READY_MESSAGE } from './preview-messages.ts';
