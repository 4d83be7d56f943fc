import type { FastifyInstance } from 'fastify';
import { startPeriodicRound } from '../../platform/jobs/periodic-round';
import { cardRefundDepsFor } from './card-refunds';
import { paymentsBaseContext } from './payments-context';
import { reconcileStalePayments } from './reconcile-payments';

/**
 * Settles pending payments a crash or an unanswered gateway left behind, every `PAYMENT_RECONCILE_INTERVAL_S`
 * (reconcile-payments.ts). Each payment's charge lease keeps two processes (and a payer's repeat) from settling it
 * twice; the ledger's event keys are the second guard.
 */
export const startPaymentReconcileRunner = (app: FastifyInstance): void =>
  startPeriodicRound(app, {
    intervalMs: app.config.payments.reconcileIntervalS * 1000,
    failureMessage: 'the payment reconciliation round failed',
    // A restart after a crash is exactly when stranded charges exist.
    runAtReady: true,
    run: async () => {
      const ctx = paymentsBaseContext(app, cardRefundDepsFor(app).gateway, app.log);
      const { succeeded, failed, unknown } = await reconcileStalePayments(ctx);
      if (succeeded + failed + unknown > 0) app.log.info({ succeeded, failed, unknown }, 'payments reconciled');
    },
  });
