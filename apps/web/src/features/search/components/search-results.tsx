import type { HaulSearchResult } from '@freight/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainPagination } from '../../../shared/ui/plain-pagination';
import { SEARCH_PAGE_SIZE, useHaulSearchResults } from '../haul-search-api';
import { isRouteSearch, type SearchFilters, writeFilters } from '../search-filters';
import { useHaulPay, useReaderUnits } from '../use-haul-pay';
import { LazyHaulsMap } from './lazy-hauls-map';
import { ResultCards } from './result-cards';
import { ResultsList } from './results-list';

const NO_LOADS: HaulSearchResult[] = [];

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

type SearchResultsProps = {
  filters: SearchFilters;
  isFollowingMap: boolean;
  /** New filters in the address (a page, the map's view while following it); the same function for the visit. */
  showFilters: (next: SearchFilters, options?: { replace?: boolean }) => void;
};

/**
 * The loads found, on the map, in the list and across pages: the only part of the search that reads its answer, so
 * the answer re-renders this and not the tabs, buttons and filters above it (issue 22: each answer the page waited for
 * re-rendered the whole page, in one task, since a query's update cannot be interrupted).
 */
export const SearchResults = memo(({ filters, isFollowingMap, showFilters }: SearchResultsProps) => {
  const { t } = useTranslation('search');
  const results = useHaulSearchResults(filters);
  const units = useReaderUnits();
  const { payOf } = useHaulPay(units);
  const page = results.data;
  const pageCount = page ? Math.ceil(page.count / SEARCH_PAGE_SIZE) : 0;
  const describePay = (load: HaulSearchResult) => payOf(load).total ?? t('card.openToOffers');

  return (
    <>
      <LazyHaulsMap
        loads={page?.results ?? NO_LOADS}
        {...mapPlacesOf(filters)}
        bbox={filters.bbox}
        onViewChange={
          isFollowingMap ? (bbox) => showFilters({ ...filters, bbox, page: undefined }, { replace: true }) : undefined
        }
        describePay={describePay}
        answerOf={page && !results.isPlaceholderData ? writeFilters(filters).toString() : null}
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
        <PlainPagination
          total={pageCount}
          value={filters.page ?? 1}
          onChange={(next) => showFilters({ ...filters, page: next })}
          labelOf={(control) => t(`pages.${control}`)}
          pageLabelOf={(number) => t('pages.page', { number })}
        />
      )}
    </>
  );
});
