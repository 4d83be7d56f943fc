export {
  deliveryInspectionBody,
  pickUpWith,
  pickupInspectionBody,
  SIGNATURE,
  uploadInspectionPhotos,
} from './inspections.test-helpers';
