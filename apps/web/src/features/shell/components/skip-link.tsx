import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
      {t('shell.skipToContent')}
    </a>
  );
}
