import { type HeroImageConfig, heroSources } from '../lib/branding/hero-sources.ts';

interface HeroPictureProps {
  hero: HeroImageConfig & { alt?: string };
  className?: string;
}

/** A configured hero image: one source per screen width, the largest as the fallback. */
export function HeroPicture({ hero, className }: HeroPictureProps) {
  const picture = heroSources(hero);
  if (!picture) return null;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      <img className={className} src={picture.fallback} alt={hero.alt ?? ''} />
    </picture>
  );
}
