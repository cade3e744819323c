import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeroPicture } from '../../../components/hero-picture.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import classes from './landing-hero.module.css';

/**
 * The welcome band of the careers home: the configured hero image for the jobs page behind a
 * scrim when there is one, else the tenant's brand colour.
 */
export function LandingHero() {
  const { t } = useTranslation();
  const { companyName, heroImages } = useBoot().config.pcsxConfig.branding;
  const hero = heroImages.jobs;
  return (
    <section className={classes.hero} aria-labelledby="landing-title">
      {hero ? (
        <div className={classes.media}>
          <HeroPicture hero={hero} className={classes.image} />
        </div>
      ) : null}
      <Container size="lg" className={classes.inner}>
        <Title order={1} id="landing-title" className={classes.title}>
          {hero?.heading || t('shell.careersAt', { companyName })}
        </Title>
        <Text className={classes.subtitle}>{hero?.subheading || t('search.heroSubheading')}</Text>
      </Container>
    </section>
  );
}
