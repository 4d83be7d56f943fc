export { readSpecRows } from './read-spec-rows';
export { specRoutes } from './spec.routes';
export { loadSpecCatalog } from './spec-catalog';
export type { SpecRow } from './spec-row';
