import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function OffersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.offers')} />;
}
