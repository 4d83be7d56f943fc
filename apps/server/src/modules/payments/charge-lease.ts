import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { claimChargeLease, findPayment, type PaymentRow, releaseChargeLease } from './payments.repository';

/** How often a waiting request looks at the payment row again; a charge takes about a second at the gateway. */
const POLL_MS = 150;

type LeaseContext = { db: Database; clock: Clock; chargeLeaseMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isLeaseHeld = (payment: PaymentRow, now: Date) =>
  payment.chargeLeaseUntil !== null && payment.chargeLeaseUntil.getTime() > now.getTime();

/**
 * Who calls the gateway for a pending payment is decided in its row, not in one process's memory, so requests for
 * it on any number of server processes behave as on one: one calls the gateway at a time, the others wait and answer
 * from the row. (Charging twice is prevented by the gateway key alone; this saves the second call, which Stripe
 * answers with 409 "key in use" = no response.) Returns what happened to the payment:
 * - `charge`: this request holds the lease and must call the gateway, then `release` it;
 * - `settled`: the row as it stands after another request's call (succeeded, failed, or still pending when that
 *   call got no answer).
 * A holder killed mid-call leaves its lease to run out (`chargeLeaseMs`, past the gateway's own timeout); a request
 * waiting then takes the lease over, and the gateway replays the dead holder's charge under the same key.
 */
export const takeChargeTurn = async (
  ctx: LeaseContext,
  paymentId: string,
): Promise<{ kind: 'charge' } | { kind: 'settled'; payment: PaymentRow | null }> => {
  let waited = false;
  for (;;) {
    const payment = await findPayment(ctx.db, paymentId);
    if (payment?.status !== 'pending') return { kind: 'settled', payment };
    // Released (not run out) while we waited: the holder's call ended with no answer; that is ours too.
    if (waited && payment.chargeLeaseUntil === null) return { kind: 'settled', payment };
    const now = ctx.clock.now();
    if (!isLeaseHeld(payment, now)) {
      const until = new Date(now.getTime() + ctx.chargeLeaseMs);
      if (await claimChargeLease(ctx.db, paymentId, now, until)) return { kind: 'charge' };
    }
    waited = true;
    await sleep(POLL_MS);
  }
};

/** Waits until no request holds the payment's lease (another key's charge of the same load, say). */
export const waitForCharge = async (ctx: LeaseContext, paymentId: string): Promise<void> => {
  for (;;) {
    const payment = await findPayment(ctx.db, paymentId);
    if (payment?.status !== 'pending' || !isLeaseHeld(payment, ctx.clock.now())) return;
    await sleep(POLL_MS);
  }
};

export const releaseCharge = (ctx: LeaseContext, paymentId: string) => releaseChargeLease(ctx.db, paymentId);
