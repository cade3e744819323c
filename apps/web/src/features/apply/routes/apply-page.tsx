import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function ApplyPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.applyPage')} />;
}
