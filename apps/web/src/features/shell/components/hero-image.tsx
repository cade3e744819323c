import { Container } from '@mantine/core';
import type { PageId } from '@opencareers/contracts/page-ids';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { heroSources } from '../logic/hero-sources.ts';
import classes from './hero-image.module.css';

/**
 * The page's configured hero image, one picture per screen width. Its heading is shown as
 * text, not as a heading element: each page owns its single h1.
 */
export function HeroImage({ pageId }: { pageId: PageId | undefined }) {
  const hero = useBoot().config.pcsxConfig.branding.heroImages;
  const config = pageId ? hero[pageId] : undefined;
  const picture = heroSources(config);
  if (!config || !picture) return null;
  return (
    <figure className={classes.hero}>
      <picture>
        {picture.sources.map((source) => (
          <source key={source.media} media={source.media} srcSet={source.srcSet} />
        ))}
        <img className={classes.image} src={picture.fallback} alt={config.alt} />
      </picture>
      {config.heading || config.subheading ? (
        <figcaption className={classes.caption}>
          <Container size="lg">
            {config.heading ? <p className={classes.heading}>{config.heading}</p> : null}
            {config.subheading ? <p className={classes.subheading}>{config.subheading}</p> : null}
          </Container>
        </figcaption>
      ) : null}
    </figure>
  );
}
