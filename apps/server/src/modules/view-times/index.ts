export { viewTimesRoutes } from './view-times.routes';
export type { ViewCounters } from './view-times.service';
