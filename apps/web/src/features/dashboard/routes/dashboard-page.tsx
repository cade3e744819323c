import { Navigate } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { DashboardView } from '../components/dashboard-view.tsx';
import { dashboardRedirect } from '../logic/dashboard-target.ts';

export function DashboardPage() {
  const href = useCarriedHref();
  const target = dashboardRedirect(useBoot().config.behaviourFlags);
  if (target) return <Navigate to={href(target)} replace />;
  return <DashboardView />;
}
