export { captureLogLines, makeAcceptedHaul } from './payment-test-fixtures';
export { SANDBOX_CARDS } from './sandbox-gateway';
