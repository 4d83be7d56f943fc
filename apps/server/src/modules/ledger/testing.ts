export { GOOD_BANK } from './ledger.test-helpers';
