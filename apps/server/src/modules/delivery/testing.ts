export { completeWith, DELIVERY_CODE, makeAcceptedHaul, makeConfirmedHaul } from './delivery.test-helpers';
