export { startCardRefundRunner } from './card-refund-runner-loop';
export { cardRefundDepsFor, sendCardRefundsAfterCommit } from './card-refunds';
export { haulCancelRoutes } from './haul-cancel.routes';
export { pendingSettleWindowMs } from './payments-context';
export { purchaseRoutes } from './purchase.routes';
export { startPaymentReconcileRunner } from './reconcile-runner-loop';
export { SANDBOX_CARDS } from './sandbox-gateway';
export { staffRefundRoutes } from './staff-refund.routes';
