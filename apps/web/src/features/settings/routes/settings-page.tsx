import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.settings')} />;
}
