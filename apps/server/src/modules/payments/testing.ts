export { captureLogLines, makeAcceptedHaul } from './payment-test-fixtures';
