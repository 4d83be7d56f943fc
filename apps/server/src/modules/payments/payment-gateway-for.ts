import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { createStripeGateway } from './stripe-gateway';

/** The gateway the configuration asks for: the sandbox unless PAYMENT_GATEWAY=stripe. */
export const paymentGatewayFor = (
  config: Pick<Config, 'payments'>,
  { db, log }: { db: Database; log: FastifyBaseLogger },
): PaymentGateway => {
  const { gateway, stripeSecretKey, stripeApiUrl, timeoutMs } = config.payments;
  switch (gateway) {
    case 'sandbox':
      return createSandboxGateway({
        db,
        // One line per charge really made (never a replay): how a run, or the crash test, counts charges.
        onCharge: ({ idempotencyKey, reference, amountMinor }) =>
          log.info({ paymentId: idempotencyKey, reference, amountMinor }, 'sandbox charged'),
        onRefund: ({ idempotencyKey, reference, amountMinor }) =>
          log.info({ idempotencyKey, reference, amountMinor }, 'sandbox refunded'),
      });
    case 'stripe':
      return createStripeGateway({
        secretKey: stripeSecretKey ?? '',
        baseUrl: stripeApiUrl,
        timeoutMs,
        warn: (context, message) => log.warn(context, message),
      });
    default:
      return gateway satisfies never;
  }
};
