export { disputesRoutes } from './disputes.routes';
export { staffDisputesRoutes } from './staff-disputes.routes';
