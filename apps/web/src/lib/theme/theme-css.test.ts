import { themeSchema } from '@opencareers/contracts/theme';
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css.ts';

const tokens = (pcsx: unknown) => themeSchema.parse({ pcsx }).pcsx;
const avatarRule = (css: string) =>
  css.split('\n').find((line) => line.includes('[data-oc="navbar"] .mantine-Avatar-placeholder'));

describe('themeCss', () => {
  it('writes nothing for the empty theme', () => {
    expect(themeCss(tokens({}))).toBe('');
  });

  it('gives the navbar avatar the navbar text colour on a coloured navbar', () => {
    const rule = avatarRule(themeCss(tokens({ navbar: { background: '#1a1b1e', text: '#ffffff' } })));
    expect(rule).toContain('--avatar-color: #ffffff;');
    expect(rule).toContain('--avatar-bg: transparent;');
  });

  it('falls back to the page text colour when only the navbar background is set', () => {
    const rule = avatarRule(themeCss(tokens({ navbar: { background: '#f8f9fa' } })));
    expect(rule).toContain('--avatar-color: var(--mantine-color-text);');
  });

  it('marks the current navbar link by an underline on the navbar background, not a light tint', () => {
    const css = themeCss(tokens({ navbar: { background: '#1a1b1e', text: '#ffffff' } }));
    const rule = css.split('\n').find((line) => line.includes('a[aria-current="page"]'));
    expect(rule).toContain('background: transparent;');
    expect(rule).toContain('text-decoration: underline;');
  });

  it('overrides the button colours Mantine writes on the element, filled buttons without a variant too', () => {
    const css = themeCss(tokens({ buttons: { primary: { background: '#0b3d2e', text: '#ffffff' } } }));
    const rule = css.split('\n').find((line) => line.includes('[data-variant="filled"]'));
    expect(rule).toContain(':not([data-variant])');
    expect(rule).toContain('--button-bg: #0b3d2e !important;');
    expect(rule).toContain('--button-color: #ffffff !important;');
  });

  it('leaves the avatar alone on the built-in navbar', () => {
    expect(avatarRule(themeCss(tokens({ core: { headingColor: '#0b3d2e' } })))).toBeUndefined();
  });
});
