export { captureLogLines, makeAcceptedHaul, payHaulByCard } from './payment-test-fixtures';
