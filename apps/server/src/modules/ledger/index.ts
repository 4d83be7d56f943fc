export type { OwedCardRefund } from './card-refunds-owed';
export { cardRefundEventKey, claimUnsentCardRefunds } from './card-refunds-owed';
export { haulRefundOf, refundHaul } from './haul-refund';
export {
  escrowBalance,
  heldTax,
  payableBalance,
  recordCardRefund,
  recordCompletion,
  recordPrepayment,
  recordSubscriptionPayment,
} from './ledger';
export { ledgerRoutes } from './ledger.routes';
export { haulMoneyOf, refundHaulByStaff } from './ledger-views.service';
export { deliveredMoneyOf, holdPayout, refundHeldPayout, releaseHeldPayout } from './payout-hold';
export { sandboxPayoutRail } from './payout-rail';
export { NO_BANK_DETAILS, runDuePayouts } from './payout-runner';
export { startPayoutRunner } from './payout-runner-loop';
