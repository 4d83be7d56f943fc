export type { DeliveryInspectionInput, PickupInspectionInput } from './inspection-input';
export { inspectionsRoutes } from './inspections.routes';
export { readHaulInspections, recordDeliveryInspection, recordPickupInspection } from './inspections.service';
