import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { PushSender } from '../../platform/push/push-sender';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { ExchangeRateService } from '../exchange-rates';
import { type CardRefundDeps, cardRefundDepsFor } from './card-refunds';
import type { PaymentGateway } from './payment-gateway';

export type PaymentsContext = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Null with no SMS provider: notices then send no text. */
  sms: SmsSender | null;
  push: PushSender;
  log: FastifyBaseLogger;
  /** For the links in notices. */
  publicBaseUrl: string;
  gateway: PaymentGateway;
  exchangeRates: ExchangeRateService;
  subscriptionPrices: Config['subscriptionPrices'];
  /** The seller on the invoice attached to a load's transaction record. */
  invoicing: Config['invoicing'];
  /**
   * How long after its creation a pending payment nobody is charging is left for its payer to repeat (same key)
   * before the reconciliation round settles it (reconcile-payments.ts); also covers a gateway whose lookup lags.
   */
  pendingLeaseMs: number;
  /** How long one request may hold a payment's gateway call before another may take it over; see charge-lease.ts. */
  chargeLeaseMs: number;
  /** Where a load that moved while its card was charged sends the money back (card-refunds.ts). */
  cardRefunds: CardRefundDeps;
};

export type PaymentsServices = {
  gateway: PaymentGateway;
  exchangeRates: ExchangeRateService;
};

/** Everything a payment needs but the exchange rates, which only a new payment does (the reconciliation round not). */
export type PaymentsBaseContext = Omit<PaymentsContext, 'exchangeRates'>;

/**
 * How long a pending payment nobody is charging is left to its payer (a repeat with the same key) before the
 * reconciliation round settles it: past twice the gateway's own timeout and a margin, no call made with its key can
 * still be waiting for an answer, and a gateway's lookup has caught up. Staff see one still pending after it.
 */
export const pendingSettleWindowMs = (config: Pick<Config, 'payments'>): number =>
  2 * config.payments.timeoutMs + 30_000;

export const paymentsBaseContext = (
  app: FastifyInstance,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
): PaymentsBaseContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  sms: app.sms,
  push: app.push,
  log,
  publicBaseUrl: app.config.publicBaseUrl,
  subscriptionPrices: app.config.subscriptionPrices,
  invoicing: app.config.invoicing,
  pendingLeaseMs: pendingSettleWindowMs(app.config),
  // The gateway call ends by its timeout; the margin covers settling the answer (one short transaction).
  chargeLeaseMs: app.config.payments.timeoutMs + 10_000,
  cardRefunds: cardRefundDepsFor(app, log),
  gateway,
});

export const paymentsContext = (
  app: FastifyInstance,
  services: PaymentsServices,
  log: FastifyBaseLogger,
): PaymentsContext => ({ ...paymentsBaseContext(app, services.gateway, log), exchangeRates: services.exchangeRates });
