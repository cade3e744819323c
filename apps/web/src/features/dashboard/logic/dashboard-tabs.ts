import type { TenantConfig } from '@opencareers/contracts/tenant-config';

export type DashboardTab = TenantConfig['pcsxConfig']['dashboardConfig']['tabs'][number];

/**
 * The configured tabs this site can fill, in the configured order, each once. A tab with no
 * feature behind it is left out rather than shown always empty.
 */
export function dashboardTabs(
  configured: readonly DashboardTab[],
  available: ReadonlySet<DashboardTab>,
): DashboardTab[] {
  return [...new Set(configured)].filter((tab) => available.has(tab));
}

/** The tab the address asks for when it is one of the shown ones, else the first. */
export function selectedTab<T extends string>(tabs: readonly T[], requested: string | null): T | undefined {
  return tabs.find((tab) => tab === requested) ?? tabs[0];
}
