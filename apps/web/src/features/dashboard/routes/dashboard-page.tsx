import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { dashboardRedirect } from '../logic/dashboard-target.ts';

export function DashboardPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const target = dashboardRedirect(useBoot().config.behaviourFlags);
  if (target) return <Navigate to={href(target)} replace />;
  return <PlaceholderPage title={t('pages.dashboard')} />;
}
