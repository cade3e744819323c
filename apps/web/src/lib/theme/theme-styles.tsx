import { effectiveTokens, type ThemeProduct } from '@opencareers/contracts/theme-tokens';
import { useEffect, useMemo } from 'react';
import { useBoot } from '../boot/use-boot.ts';
import { loadFont } from './bundled-fonts.ts';
import { themeCss } from './theme-css.ts';

/**
 * Applies the tenant's theme (theme builder), bundled font and favicon. The candidate site
 * uses the `pcsx` product over `default`; the admin console uses `default` alone.
 */
export function ThemeStyles({ product }: { product: ThemeProduct }) {
  const { theme, pcsxConfig } = useBoot().config;
  const { fontFamily, faviconUrl } = pcsxConfig.branding;
  const css = useMemo(() => themeCss(effectiveTokens(theme, product)), [theme, product]);

  useEffect(() => loadFont(fontFamily), [fontFamily]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = faviconUrl || 'data:,';
  }, [faviconUrl]);

  return css ? <style data-oc-theme={product}>{css}</style> : null;
}
