import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import classes from './site-header.module.css';

/** The tenant's logo, or its name when no logo is configured, linking to the careers home. */
export function BrandLink() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { companyName, logoUrl } = useBoot().config.pcsxConfig.branding;
  return (
    <Link to={href('/careers')} className={classes.brand} aria-label={t('shell.homeLink', { companyName })}>
      {logoUrl ? (
        <img className={classes.logo} src={logoUrl} alt="" />
      ) : (
        // The name is the company's own text: its own direction, so a Latin name on an Arabic
        // page is cut at its end ("Northwind La…"), not its start.
        <span className={classes.brandName} dir="auto">
          {companyName}
        </span>
      )}
    </Link>
  );
}
