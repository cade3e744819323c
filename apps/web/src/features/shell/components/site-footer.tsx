import { Container } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { LanguageSelect } from '../../locales/index.ts';
import { sanitizeFooterHtml } from '../logic/sanitize-footer-html.ts';
import classes from './site-footer.module.css';

/**
 * The tenant's footer HTML (sanitised), the language switcher and the standard powered-by line
 * unless hidden.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { footerHtml, hidePoweredBy } = useBoot().config.pcsxConfig.branding;
  const html = useMemo(() => sanitizeFooterHtml(footerHtml), [footerHtml]);
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        {html ? (
          // Sanitised with DOMPurify just above; the only raw HTML the app renders.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised tenant footer
          <div className={classes.custom} dangerouslySetInnerHTML={{ __html: html }} />
        ) : null}
        <div className={classes.bottom}>
          <LanguageSelect />
          {hidePoweredBy ? null : <p className={classes.poweredBy}>{t('shell.poweredBy')}</p>}
        </div>
      </Container>
    </footer>
  );
}
