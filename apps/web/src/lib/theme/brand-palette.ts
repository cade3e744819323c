import type { MantineColorsTuple } from '@mantine/core';
import { BLACK, darkenToContrast, hexToRgb, mix, type Rgb, rgbToHex, WHITE } from './colour.ts';

/*
 * The brand colour is shade 6 (Mantine's light primary shade): it fills buttons under white
 * text and colours links and light-variant text on white or lightly tinted surfaces. WCAG AA
 * asks 4.5:1 for text; the margin covers tinted surfaces (grey cards, 10% brand tints).
 */
export const BRAND_SHADE = 6;
export const BRAND_MIN_CONTRAST = 5;

const TINTS = [0.94, 0.86, 0.72, 0.56, 0.38, 0.18]; // shades 0–5: towards white
const SHADES = [0.14, 0.28, 0.42]; // shades 7–9: towards black

/** A Mantine 10-shade scale around the brand colour, darkened first if it is too light to read. */
export function brandPalette(hex: string): MantineColorsTuple {
  const given = hexToRgb(hex);
  const base: Rgb = darkenToContrast(given, BRAND_MIN_CONTRAST);
  // Tints (backgrounds, hovers) come from the colour as given, which keeps them bright.
  const lighter = TINTS.map((amount) => rgbToHex(mix(given, WHITE, amount)));
  const darker = SHADES.map((amount) => rgbToHex(mix(base, BLACK, amount)));
  return [...lighter, rgbToHex(base), ...darker] as unknown as MantineColorsTuple;
}
