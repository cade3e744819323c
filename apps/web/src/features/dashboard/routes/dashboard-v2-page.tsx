import { DashboardView } from '../components/dashboard-view.tsx';

/**
 * /careers/dashboardv2: the spec names a second version without saying how it differs, so
 * both addresses show the one dashboard; the behaviour flag only chooses the address.
 */
export function DashboardV2Page() {
  return <DashboardView />;
}
