import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function OnboardingPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.onboarding')} />;
}
