import type { Notification } from '@freight/domain';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { usePrefetchQuery } from '@tanstack/react-query';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetURLSearchParams } from 'react-router';
import { PlainButton } from '../../../shared/ui/plain-button';
import { PlainSwitch } from '../../../shared/ui/plain-switch';
import { PlainTab, PlainTabList, PlainTabPanel, PlainTabs } from '../../../shared/ui/plain-tabs';
import typography from '../../../shared/ui/typography.module.css';
import { searchOptionsQueryOptions, useSearchOptions } from '../haul-search-api';
import classes from '../search.module.css';
import { draftFromFilters, filtersFromDraft, type SearchDraft } from '../search-draft';
import {
  countFilters,
  hasNarrowingFilter,
  type SearchFilters,
  suggestSearchName,
  writeFilters,
} from '../search-filters';
import type { ReaderUnits } from '../search-units';
import { useHaulPay, useReaderUnits } from '../use-haul-pay';
import { AlertsPanel, AlertsTab, SavedPanel } from './alerts-panels';
import {
  LazyFiltersDrawer,
  LazySaveSearchDialog,
  LazySearchFiltersForm,
  preloadFilters,
  preloadSaveDialog,
} from './lazy-search-parts';
import { SearchResults } from './search-results';

export type SearchView = 'results' | 'alerts' | 'saved';

type FiltersFormProps = {
  filters: SearchFilters;
  units: ReaderUnits;
  rateUnit: string;
  onApply: (draft: SearchDraft) => void;
  onClear: () => void;
};

/** The filters form with the search options it offers, read here so their answer re-renders only the form. */
const FiltersForm = ({ filters, units, rateUnit, onApply, onClear }: FiltersFormProps) => {
  const options = useSearchOptions();
  return (
    <LazySearchFiltersForm
      initial={draftFromFilters(filters, units)}
      options={options.data}
      rateUnit={rateUnit}
      onApply={onApply}
      onClear={onClear}
    />
  );
};

type SearchScreenProps = {
  /** The search shown: the address's, or the home search until the address holds it (both keep their identity). */
  filters: SearchFilters;
  view: SearchView;
  setParams: SetURLSearchParams;
};

/**
 * The search once the driver may search: tabs, filters, the results and the alerts. Memoised: the page above
 * re-renders as the session, the driver's standing and the address settle, and none of that changes what is here;
 * the answers each re-render their own readers (the results, the alerts' badge and tabs, the form's options).
 * Drawn with plain elements rather than Mantine's (issue 22, decision 024's way): this screen mounts in the task the
 * driver's profile arrives in, and Mantine's style resolution was the largest part of that render on a slowed phone.
 * The filters form, its drawer and the save dialog stay Mantine's; they load when a hand reaches for them.
 */
export const SearchScreen = memo(({ filters, view, setParams }: SearchScreenProps) => {
  const { t } = useTranslation('search');
  // The search options come with the results, so the filters open with them on a weak signal.
  usePrefetchQuery(searchOptionsQueryOptions);
  const units = useReaderUnits();
  const { rateUnit } = useHaulPay(units);
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
  const showFilters = useCallback(
    (next: SearchFilters, { replace = false, nextView = view }: { replace?: boolean; nextView?: SearchView } = {}) => {
      const nextParams = writeFilters(next);
      if (nextView !== 'results') nextParams.set('view', nextView);
      setParams(nextParams, { replace });
    },
    [setParams, view],
  );
  const apply = (draft: SearchDraft) => {
    showFilters(filtersFromDraft(draft, units, filters.bbox));
    filterDrawer.close();
  };
  const clear = () => {
    showFilters({});
    filterDrawer.close();
  };
  const openView = (value: string) => {
    const nextParams = writeFilters(filters);
    if (value !== 'results') nextParams.set('view', value);
    setParams(nextParams, { replace: true });
  };
  const showSaved = (search: Notification) => showFilters(search.filters, { nextView: 'results' });
  const followMap = (isOn: boolean) => {
    setFollowChoice({ isOn, hadBbox: hasBbox });
    if (!isOn) showFilters({ ...filters, bbox: undefined, page: undefined }, { replace: true });
  };

  const filterCount = countFilters(filters);
  // Remounted when the address changes (Back, a saved search shown), so the form always shows the search on screen.
  const form = (
    <FiltersForm
      key={`${writeFilters(filters).toString()}|${units.unitSystem}|${units.rate?.currency ?? 'cad'}`}
      filters={filters}
      units={units}
      rateUnit={rateUnit}
      onApply={apply}
      onClear={clear}
    />
  );

  return (
    <div className={classes.stack}>
      <h1 className={`${typography.title} ${typography.h1}`}>{t('title')}</h1>
      <PlainTabs value={view} onChange={openView}>
        <PlainTabList>
          <PlainTab value="results">{t('tabs.results')}</PlainTab>
          <AlertsTab />
          <PlainTab value="saved">{t('tabs.saved')}</PlainTab>
        </PlainTabList>

        <PlainTabPanel value="results">
          <div className={classes.layout}>
            {isWide && (
              <section aria-labelledby="search-filters-heading">
                <h2
                  className={`${typography.title} ${typography.h4} ${classes.sectionTitle}`}
                  id="search-filters-heading"
                >
                  {t('filters.title')}
                </h2>
                {form}
              </section>
            )}
            <div className={classes.stackSm}>
              <div className={classes.group}>
                {!isWide && (
                  <PlainButton
                    onClick={openFilterDrawer}
                    onPointerEnter={preloadFilters}
                    onTouchStart={preloadFilters}
                    onFocus={preloadFilters}
                    variant="default"
                  >
                    {filterCount > 0 ? t('filters.openCount', { count: filterCount }) : t('filters.open')}
                  </PlainButton>
                )}
                <PlainButton
                  onClick={saveDialog.open}
                  onPointerEnter={preloadSaveDialog}
                  onTouchStart={preloadSaveDialog}
                  onFocus={preloadSaveDialog}
                  disabled={!hasNarrowingFilter(filters)}
                  variant="light"
                >
                  {t('save.open')}
                </PlainButton>
              </div>
              {!hasNarrowingFilter(filters) && (
                <p className={`${typography.sm} ${classes.dimmed}`}>{t('save.needsFilter')}</p>
              )}
              <PlainSwitch
                label={t('map.follow')}
                checked={isFollowingMap}
                onChange={(event) => followMap(event.currentTarget.checked)}
              />
              <SearchResults filters={filters} isFollowingMap={isFollowingMap} showFilters={showFilters} />
            </div>
          </div>
        </PlainTabPanel>

        <PlainTabPanel value="alerts">
          <div className={classes.stackSm}>
            <h2 className={`${typography.title} ${typography.h4}`}>{t('alerts.title')}</h2>
            <AlertsPanel />
          </div>
        </PlainTabPanel>

        <PlainTabPanel value="saved">
          <div className={classes.stackSm}>
            <h2 className={`${typography.title} ${typography.h4}`}>{t('saved.title')}</h2>
            <SavedPanel onShow={showSaved} />
          </div>
        </PlainTabPanel>
      </PlainTabs>

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
    </div>
  );
});
