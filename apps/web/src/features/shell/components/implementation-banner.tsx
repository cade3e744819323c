import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import classes from './site-header.module.css';

/** A thin notice while a tenant is still being set up (shell §2, form-toolkit §2). */
export function ImplementationBanner() {
  const { t } = useTranslation();
  const banner = useBoot().config.pcsxConfig.implementationPhaseBanner;
  if (!banner.enabled) return null;
  return (
    <div className={classes.implementation} data-oc="info-bar">
      <Container size="lg">{banner.text.trim() || t('shell.implementationBanner')}</Container>
    </div>
  );
}
