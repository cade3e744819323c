import { Container } from '@mantine/core';
import type { PageId } from '@opencareers/contracts/page-ids';
import { HeroPicture } from '../../../components/hero-picture.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { heroSources } from '../../../lib/branding/hero-sources.ts';
import classes from './hero-image.module.css';

/**
 * The page's configured hero image, one picture per screen width. Its heading is shown as
 * text, not as a heading element: each page owns its single h1.
 */
export function HeroImage({ pageId }: { pageId: PageId | undefined }) {
  const heroes = useBoot().config.pcsxConfig.branding.heroImages;
  const hero = pageId ? heroes[pageId] : undefined;
  if (!hero || !heroSources(hero)) return null;
  return (
    <figure className={classes.hero}>
      <HeroPicture hero={hero} className={classes.image} />
      {hero.heading || hero.subheading ? (
        <figcaption className={classes.caption}>
          <Container size="lg">
            {hero.heading ? <p className={classes.heading}>{hero.heading}</p> : null}
            {hero.subheading ? <p className={classes.subheading}>{hero.subheading}</p> : null}
          </Container>
        </figcaption>
      ) : null}
    </figure>
  );
}
