import { describe, expect, it } from 'vitest';
import { BRAND_MIN_CONTRAST, BRAND_SHADE, brandPalette } from './brand-palette.ts';
import { contrastRatio, hexToRgb, WHITE } from './colour.ts';

const contrastOnWhite = (hex: string) => contrastRatio(hexToRgb(hex), WHITE);

describe('brandPalette', () => {
  it('keeps a readable brand colour as the primary shade', () => {
    expect(brandPalette('#1f5fbf')[BRAND_SHADE]).toBe('#1f5fbf');
  });

  it('darkens a brand colour too light for white text until it passes WCAG AA with a margin', () => {
    for (const light of ['#ffd500', '#40c057', '#22b8cf', '#ff922b']) {
      const shade = brandPalette(light)[BRAND_SHADE];
      expect(contrastOnWhite(shade)).toBeGreaterThanOrEqual(BRAND_MIN_CONTRAST);
      expect(BRAND_MIN_CONTRAST).toBeGreaterThan(4.5);
    }
  });

  it('builds ten shades from light to dark', () => {
    const palette = brandPalette('#1f5fbf');
    expect(palette).toHaveLength(10);
    const contrasts = palette.map(contrastOnWhite);
    expect([...contrasts].sort((a, b) => a - b)).toEqual(contrasts);
  });

  it('rejects a malformed colour', () => {
    expect(() => brandPalette('blue')).toThrow();
  });
});
