import { z } from 'zod';

/*
 * The theme builder's enumeration (form-toolkit "Theme-builder enumeration"): two products,
 * `default` (every page, the admin console too) and `pcsx` (the candidate site, over
 * `default`), each with the same sections. Every value is optional: unset means the built-in
 * look, so an empty theme changes nothing.
 */

export { effectiveTokens, type ThemeProduct, themeProducts } from './theme-tokens.ts';

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f5fbf')
  .optional();
const pair = z.object({ background: colour, text: colour }).strict().prefault({});
export const radiusSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const radius = z.enum(radiusSizes).optional();

export const themeTokensSchema = z
  .object({
    core: z
      .object({ backgroundColor: colour, textColor: colour, headingColor: colour, linkColor: colour })
      .strict()
      .prefault({}),
    navbar: pair,
    bannerHeader: pair,
    borderRadius: z.object({ base: radius, buttons: radius, cards: radius }).strict().prefault({}),
    buttons: z.object({ primary: pair, secondary: pair, subtle: pair }).strict().prefault({}),
    cards: z.object({ background: colour, text: colour, border: colour }).strict().prefault({}),
    infoBar: pair,
    tabs: z.object({ active: colour, text: colour }).strict().prefault({}),
    talentExperience: z.object({ background: colour, text: colour, accent: colour }).strict().prefault({}),
    pcsx: z
      .object({ jobCardBackground: colour, jobCardTitle: colour, heroOverlay: colour, heroText: colour })
      .strict()
      .prefault({}),
  })
  .strict();

export type ThemeTokens = z.infer<typeof themeTokensSchema>;

export const themeSchema = z
  .object({
    default: themeTokensSchema.prefault({}),
    pcsx: themeTokensSchema.prefault({}),
  })
  .strict();
export type Theme = z.infer<typeof themeSchema>;

/** The sections in the order the builder lists them (its accordion). */
export const themeSections = [
  'core',
  'navbar',
  'bannerHeader',
  'borderRadius',
  'buttons',
  'cards',
  'infoBar',
  'tabs',
  'talentExperience',
  'pcsx',
] as const satisfies readonly (keyof ThemeTokens)[];
