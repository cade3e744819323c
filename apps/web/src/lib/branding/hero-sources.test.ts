import { describe, expect, it } from 'vitest';
import { heroSources } from './hero-sources.ts';

describe('heroSources (form-toolkit §9 breakpoints)', () => {
  it('orders sources widest first at the spec breakpoints, with the largest image as fallback', () => {
    expect(heroSources({ phone: 'p.jpg', tablet: 't.jpg', desktop: 'd.jpg' })).toEqual({
      sources: [
        { media: '(min-width: 1024px)', srcSet: 'd.jpg' },
        { media: '(min-width: 600px)', srcSet: 't.jpg' },
        { media: '(max-width: 599px)', srcSet: 'p.jpg' },
      ],
      fallback: 'd.jpg',
    });
  });

  it('uses the largest image given when some widths are missing', () => {
    expect(heroSources({ phone: 'p.jpg', tablet: 't.jpg' })?.fallback).toBe('t.jpg');
    expect(heroSources({ phone: 'p.jpg' })).toEqual({
      sources: [{ media: '(max-width: 599px)', srcSet: 'p.jpg' }],
      fallback: 'p.jpg',
    });
  });

  it('shows nothing without any image', () => {
    expect(heroSources(undefined)).toBeNull();
    expect(heroSources({})).toBeNull();
  });
});
