import { type CurrencyCode, convertFromCad } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { payments, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import { type EmailReader, readerOf } from '../../platform/mail/email-reader';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { deliverQueuedEmail, queueEmail } from '../../platform/mail/send-email';
import { attachToQueuedEmail } from '../../platform/outbox/outbox-delivery';
import { creditNoteAttachment } from '../documents';
import { cardRefundEventKey, claimUnsentCardRefunds, type OwedCardRefund, recordCardRefund } from '../ledger';
import { issueCancellationCreditNote } from './cancellation-credit-note';
import { cardRefundEmail } from './card-refund-email';
import type { PaymentGateway } from './payment-gateway';
import { paymentGatewayFor } from './payment-gateway-for';

export type CardRefundDeps = {
  db: Database;
  gateway: PaymentGateway;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The seller printed on the credit note the refund email carries. */
  invoicing: Config['invoicing'];
};

/** The email of one card refund, and the refund it was for: its credit note is attached after the commit. */
type RefundEmail = { message: MailMessage; meta: Record<string, unknown>; refundEventKey: string; reader: EmailReader };

export type CardRefundRunResult = { sent: number; unsent: number };

/** The gateway's idempotency key of one payment's refund for one haul refund (a ledger event). */
const cardRefundIdempotencyKey = (paymentId: string, refundEventKey: string): string =>
  `refund:${paymentId}:${refundEventKey}`;

type PaymentRow = typeof payments.$inferSelect;

/**
 * The ledger is in CAD; the card is refunded in the currency it was charged in, at the payment's recorded rate. A
 * full refund gives back exactly what was charged (no rounding drift); a part is converted and capped at the charge.
 */
export const refundMinorOf = (payment: PaymentRow, cadCents: number): number => {
  if (cadCents >= payment.amountCadCents) return payment.amountMinor;
  if (payment.currency === 'cad') return cadCents;
  const converted = convertFromCad(cadCents, {
    currency: payment.currency as CurrencyCode,
    cadPerUnit: payment.exchangeRate,
    // The recorded rate's date is not kept and does not change the arithmetic.
    asOf: '2000-01-01',
  });
  return Math.min(converted.amountCents, payment.amountMinor);
};

/** Asks the gateway for one payment's refund; the email to send when it went through, else null. */
const sendOne = async (
  tx: Database,
  deps: CardRefundDeps,
  refund: { eventKey: string; haulId: string | null; owed: OwedCardRefund },
): Promise<RefundEmail | null | 'unsent'> => {
  const { paymentId, cadCents } = refund.owed;
  const [row] = await tx
    .select({
      payment: payments,
      email: users.email,
      name: users.name,
      languageChoice: users.languageChoice,
      unitChoice: users.unitChoice,
      currencyChoice: users.currencyChoice,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  const context = { paymentId, refundEvent: refund.eventKey };
  if (!row?.payment.gatewayReference) {
    deps.log.error(context, 'a card refund is owed for a payment with no gateway reference; staff must refund it');
    return 'unsent';
  }
  const { payment } = row;
  const amountMinor = refundMinorOf(payment, cadCents);
  const outcome = await deps.gateway.refund({
    idempotencyKey: cardRefundIdempotencyKey(paymentId, refund.eventKey),
    reference: payment.gatewayReference as string,
    amountMinor,
    currency: payment.currency as CurrencyCode,
  });
  if (outcome.kind === 'failed') {
    deps.log.warn({ ...context, message: outcome.message }, 'the card gateway refused a refund; it will be retried');
    return 'unsent';
  }
  if (outcome.kind === 'no_response') {
    deps.log.warn(context, 'the card gateway gave no answer to a refund; it will be retried');
    return 'unsent';
  }
  const { moved } = await recordCardRefund(tx, {
    eventKey: cardRefundEventKey(paymentId, refund.eventKey),
    haulId: refund.haulId,
    amountCadCents: cadCents,
    reference: outcome.reference,
  });
  deps.log.info({ ...context, reference: outcome.reference, amountMinor }, 'card refund sent');
  if (!moved || !row.email) return null;
  const reader = await readerOf(row, null);
  return {
    refundEventKey: refund.eventKey,
    reader,
    message: cardRefundEmail({
      reader,
      isDispute: isDisputeRefund(refund.eventKey),
      to: row.email,
      name: row.name,
      amountMinor,
      currency: payment.currency as CurrencyCode,
      cardLast4: payment.cardLast4,
      reference: outcome.reference,
    }),
    meta: { kind: 'card_refund', userId: payment.userId, paymentId },
  };
};

/** A refund staff decided on a reported load (its key is `refund:<haul>:dispute:<case>`): the email says so. */
const isDisputeRefund = (refundEventKey: string): boolean => refundEventKey.includes(':dispute:');

/**
 * Sends the refund email with the refund's credit note attached, drawn after the commit (a PDF takes a few hundred ms
 * and must not hold the refund's row) and stored on the queued email, so a retry sends the same file. A note that
 * cannot be drawn is logged and the email goes without it: the job page still lists it.
 */
const sendRefundEmail = async (deps: CardRefundDeps, email: RefundEmail): Promise<void> => {
  let row = await queueEmail(deps, { message: email.message, meta: email.meta });
  try {
    const creditNote = await creditNoteAttachment(
      { db: deps.db, invoicing: deps.invoicing },
      { refundEventKey: email.refundEventKey, reader: email.reader },
    );
    if (creditNote) row = await attachToQueuedEmail(deps, row, [creditNote]);
  } catch (error) {
    deps.log.error({ err: error, refundEvent: email.refundEventKey }, 'the credit note could not be attached');
  }
  await deliverQueuedEmail(deps, row);
};

/**
 * Sends every card refund still owed (of one haul, or of all), one haul refund per transaction. The claimed refund's
 * ledger row stays locked while the gateway is asked (never the haul's rows: those were released when the refund
 * committed), so a concurrent sender or runner skips it, and the card_refund ledger transaction written on success
 * makes it sent for everyone after. A refusal or no answer is logged and left owed, for the next run; the gateway's
 * idempotency key (`refund:<paymentId>:<refund event>`) makes a retry after a lost answer refund once.
 */
export const sendOwedCardRefunds = async (
  deps: CardRefundDeps,
  { haulId }: { haulId?: string } = {},
): Promise<CardRefundRunResult> => {
  const result: CardRefundRunResult = { sent: 0, unsent: 0 };
  const skipEventKeys: string[] = [];
  for (;;) {
    let claimed: string | null = null;
    const emails: RefundEmail[] = [];
    try {
      const done = await deps.db.transaction(async (tx) => {
        const refund = await claimUnsentCardRefunds(tx, { haulId, skipEventKeys });
        if (!refund) return false;
        claimed = refund.eventKey;
        if (!isDisputeRefund(refund.eventKey)) await issueCancellationCreditNote(tx, refund.eventKey);
        let unsent = 0;
        for (const owed of refund.owed) {
          const answer = await sendOne(tx, deps, { eventKey: refund.eventKey, haulId: refund.haulId, owed });
          if (answer === 'unsent') unsent += 1;
          else {
            result.sent += 1;
            if (answer) emails.push(answer);
          }
        }
        // Left for the next run; this one goes on with the others.
        if (unsent > 0) skipEventKeys.push(refund.eventKey);
        result.unsent += unsent;
        return true;
      });
      if (!done) return result;
    } catch (error) {
      if (!claimed) throw error;
      deps.log.error({ err: error, refundEvent: claimed }, 'a card refund could not be sent; it will be retried');
      skipEventKeys.push(claimed);
      result.unsent += 1;
      continue;
    }
    // After the commit: the refund is recorded as sent whether or not the email goes (its sending logs a failure).
    for (const email of emails) await sendRefundEmail(deps, email);
  }
};

/**
 * One gateway per database handle, shared by the routes that refund and the runner, so the sandbox's book of refunds
 * (kept in memory) is one per process, as a real gateway's account is one.
 */
const gateways = new WeakMap<Database, PaymentGateway>();

export const cardRefundDepsFor = (app: FastifyInstance, log: FastifyBaseLogger = app.log): CardRefundDeps => {
  let gateway = gateways.get(app.db);
  if (!gateway) {
    gateway = paymentGatewayFor(app.config, { db: app.db, log: app.log });
    gateways.set(app.db, gateway);
  }
  return { db: app.db, gateway, mailer: app.mailer, clock: app.clock, log, invoicing: app.config.invoicing };
};

/**
 * After a refund committed: send the haul's card refunds now, so the shipper's money leaves at once. Never throws:
 * the refund is already recorded, and what is not sent here the runner sends later.
 */
export const sendCardRefundsAfterCommit = async (deps: CardRefundDeps, haulId: string): Promise<void> => {
  try {
    await sendOwedCardRefunds(deps, { haulId });
  } catch (error) {
    deps.log.error({ err: error, haulId }, 'card refunds could not be sent now; the runner will retry');
  }
};
