import { describe, expect, it } from 'vitest';
import { type DashboardTab, dashboardTabs, selectedTab } from './dashboard-tabs.ts';

const available = new Set<DashboardTab>(['applications', 'interviews', 'savedPositions', 'offers']);

describe('dashboardTabs', () => {
  it('keeps the configured order and leaves out tabs with no feature behind them', () => {
    expect(dashboardTabs(['offers', 'events', 'applications', 'savedPositions'], available)).toEqual([
      'offers',
      'applications',
      'savedPositions',
    ]);
  });

  it('shows a tab configured twice once', () => {
    expect(dashboardTabs(['interviews', 'interviews', 'offers'], available)).toEqual([
      'interviews',
      'offers',
    ]);
  });

  it('is empty when only unavailable tabs are configured', () => {
    expect(dashboardTabs(['events'], available)).toEqual([]);
  });
});

describe('selectedTab', () => {
  const tabs = dashboardTabs(['applications', 'interviews', 'offers'], available);

  it('opens the tab the address names', () => {
    expect(selectedTab(tabs, 'offers')).toBe('offers');
  });

  it('falls back to the first tab for a missing, unknown or hidden one', () => {
    expect(selectedTab(tabs, null)).toBe('applications');
    expect(selectedTab(tabs, 'events')).toBe('applications');
    expect(selectedTab(tabs, 'nonsense')).toBe('applications');
  });

  it('has nothing to select when no tab is shown', () => {
    expect(selectedTab([], 'offers')).toBeUndefined();
  });
});
