export { captureLogLines, makeAcceptedHaul, payHaulByCard } from './payment-test-fixtures';
export { SANDBOX_CARDS } from './sandbox-gateway';
