import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { ExchangeRateService } from '../exchange-rates/exchange-rate-service';
import type { PaymentGateway } from './payment-gateway';

/**
 * Payments being charged by this process, by payment id: a concurrent identical request waits for the one in flight
 * and answers as it did, instead of asking the gateway a second time (which would still never charge twice).
 */
export type InFlightPayments = Map<string, Promise<unknown>>;

export type PaymentsContext = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Null with no SMS provider: notices then send no text. */
  sms: SmsSender | null;
  log: FastifyBaseLogger;
  /** For the links in notices. */
  publicBaseUrl: string;
  gateway: PaymentGateway;
  exchangeRates: ExchangeRateService;
  subscriptionPrices: Config['subscriptionPrices'];
  /** How long a pending payment may still be in a gateway call somewhere (another process); see pay.service.ts. */
  pendingLeaseMs: number;
  inFlight: InFlightPayments;
};

export type PaymentsServices = {
  gateway: PaymentGateway;
  exchangeRates: ExchangeRateService;
  inFlight: InFlightPayments;
};

export const paymentsContext = (
  app: FastifyInstance,
  services: PaymentsServices,
  log: FastifyBaseLogger,
): PaymentsContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  sms: app.sms,
  log,
  publicBaseUrl: app.config.publicBaseUrl,
  subscriptionPrices: app.config.subscriptionPrices,
  // Past twice the gateway's own timeout (and a margin), no call made with the key can still be waiting for an answer.
  pendingLeaseMs: 2 * app.config.payments.timeoutMs + 30_000,
  ...services,
});
