import { Box, Button, Container, Group, Stack } from '@mantine/core';
import { breakpoints, toastDurations } from '@opencareers/contracts/constants';
import type { PositionSummary } from '@opencareers/contracts/position';
import { IconArrowLeft, IconMap, IconMapOff } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BrowserSelect } from '../../../components/browser-select.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import { useSetPageTitleOverride } from '../../../lib/page-title/page-title-override.ts';
import responsive from '../../../lib/responsive/responsive.module.css';
import { useMinWidth } from '../../../lib/responsive/use-min-width.ts';
import { AssistantLauncher } from '../../assistant/index.ts';
import { JobCartPanel } from '../../job-cart/index.ts';
import { PositionDetailsView } from '../../positions/index.ts';
import { JobAlertButton } from '../../saved-searches/index.ts';
import { useSearchPositions } from '../api/search-positions.ts';
import { FilterBar } from '../components/filter-bar.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { ResultsList } from '../components/results-list.tsx';
import { ResultsSummary } from '../components/results-summary.tsx';
import { SearchBar } from '../components/search-bar.tsx';
import { SearchMap } from '../components/search-map.tsx';
import { useSearchLogging } from '../hooks/use-search-logging.ts';
import { useSearchState } from '../hooks/use-search-state.ts';
import { isSearching } from '../logic/is-searching.ts';
import { buildSearchUrl, withNewSearch } from '../logic/search-url-state.ts';
import classes from './search-page.module.css';

/** /careers, /careers/search and /careers/:query?/:location?: the careers home and job search. */
export function SearchPage() {
  const { t } = useTranslation();
  const { config } = useBoot();
  const searchConfig = config.pcsxConfig.searchConfig;
  // Unknown (undefined) on the server and while hydrating: both layouts are drawn, each shown by
  // CSS at its widths (lib/responsive), so the server's page is right on any screen.
  const twoPanes = useMinWidth(breakpoints.desktop);
  const wideOnly = twoPanes === undefined ? responsive.fromDesktop : undefined;
  const sortId = useId();
  const api = useSearchState();
  const { state } = api;
  const { search } = useLocation();
  const results = useSearchPositions(state);
  useSearchLogging(state, results.data, results.isPlaceholderData);
  const [mapOpen, setMapOpen] = useState(
    searchConfig.mapConfig.enabled && searchConfig.mapConfig.openByDefault,
  );
  const mapShown = searchConfig.mapConfig.enabled && mapOpen;
  useSetPageTitleOverride(mapShown ? t('search.mapTitle') : null);

  useEffect(() => {
    // search §8: 'Failed to load positions', two seconds.
    if (results.isError) showErrorToast(t('search.loadFailed'), toastDurations.error);
  }, [results.isError, t]);

  const data = results.data;
  const positions = data?.positions ?? [];
  // search §4: a load selects the first result unless the address chose one; a filter change clears it.
  const selectedId = api.filtersPending
    ? null
    : (state.pid ?? (twoPanes !== false ? (positions[0]?.id ?? null) : null));
  const lite = positions.find((p) => p.id === selectedId);
  // A phone with a job chosen (?pid=) shows that job alone; wider screens show the list beside
  // it. While the width is unknown (the server's page, hydration) both forms are drawn, each
  // shown by CSS at its widths, so a phone's first view is already the job and nothing moves.
  const showDetailOnly = Boolean(state.pid) && twoPanes !== true;
  const showFull = !(twoPanes === false && state.pid);
  const bothForms = Boolean(state.pid) && twoPanes === undefined;
  const detailOnlyClass = bothForms ? responsive.belowDesktop : undefined;
  const fullClass = bothForms ? responsive.fromDesktop : undefined;
  const searching = isSearching(state);

  // Stable across renders, so the memoised result cards (position-card.tsx) are not drawn again
  // when the page re-renders for something else (the width becoming known after hydration).
  const twoPanesNow = useRef(twoPanes);
  useLayoutEffect(() => {
    twoPanesNow.current = twoPanes;
  }, [twoPanes]);
  const { select } = api;
  const onSelect = useCallback(
    (position: PositionSummary) => {
      select(position.id, { push: !twoPanesNow.current });
      if (!twoPanesNow.current) window.scrollTo({ top: 0 });
    },
    [select],
  );

  const sortOptions = (data?.sortBy.options ?? []).map((o) => ({
    value: o.value,
    label: t(`search.sort.${o.value}`, { defaultValue: o.label }),
  }));

  const detail = selectedId ? (
    <PositionDetailsView
      key={selectedId}
      positionId={selectedId}
      lite={lite}
      headingOrder={2}
      tab={state.tab}
      onTabChange={api.setTab}
      queriedLocation={state.location}
    />
  ) : null;

  return (
    <>
      {showDetailOnly ? (
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} className={detailOnlyClass}>
          <Stack gap="md">
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={18} />}
              onClick={() => api.select(null, { push: true })}
              w="fit-content"
              px={0}
            >
              {t('search.backToResults')}
            </Button>
            {detail}
          </Stack>
        </Container>
      ) : null}
      {showFull ? (
        <LandingHero compact={searching} className={fullClass}>
          <SearchBar
            compact={searching}
            query={state.query}
            location={state.location}
            minLength={searchConfig.autocompleteMinLength}
            onSearch={api.search}
          />
        </LandingHero>
      ) : null}
      {showFull ? (
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} className={fullClass}>
          <Stack gap="lg">
            <div className={classes.toolbar}>
              <Box className={classes.filters}>
                <FilterBar
                  filters={data?.filterDef.allFilters ?? []}
                  selected={api.pendingFilters}
                  compact={twoPanes === undefined ? undefined : !twoPanes}
                  onChange={api.setFilter}
                  onClear={api.clearFilters}
                />
              </Box>
              <Group gap="sm" wrap="wrap" className={classes.tools}>
                {sortOptions.length > 0 ? (
                  <Group gap={6} wrap="nowrap">
                    {/* Beside the list, not inside it: "الترتيب حسب" or "Sortieren nach" takes the
                        room it needs. On a phone the chosen order ("Most relevant") says enough. */}
                    {twoPanes !== false ? (
                      <Box
                        component="label"
                        htmlFor={sortId}
                        fz="xs"
                        c="dimmed"
                        className={wideOnly}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {t('search.sortLabel')}
                      </Box>
                    ) : null}
                    {/* The browser's own list (a phone shows its picker): a Select's popover keeps
                        its input in React state, set as it is attached, which re-rendered
                        synchronously in hydration's long task (issue 17, docs/performance.md). */}
                    <BrowserSelect
                      id={sortId}
                      aria-label={t('search.sortLabel')}
                      data={sortOptions}
                      value={state.sortBy ?? data?.sortBy.selected ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        api.setSort(value === searchConfig.defaultSort ? null : value);
                      }}
                      w={{ base: 172, sm: 180 }}
                    />
                  </Group>
                ) : null}
                {searchConfig.mapConfig.enabled ? (
                  <Button
                    variant={mapShown ? 'light' : 'default'}
                    leftSection={mapShown ? <IconMapOff size={18} /> : <IconMap size={18} />}
                    onClick={() => setMapOpen((open) => !open)}
                    aria-pressed={mapShown}
                  >
                    {mapShown ? t('search.hideMap') : t('search.showMap')}
                  </Button>
                ) : null}
                <JobCartPanel />
                <AssistantLauncher />
              </Group>
            </div>
            {mapShown ? (
              <SearchMap
                state={state}
                onSearchLocation={(location, extras) => api.search(state.query, location, extras)}
              />
            ) : null}
            <div className={classes.panes}>
              <section
                aria-label={t('search.resultsList')}
                className={api.filtersPending ? classes.updating : undefined}
              >
                <ResultsList
                  data={data}
                  loading={results.isPending}
                  failed={results.isError && !data}
                  onRetry={() => void results.refetch()}
                  selectedId={selectedId}
                  onSelect={onSelect}
                  onPage={api.setPage}
                  start={state.start}
                  summary={
                    data ? (
                      <Group justify="space-between" align="flex-start" gap="sm">
                        <ResultsSummary
                          data={data}
                          suggestion={{
                            href: (query) =>
                              `/careers${buildSearchUrl(withNewSearch(state, query, state.location), search)}`,
                            onFollow: (query) => api.search(query, state.location),
                          }}
                        />
                        <JobAlertButton data={data} sortBy={state.sortBy} />
                      </Group>
                    ) : null
                  }
                />
              </section>
              {twoPanes !== false && (selectedId || results.isPending) ? (
                <aside
                  className={wideOnly ? `${classes.detail} ${wideOnly}` : classes.detail}
                  aria-label={t('pages.singlePosition')}
                >
                  {detail ?? null}
                </aside>
              ) : null}
            </div>
          </Stack>
        </Container>
      ) : null}
    </>
  );
}
