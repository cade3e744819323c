import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroPicture } from '../../../components/hero-picture.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import classes from './landing-hero.module.css';

/**
 * The welcome band of the careers home: the configured hero image for the jobs page behind a
 * scrim when there is one, else the tenant's brand colour. It holds the search boxes, and
 * shrinks once the visitor is searching so the results come into view.
 */
export function LandingHero({
  children,
  compact = false,
  className,
}: {
  children?: ReactNode;
  compact?: boolean;
  /** Extra class for the section, e.g. to show it only at some widths (lib/responsive). */
  className?: string;
}) {
  const { t } = useTranslation();
  const { companyName, heroImages } = useBoot().config.pcsxConfig.branding;
  const hero = heroImages.jobs;
  return (
    <section
      className={[classes.hero, compact ? classes.compact : '', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby="landing-title"
      data-oc="banner-header"
    >
      {hero ? (
        <div className={classes.media} data-oc="hero-media">
          <HeroPicture hero={hero} className={classes.image} />
        </div>
      ) : null}
      <Container size="lg" className={classes.inner}>
        <Title order={1} id="landing-title" className={classes.title}>
          {hero?.heading || t('shell.careersAt', { companyName })}
        </Title>
        {compact ? null : (
          <Text className={classes.subtitle}>{hero?.subheading || t('search.heroSubheading')}</Text>
        )}
        {children ? <div className={classes.search}>{children}</div> : null}
      </Container>
    </section>
  );
}
