import { randomUUID } from 'node:crypto';
import {
  BASE_CURRENCY,
  type CurrencyCode,
  convertFromCad,
  IdempotencyKeySchema,
  PAYMENT_NO_RESPONSE,
  PAYMENT_SUCCESS_MESSAGE,
  type PayBody,
  type PayResponse,
  parseCurrencyCode,
  paymentFailureMessage,
  type SalesTaxLine,
  salesTaxTotalCents,
  statusAllows,
} from '@freight/domain';
import { eq } from 'drizzle-orm';
import { places } from '../../db/schema';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { fieldError, fieldProblem } from '../../platform/errors/field-problems';
import { readerOf } from '../../platform/mail/email-reader';
import type { MailMessage } from '../../platform/mail/mailer';
import { deliverQueuedEmail, queueEmail } from '../../platform/mail/send-email';
import type { OutboxRow } from '../../platform/outbox/outbox-delivery';
import { findHaulRecord, salesTaxOfHaul } from '../hauls';
import { releaseCharge, takeChargeTurn } from './charge-lease';
import { finishSucceededPayment } from './finish-payment';
import { startHaulPayment } from './haul-payment-start';
import { isHaulPrepaid } from './haul-prepayment';
import { attachInvoice } from './invoice-attachment';
import type { ChargeOutcome, PaymentSource } from './payment-gateway';
import { deliverNotices, recordPaymentNotices } from './payment-notices';
import {
  findDriverIdOfUser,
  findOpenPaymentOf,
  findPayment,
  findPaymentByKey,
  insertPendingPayment,
  lockUserForPayment,
  markPaymentFailed,
  type NewPayment,
  type PaymentRow,
} from './payments.repository';
import type { PaymentsContext } from './payments-context';
import { type Purchase, transactionRecordEmail } from './transaction-record-email';

type PayOptions = { user: UserRow; body: PayBody; headerKey: string | undefined };

const answerOf = (payment: PaymentRow): PayResponse => {
  if (payment.status === 'succeeded') return { success: true, message: PAYMENT_SUCCESS_MESSAGE };
  if (payment.status === 'failed') return { success: false, message: paymentFailureMessage(payment.failureMessage) };
  return { success: false, message: paymentFailureMessage(PAYMENT_NO_RESPONSE) };
};

/**
 * Body or `Idempotency-Key` header, when the client sent one (a UUID per submit is ideal). Without one (spec 7's body
 * has none) the payment is still never made twice: the user's open payment of the same purchase is repeated.
 */
const idempotencyKeyOf = (body: PayBody, headerKey: string | undefined): string | null => {
  const candidate = body.idempotency_key ?? headerKey;
  if (candidate === undefined) return null;
  const parsed = IdempotencyKeySchema.safeParse(candidate);
  if (!parsed.success) {
    const problem = fieldProblem('invalid_format', parsed.error.issues[0]?.message ?? 'Not a valid idempotency key.');
    throw new AppError('validation_failed', 'Please correct the fields marked in red.', { idempotency_key: [problem] });
  }
  return parsed.data;
};

/** An expiry month that has already ended is refused here, before any gateway is asked (spec 5). */
const checkNotExpired = (expdate: string, now: Date) => {
  const month = Number(expdate.slice(0, 2));
  const year = 2000 + Number(expdate.slice(2));
  const firstDayAfter = Date.UTC(year, month, 1);
  if (firstDayAfter <= now.getTime()) {
    throw new AppError(
      'validation_failed',
      'Please correct the fields marked in red.',
      fieldError('expdate', 'card_expired', 'This card has expired.'),
    );
  }
};

const sourceOf = (body: PayBody): PaymentSource =>
  body.payment_method !== undefined
    ? { paymentMethod: body.payment_method }
    : { pan: body.pan ?? '', expdate: body.expdate ?? '', cvc: body.cvc ?? '' };

/**
 * The charge a haul's prepayment is: the shipper rate plus the GST/HST/QST on it (by the haul's places, at today's
 * rates), in the shipper's currency at the stored rate. The tax is kept apart on the payment row and in the ledger.
 */
const planHaulPayment = async (ctx: PaymentsContext, user: UserRow, haulId: string): Promise<PaymentPlan> => {
  const record = await findHaulRecord(ctx.db, haulId);
  const haul = record?.haul;
  if (!record || !haul || haul.userId !== user.id) throw new AppError('not_found', 'No such haul.');
  if (await isHaulPrepaid(ctx.db, haulId)) throw new AppError('haul_already_paid', 'This load is already paid.');
  // Paying confirms the driver, so a load can be paid exactly where the `confirm` rule starts.
  if (!statusAllows('confirm', haul.status)) {
    throw new AppError(
      'haul_not_payable',
      'This load can be paid once a driver has accepted it and before it is confirmed.',
    );
  }
  if (!haul.shipperRateCents || haul.shipperRateCents <= 0) {
    throw new AppError('haul_has_no_price', 'This load has no price to pay yet.');
  }
  const taxLines = salesTaxOfHaul(record)?.lines ?? [];
  const taxCadCents = salesTaxTotalCents({ lines: taxLines });
  return {
    cadCents: haul.shipperRateCents + taxCadCents,
    taxCadCents,
    taxLines,
    description: `Prepayment for load ${haul.id}`,
  };
};

/** What a payment charges, CAD cents, and the part of it that is sales tax (a plan carries none here). */
type PaymentPlan = { cadCents: number; taxCadCents: number; taxLines: SalesTaxLine[]; description: string };

const planSubscriptionPayment = async (ctx: PaymentsContext, user: UserRow, level: 1 | 2): Promise<PaymentPlan> => {
  if (!(await findDriverIdOfUser(ctx.db, user.id))) {
    throw new AppError('not_a_driver', 'Register as a driver before choosing a plan.');
  }
  const prices = ctx.subscriptionPrices;
  const cadCents = level === 1 ? prices.level1Cents : prices.level2Cents;
  if (cadCents <= 0) throw new AppError('plan_has_no_price', 'This plan has no price to pay.');
  return { cadCents, taxCadCents: 0, taxLines: [], description: `Driver plan level ${level}, one year` };
};

/** The new payment row: what to charge, in which currency, at which rate (kept, so a retry charges the same). */
const newPaymentFor = async (ctx: PaymentsContext, user: UserRow, body: PayBody, key: string): Promise<NewPayment> => {
  const forDriver = body.driver === true;
  const plan = forDriver
    ? await planSubscriptionPayment(ctx, user, body.level ?? 1)
    : await planHaulPayment(ctx, user, body.haul_id ?? '');
  const currency = parseCurrencyCode(user.currencyChoice) ?? BASE_CURRENCY;
  const rate = currency === BASE_CURRENCY ? null : await ctx.exchangeRates.getCadRate(currency);
  return {
    userId: user.id,
    purpose: forDriver ? 'subscription' : 'haul',
    haulId: forDriver ? null : (body.haul_id ?? null),
    subscriptionLevel: forDriver ? (body.level ?? null) : null,
    idempotencyKey: key,
    amountMinor: rate ? convertFromCad(plan.cadCents, rate).amountCents : plan.cadCents,
    currency,
    amountCadCents: plan.cadCents,
    taxCadCents: plan.taxCadCents,
    taxLines: plan.taxLines,
    exchangeRate: rate ? String(rate.cadPerUnit) : '1',
    gateway: ctx.gateway.name,
    createdAt: ctx.clock.now(),
  };
};

/** A key names one payment: reusing it for something else is a client bug, not a new payment. */
const checkSamePurchase = (payment: PaymentRow, body: PayBody) => {
  const same =
    body.driver === true
      ? payment.purpose === 'subscription' && payment.subscriptionLevel === body.level
      : payment.purpose === 'haul' && payment.haulId === body.haul_id;
  if (!same) throw new AppError('idempotency_key_reused', 'This idempotency key was already used for another payment.');
};

const describePurchase = async (db: Database, payment: PaymentRow): Promise<Purchase> => {
  if (payment.purpose === 'subscription') return { kind: 'plan', level: payment.subscriptionLevel ?? 0 };
  const stops = await db
    .select({ role: places.role, name: places.name })
    .from(places)
    .where(eq(places.haulId, payment.haulId ?? ''));
  const from = stops.find((stop) => stop.role === 'origin')?.name ?? '';
  const to = stops.find((stop) => stop.role === 'destination')?.name ?? '';
  return { kind: 'haul', haulId: payment.haulId ?? '', from, to };
};

/** The transaction record email, queued in the payment's own transaction so it is sent even if the process stops. */
const queueRecordEmail = async (
  tx: Database,
  ctx: PaymentsContext,
  user: UserRow,
  paymentId: string,
): Promise<OutboxRow | null> => {
  const payment = await findPayment(tx, paymentId);
  if (!payment || !user.email) return null;
  const purchase = await describePurchase(tx, payment);
  const reader = await readerOf(user, null);
  let message: MailMessage;
  try {
    message = transactionRecordEmail({ reader, to: user.email, name: user.name, payment, purchase });
  } catch (error) {
    // A template bug must not undo a charged payment; the payment page still shows the record.
    ctx.log.error({ err: error, paymentId }, 'the transaction record email could not be written');
    return null;
  }
  return queueEmail(
    { db: tx, clock: ctx.clock },
    { message, meta: { kind: 'payment_record', userId: user.id, paymentId } },
  );
};

/** What a gateway answer does to the payment: finish it, fail it, or leave it pending (no answer). */
const settle = async (ctx: PaymentsContext, user: UserRow, payment: PaymentRow, outcome: ChargeOutcome) => {
  if (outcome.kind === 'succeeded') {
    const told = await finishSucceededPayment(ctx, payment, outcome, async (tx) => ({
      record: await queueRecordEmail(tx, ctx, user, payment.id),
      notices: await recordPaymentNotices(tx, ctx, payment),
    }));
    if (told) {
      if (told.record) await deliverQueuedEmail(ctx, await attachInvoice(ctx, user, payment, told.record));
      await deliverNotices(ctx, told.notices);
    }
  } else if (outcome.kind === 'declined') {
    await markPaymentFailed(ctx.db, payment.id, outcome.message, ctx.clock.now());
  } else {
    ctx.log.warn({ paymentId: payment.id, gateway: ctx.gateway.name }, 'payment gateway gave no answer');
  }
};

/**
 * Charges a recorded pending payment under its own id as the gateway's idempotency key, then settles it. A retry
 * (after a timeout, a crash, or alongside a concurrent request) comes here again: the gateway replays its first
 * answer to a repeated key, so the card is charged at most once, and the finishing step runs once. A request that
 * finds another (in any process) in the gateway call for this payment waits for it and answers as it did.
 */
const chargeAndSettle = async (
  ctx: PaymentsContext,
  user: UserRow,
  payment: PaymentRow,
  { source, leaseHeld }: { source: PaymentSource; leaseHeld: boolean },
) => {
  if (!leaseHeld) {
    const turn = await takeChargeTurn(ctx, payment.id);
    if (turn.kind === 'settled') return answerOf(turn.payment ?? payment);
  }
  try {
    ctx.log.info({ paymentId: payment.id, gateway: ctx.gateway.name }, 'charging payment');
    const outcome = await ctx.gateway.charge({
      idempotencyKey: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency as CurrencyCode,
      source,
      description: payment.purpose === 'haul' ? `Prepayment for load ${payment.haulId}` : 'Driver plan',
    });
    await settle(ctx, user, payment, outcome);
    if (outcome.kind === 'no_response') return answerOf({ ...payment, status: 'pending' });
  } finally {
    await releaseCharge(ctx, payment.id);
  }
  const after = await findPayment(ctx.db, payment.id);
  return answerOf(after ?? payment);
};

/**
 * A plan's payment row. With a key, a concurrent identical request's row is found by the key; without one, the user's
 * row is locked and an open payment of the same plan is reused, so a keyless double submit pays once.
 */
const startPlanPayment = async (ctx: PaymentsContext, values: NewPayment, isKeyless: boolean): Promise<PaymentRow> => {
  const payment = await ctx.db.transaction(async (tx) => {
    if (isKeyless) {
      await lockUserForPayment(tx, values.userId);
      const open = await findOpenPaymentOf(tx, values.userId, { level: values.subscriptionLevel ?? 1 });
      if (open) return open;
    }
    return (
      (await insertPendingPayment(tx, values)) ?? (await findPaymentByKey(tx, values.userId, values.idempotencyKey))
    );
  });
  if (!payment) throw new Error('the payment row vanished after its insert');
  return payment;
};

/**
 * `POST /purchase/pay/` (spec 3, 7 and 8). The payment row (with the key) is written before the gateway is asked, so
 * whatever happens next (decline, timeout, crash) a repeat with the same key finds it: a settled payment answers as
 * it did the first time without touching the gateway; a pending one is charged again under the same key.
 */
export const pay = async (ctx: PaymentsContext, { user, body, headerKey }: PayOptions): Promise<PayResponse> => {
  if (user.status === 'temporary') throw new AppError('forbidden', 'You need to log in to do that.');
  const givenKey = idempotencyKeyOf(body, headerKey);
  if (body.expdate !== undefined) checkNotExpired(body.expdate, ctx.clock.now());
  const source = sourceOf(body);
  const purchase = body.driver === true ? { level: body.level ?? 1 } : { haulId: body.haul_id ?? '' };

  /** The payment this key already names: its answer if settled, else charged again under the same key. */
  const resume = (payment: PaymentRow) => {
    checkSamePurchase(payment, body);
    if (payment.status !== 'pending') return answerOf(payment);
    return chargeAndSettle(ctx, user, payment, { source, leaseHeld: false });
  };
  /** Without a key, the user's open payment of this purchase stands for it (a repeat, or a concurrent request). */
  const earlierOf = () =>
    givenKey ? findPaymentByKey(ctx.db, user.id, givenKey) : findOpenPaymentOf(ctx.db, user.id, purchase);

  const earlier = await earlierOf();
  if (earlier) return resume(earlier);

  const key = givenKey ?? randomUUID();
  let values: NewPayment;
  try {
    values = await newPaymentFor(ctx, user, body, key);
  } catch (error) {
    // An identical request may have recorded or even finished this very payment meanwhile: the load then looks paid,
    // but the answer owed is that payment's.
    const raced = givenKey ? await findPaymentByKey(ctx.db, user.id, givenKey) : null;
    if (raced) return resume(raced);
    throw error;
  }
  if (values.haulId) {
    const started = await startHaulPayment(ctx, values);
    if (started.kind === 'existing') return resume(started.payment);
    return chargeAndSettle(ctx, user, started.payment, { source, leaseHeld: true });
  }
  const payment = await startPlanPayment(ctx, values, givenKey === null);
  return resume(payment);
};
