export { countActiveBids, findDriverExclusions, findVisibleSearchRows } from './haul-search.repository';
export { haulSearchRoutes } from './haul-search.routes';
export { explainHaulSearch, readHaulSearchPage } from './haul-search.service';
export { destinationPlace, originPlace } from './search-conditions';
export { checkSearchQuery } from './search-query-checks';
export { toSearchResult } from './search-result-view';
