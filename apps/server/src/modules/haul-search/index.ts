export { countActiveBids, findDriverExclusions, findVisibleSearchRows } from './haul-search.repository';
export { haulSearchRoutes } from './haul-search.routes';
export type { SeedHaul } from './posted-haul-seeds';
export { insertSeedHauls } from './posted-haul-seeds';
export { destinationPlace, originPlace } from './search-conditions';
export { checkSearchQuery } from './search-query-checks';
export { toSearchResult } from './search-result-view';
