import { type PaymentRequest, type RequestPaymentBody, statusAllows } from '@freight/domain';
import { desc, eq } from 'drizzle-orm';
import { hauls, paymentRequests, users } from '../../db/schema';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findDriverIdOfUser } from './payments.repository';

type RequestRow = typeof paymentRequests.$inferSelect;
type Requester = Pick<UserRow, 'id' | 'name' | 'email'>;

const toWire = (row: RequestRow, user: Requester): PaymentRequest => ({
  id: row.id,
  user: { id: user.id, name: user.name, email: user.email },
  purpose: row.purpose,
  haul_id: row.haulId,
  note: row.note,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/**
 * `POST /purchase/request_payment/`: the shipper of an accepted load, or a driver choosing a plan, asks to pay another
 * way; staff see it in `GET /admin/payment_requests/` and follow up. The plan level has no column: it leads the note.
 */
export const requestPayment = async (
  { db, now }: { db: Database; now: Date },
  { user, body }: { user: UserRow; body: RequestPaymentBody },
): Promise<PaymentRequest> => {
  if (user.status === 'temporary') throw new AppError('forbidden', 'You need to log in to do that.');
  let note = body.note;
  if (body.driver === true) {
    if (!(await findDriverIdOfUser(db, user.id))) {
      throw new AppError('not_a_driver', 'Register as a driver before choosing a plan.');
    }
    note = `Plan level ${body.level}.${note ? ` ${note}` : ''}`;
  } else {
    const [haul] = await db
      .select()
      .from(hauls)
      .where(eq(hauls.id, body.haul_id ?? ''));
    if (!haul || haul.userId !== user.id) throw new AppError('not_found', 'No such haul.');
    // Paying confirms the driver, so a payment can be asked for exactly where the `confirm` rule starts.
    if (!statusAllows('confirm', haul.status)) {
      throw new AppError(
        'haul_not_payable',
        'A load can be paid once a driver has accepted it and before it is confirmed.',
      );
    }
  }
  const [row] = await db
    .insert(paymentRequests)
    .values({
      userId: user.id,
      haulId: body.driver === true ? null : (body.haul_id ?? null),
      purpose: body.driver === true ? 'subscription' : 'haul',
      note,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('payment request insert returned nothing');
  return toWire(row, user);
};

/** Staff's list: open requests first, newest first within each status. */
export const listPaymentRequests = async (db: Database, status: 'open' | 'all'): Promise<PaymentRequest[]> => {
  const rows = await db
    .select({ request: paymentRequests, user: { id: users.id, name: users.name, email: users.email } })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .where(status === 'open' ? eq(paymentRequests.status, 'open') : undefined)
    .orderBy(desc(eq(paymentRequests.status, 'open')), desc(paymentRequests.createdAt))
    .limit(500);
  return rows.map(({ request, user }) => toWire(request, user));
};
