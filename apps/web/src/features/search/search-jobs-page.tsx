import type { HaulSearchResult, Notification } from '@freight/domain';
import { Badge, Button, Group, Pagination, Stack, Switch, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-provider';
import { PageLoader } from '../../shared/ui/page-loader';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useMarkSeen } from '../../shared/view-times/view-times-api';
import { LazyHaulsMap } from './components/lazy-hauls-map';
import {
  LazyFiltersDrawer,
  LazySaveSearchDialog,
  LazySearchFiltersForm,
  preloadFilters,
  preloadSaveDialog,
} from './components/lazy-search-parts';
import { NewForYou } from './components/new-for-you';
import { ResultCards } from './components/result-cards';
import { ResultsList } from './components/results-list';
import { SavedSearches } from './components/saved-searches';
import { SearchAccessNotice } from './components/search-access-notice';
import { SEARCH_PAGE_SIZE, useHaulSearch, useSearchOptions } from './haul-search-api';
import { useLoadAlerts, useMarkAlertsSeen } from './load-alerts-api';
import classes from './search.module.css';
import { searchAccessOf } from './search-access';
import { draftFromFilters, filtersFromDraft, type SearchDraft } from './search-draft';
import {
  countFilters,
  hasNarrowingFilter,
  isRouteSearch,
  readFilters,
  type SearchFilters,
  suggestSearchName,
  writeFilters,
} from './search-filters';
import { useDriverStanding } from './use-driver-standing';
import { useHaulPay, useReaderUnits } from './use-haul-pay';
import { useHomeSearch } from './use-home-search';

const VIEWS = ['results', 'alerts', 'saved'] as const;
const NO_LOADS: HaulSearchResult[] = [];
type View = (typeof VIEWS)[number];
const readView = (value: string | null): View => VIEWS.find((view) => view === value) ?? 'results';

const pointOf = (name: string | undefined, lon: number | undefined, lat: number | undefined) =>
  lon === undefined || lat === undefined ? undefined : { lon, lat, label: name ?? `${lat}, ${lon}` };

/** The places the map marks: the trip of "along my route", else the searched origin and destination place. */
const mapPlacesOf = (filters: SearchFilters) =>
  isRouteSearch(filters)
    ? {
        origin: pointOf(filters.route_from_name, filters.route_from_lon, filters.route_from_lat),
        destination: pointOf(filters.route_to_name, filters.route_to_lon, filters.route_to_lat),
      }
    : {
        origin: pointOf(filters.origin_name, filters.origin_lon, filters.origin_lat),
        originRadiusKm: filters.origin_radius_km,
        destination: pointOf(filters.destination_name, filters.destination_lon, filters.destination_lat),
        destinationRadiusKm: filters.destination_radius_km,
      };

/** Spec 2, search-jobs: posted loads on a map and in a list, filtered; saved searches and the alerts they raise. */
export const SearchJobsPage = () => {
  const { t } = useTranslation('search');
  usePageTitle(t('title'));
  useMarkSeen('posted');
  const { status } = useSession();
  const { standing, isChecking } = useDriverStanding();
  const [params, setParams] = useSearchParams();
  const addressFilters = useMemo(() => readFilters(params), [params]);
  const view = readView(params.get('view'));
  const isAllowedBySession = searchAccessOf({ status, standing }) === 'allowed';

  // The home search is searched (and shown) as soon as it is known, while the address catches up with it.
  const { isStarting, startFilters } = useHomeSearch({ params, setParams });
  const filters = startFilters ?? addressFilters;
  const isSearchKnown = !isStarting || startFilters !== null;
  const results = useHaulSearch(filters, isAllowedBySession && isSearchKnown);
  const access = searchAccessOf({ status, standing, searchError: results.error });
  const isAllowed = access === 'allowed';
  const options = useSearchOptions(isAllowed);
  const alerts = useLoadAlerts(isAllowed);

  const markSeen = useMarkAlertsSeen();
  const unseenIds = (alerts.data?.results ?? []).filter((alert) => !alert.seen).map((alert) => alert.id);
  const unseenKey = unseenIds.join();
  const isAlertsShown = view === 'alerts' && (alerts.data?.unseen ?? 0) > 0;
  // Opening "New for you" is seeing those alerts: the tab's count clears, the server remembers it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the ids.
  useEffect(() => {
    if (isAlertsShown && unseenKey) markSeen.mutate(unseenKey.split(','));
  }, [isAlertsShown, unseenKey]);

  const units = useReaderUnits();
  const { payOf, rateUnit } = useHaulPay(units);
  const isWide = useMediaQuery('(min-width: 62em)');
  const [isFilterDrawerOpen, filterDrawer] = useDisclosure(false);
  // The drawer's code loads with its first opening and then stays, so it closes with its transition.
  const [isFilterDrawerMounted, setFilterDrawerMounted] = useState(false);
  const openFilterDrawer = () => {
    setFilterDrawerMounted(true);
    filterDrawer.open();
  };
  const [isSaveOpen, saveDialog] = useDisclosure(false);
  // Following the map shows as a box in the address; the switch answers at once, before the address catches up, and
  // gives way to the address as soon as it changes (the map reporting its view, or Back).
  const hasBbox = filters.bbox !== undefined;
  const [followChoice, setFollowChoice] = useState<{ isOn: boolean; hadBbox: boolean } | null>(null);
  const isFollowingMap = followChoice?.hadBbox === hasBbox ? followChoice.isOn : hasBbox;

  /** New filters in the address: pushed, so Back returns to the previous search; the open tab is kept. */
  const showFilters = (next: SearchFilters, { replace = false, nextView = view } = {}) => {
    const nextParams = writeFilters(next);
    if (nextView !== 'results') nextParams.set('view', nextView);
    setParams(nextParams, { replace });
  };
  const apply = (draft: SearchDraft) => {
    showFilters(filtersFromDraft(draft, units, filters.bbox));
    filterDrawer.close();
  };
  const clear = () => {
    showFilters({});
    filterDrawer.close();
  };
  const openView = (value: string | null) => {
    const nextParams = writeFilters(filters);
    if (value && value !== 'results') nextParams.set('view', value);
    setParams(nextParams, { replace: true });
  };
  const showSaved = (search: Notification) => showFilters(search.filters, { nextView: 'results' });
  const followMap = (isOn: boolean) => {
    setFollowChoice({ isOn, hadBbox: hasBbox });
    if (!isOn) showFilters({ ...filters, bbox: undefined, page: undefined }, { replace: true });
  };

  if (access === 'pending' || (isChecking && access !== 'log_in') || (!isSearchKnown && isAllowed))
    return <PageLoader />;
  if (!isAllowed) {
    return (
      <Stack gap="md" maw={760}>
        <Title order={1}>{t('title')}</Title>
        <SearchAccessNotice access={access} standing={standing} />
      </Stack>
    );
  }

  const filterCount = countFilters(filters);
  const page = results.data;
  const pageCount = page ? Math.ceil(page.count / SEARCH_PAGE_SIZE) : 0;
  const unseen = alerts.data?.unseen ?? 0;
  const savedSearches = alerts.data?.notifications ?? [];
  const searchNames = new Map(savedSearches.map((search) => [search.id, search.name]));
  const describePay = (load: HaulSearchResult) => payOf(load).total ?? t('card.openToOffers');
  // Remounted when the address changes (Back, a saved search shown), so the form always shows the search on screen.
  const form = (
    <LazySearchFiltersForm
      key={`${writeFilters(filters).toString()}|${units.unitSystem}|${units.rate?.currency ?? 'cad'}`}
      initial={draftFromFilters(filters, units)}
      options={options.data}
      rateUnit={rateUnit}
      onApply={apply}
      onClear={clear}
    />
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Tabs value={view} onChange={openView} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="results">{t('tabs.results')}</Tabs.Tab>
          <Tabs.Tab
            value="alerts"
            rightSection={
              unseen > 0 ? (
                <Badge size="sm" circle>
                  <span aria-hidden="true">{unseen}</span>
                  <VisuallyHidden>{t('alerts.unseen', { count: unseen })}</VisuallyHidden>
                </Badge>
              ) : null
            }
          >
            {t('tabs.alerts')}
          </Tabs.Tab>
          <Tabs.Tab value="saved">{t('tabs.saved')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="results" pt="md">
          <div className={classes.layout}>
            {isWide && (
              <section aria-labelledby="search-filters-heading">
                <Title order={2} size="h4" id="search-filters-heading" mb="sm">
                  {t('filters.title')}
                </Title>
                {form}
              </section>
            )}
            <Stack gap="sm">
              <Group gap="sm">
                {!isWide && (
                  <Button
                    onClick={openFilterDrawer}
                    onPointerEnter={preloadFilters}
                    onTouchStart={preloadFilters}
                    onFocus={preloadFilters}
                    variant="default"
                  >
                    {filterCount > 0 ? t('filters.openCount', { count: filterCount }) : t('filters.open')}
                  </Button>
                )}
                <Button
                  onClick={saveDialog.open}
                  onPointerEnter={preloadSaveDialog}
                  onTouchStart={preloadSaveDialog}
                  onFocus={preloadSaveDialog}
                  disabled={!hasNarrowingFilter(filters)}
                  variant="light"
                >
                  {t('save.open')}
                </Button>
              </Group>
              {!hasNarrowingFilter(filters) && (
                <Text size="sm" c="dimmed">
                  {t('save.needsFilter')}
                </Text>
              )}
              <Switch
                label={t('map.follow')}
                checked={isFollowingMap}
                onChange={(event) => followMap(event.currentTarget.checked)}
              />
              <LazyHaulsMap
                loads={page?.results ?? NO_LOADS}
                {...mapPlacesOf(filters)}
                bbox={filters.bbox}
                onViewChange={
                  isFollowingMap
                    ? (bbox) => showFilters({ ...filters, bbox, page: undefined }, { replace: true })
                    : undefined
                }
                describePay={describePay}
              />
              <ResultsList
                isPending={results.isPending}
                error={results.error}
                onRetry={() => void results.refetch()}
                count={page?.count ?? 0}
                capped={page?.count_capped ?? false}
              >
                <ResultCards loads={page?.results ?? NO_LOADS} unitSystem={units.unitSystem} rate={units.rate} />
              </ResultsList>
              {pageCount > 1 && (
                <Pagination
                  total={pageCount}
                  value={filters.page ?? 1}
                  onChange={(next) => showFilters({ ...filters, page: next })}
                  getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
                  getItemProps={(number) => ({ 'aria-label': t('pages.page', { number }) })}
                />
              )}
            </Stack>
          </div>
        </Tabs.Panel>

        <Tabs.Panel value="alerts" pt="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('alerts.title')}
            </Title>
            {alerts.isPending ? (
              <Text>{t('loading')}</Text>
            ) : (
              <NewForYou
                alerts={alerts.data?.results ?? []}
                searchNames={searchNames}
                payOf={(alert) => payOf(alert.haul)}
              />
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="saved" pt="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('saved.title')}
            </Title>
            {alerts.isPending ? (
              <Text>{t('loading')}</Text>
            ) : (
              <SavedSearches searches={savedSearches} onShow={showSaved} />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>

      {!isWide && isFilterDrawerMounted && (
        <LazyFiltersDrawer opened={isFilterDrawerOpen} onClose={filterDrawer.close}>
          {form}
        </LazyFiltersDrawer>
      )}
      {isSaveOpen && (
        <LazySaveSearchDialog
          opened={isSaveOpen}
          onClose={saveDialog.close}
          filters={filters}
          suggestedName={suggestSearchName(filters)}
        />
      )}
    </Stack>
  );
};
