export { bidsRoutes } from './bids.routes';
