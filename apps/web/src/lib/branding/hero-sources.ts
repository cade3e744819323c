import { breakpoints } from '@opencareers/contracts/constants';

export interface HeroImageConfig {
  phone?: string;
  tablet?: string;
  desktop?: string;
}

export interface HeroSources {
  /** <source> elements, widest first, so the first matching media query wins. */
  sources: { media: string; srcSet: string }[];
  /** The <img> src: the largest image given (tenant-config heroImageSchema). */
  fallback: string;
}

/** Picture sources for a hero configured per screen width (form-toolkit §9 breakpoints). */
export function heroSources(hero: HeroImageConfig | undefined): HeroSources | null {
  if (!hero) return null;
  const fallback = hero.desktop || hero.tablet || hero.phone;
  if (!fallback) return null;
  const sources: HeroSources['sources'] = [];
  if (hero.desktop) sources.push({ media: `(min-width: ${breakpoints.desktop}px)`, srcSet: hero.desktop });
  if (hero.tablet) sources.push({ media: `(min-width: ${breakpoints.tablet}px)`, srcSet: hero.tablet });
  if (hero.phone) sources.push({ media: `(max-width: ${breakpoints.tablet - 1}px)`, srcSet: hero.phone });
  return { sources, fallback };
}
