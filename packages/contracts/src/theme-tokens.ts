import type { Theme, ThemeTokens } from './theme.ts';

// The theme's plain values and token merge, apart from theme.ts's zod schemas (which re-exports
// them): every page applies the theme without loading zod (issue 17).

export const themeProducts = ['default', 'pcsx'] as const;
export type ThemeProduct = (typeof themeProducts)[number];

/** A product's tokens over `default`'s: what the candidate site (`pcsx`) actually uses. */
export function effectiveTokens(theme: Theme, product: ThemeProduct): ThemeTokens {
  if (product === 'default') return theme.default;
  const merge = (a: unknown, b: unknown): unknown => {
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
      for (const [k, v] of Object.entries(b as Record<string, unknown>))
        if (v !== undefined) out[k] = merge(out[k], v);
      return out;
    }
    return b ?? a;
  };
  return merge(theme.default, theme.pcsx) as ThemeTokens;
}
