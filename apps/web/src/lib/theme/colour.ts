/** Small sRGB helpers for deriving an accessible brand palette (WCAG 2.x contrast). */

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `rgb` towards `target` by `amount` (0 = unchanged, 1 = target). */
export function mix(rgb: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => rgb[i]! + (target[i]! - rgb[i]!) * amount) as unknown as Rgb;
}

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance. */
export function luminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** Darkens a colour in small steps until it reaches `ratio` against white. */
export function darkenToContrast(rgb: Rgb, ratio: number): Rgb {
  let current = rgb;
  for (let step = 0; step < 100 && contrastRatio(current, WHITE) < ratio; step += 1) {
    current = mix(rgb, BLACK, (step + 1) / 100);
  }
  return current;
}
