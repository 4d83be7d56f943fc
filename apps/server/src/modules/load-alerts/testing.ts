export { EXCAVATOR_QUOTE, postLoad } from './load-alerts.test-helpers';
