import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import classes from './landing-hero.module.css';

/** The welcome band of the careers home, in the tenant's brand colour. */
export function LandingHero() {
  const { t } = useTranslation();
  const { companyName } = useBoot().config.pcsxConfig.branding;
  return (
    <section className={classes.hero} aria-labelledby="landing-title">
      <Container size="lg" className={classes.inner}>
        <Title order={1} id="landing-title" className={classes.title}>
          {t('shell.careersAt', { companyName })}
        </Title>
        <Text className={classes.subtitle}>{t('search.heroSubheading')}</Text>
      </Container>
    </section>
  );
}
