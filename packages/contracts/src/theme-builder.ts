import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { themeSchema } from './theme.ts';

/** Theme builder (issue 15 item 3): routes under /api/admin/theme for admins and theme builders. */

export const themeStateResponseSchema = dataEnvelope(
  z.object({ theme: themeSchema, revision: z.number().int(), version: z.number().int() }),
);

/** `theme` is checked by the service so a refusal is a 422 naming each bad path. */
export const themeSaveBodySchema = z.object({ theme: z.unknown(), revision: z.number().int().min(0) });

/** An exported theme file: what it is, then the theme. */
export const themeFileSchema = z.object({
  format: z.literal('opencareers-theme'),
  formatVersion: z.literal(1),
  exportedAt: z.string().optional(),
  theme: themeSchema,
});
export type ThemeFile = z.infer<typeof themeFileSchema>;

/** Import: the file's content (any JSON); answered with the theme it holds, defaults filled. */
export const themeImportBodySchema = z.object({ file: z.unknown() });
export const themeImportResponseSchema = dataEnvelope(z.object({ theme: themeSchema }));
