export { deliveryRoutes } from './delivery.routes';
export { trackingRoutes } from './tracking.routes';
