import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import { breakpoints } from '@opencareers/contracts/constants';
import { BRAND_SHADE, brandPalette } from './brand-palette.ts';

const em = (px: number) => `${px / 16}em`;

const DEFAULT_BRAND = '#1f5fbf';

/** The Mantine theme for a tenant: its brand colour as primary, the spec's breakpoints. */
export function createAppTheme(
  primaryColor: string = DEFAULT_BRAND,
  look: { fontFamily?: string; radius?: string } = {},
): MantineThemeOverride {
  let brand: ReturnType<typeof brandPalette>;
  try {
    brand = brandPalette(primaryColor);
  } catch {
    brand = brandPalette(DEFAULT_BRAND);
  }
  return createTheme({
    primaryColor: 'brand',
    primaryShade: BRAND_SHADE as 6,
    colors: { brand },
    defaultRadius: look.radius ?? 'md',
    ...(look.fontFamily ? { fontFamily: look.fontFamily } : {}),
    cursorType: 'pointer',
    // A round checkbox reads as a radio button (choose one, not any), whatever the tenant's radius.
    components: { Checkbox: { defaultProps: { radius: 'xs' } } },
    focusRing: 'auto',
    respectReducedMotion: true,
    // form-toolkit §9: phone < 600, tablet 600–1023, desktop ≥ 1024, large 1180, extra large 1600.
    breakpoints: {
      xs: em(breakpoints.tablet),
      sm: em(768),
      md: em(breakpoints.desktop),
      lg: em(breakpoints.largeDesktop),
      xl: em(breakpoints.extraLarge),
    },
    headings: { fontWeight: '700', ...(look.fontFamily ? { fontFamily: look.fontFamily } : {}) },
  });
}

/*
 * Mantine's default grey "dimmed" text, red error text and the shade-6 text of coloured alerts
 * fall below 4.5:1 on white; these point them at darker shades of the same hues.
 */
export const accessibleCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-orange-light-color': '#a63c06',
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-brand-light-color': 'var(--mantine-color-brand-7)',
  },
  dark: {},
});
