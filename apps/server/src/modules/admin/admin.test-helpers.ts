import { randomUUID } from 'node:crypto';
import type { KeyResponse } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hauls, payments } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { completeWith } from '../delivery/testing';
import { SANDBOX_CARDS } from '../payments';
import { makeAcceptedHaul } from '../payments/testing';

/** A posted load accepted by a driver and paid by the shipper's card through the API: its money is in escrow. */
export const makePaidHaul = async (app: FastifyInstance, { shipper }: { shipper?: KeyResponse } = {}) => {
  const accepted = await makeAcceptedHaul(app, { shipper });
  const paid = await app.inject({
    method: 'POST',
    url: '/api/purchase/pay/',
    headers: auth(accepted.shipper.key),
    payload: {
      pan: SANDBOX_CARDS.success,
      expdate: '1230',
      cvc: '123',
      haul_id: accepted.haul.id,
      idempotency_key: randomUUID(),
    },
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  const [row] = await app.db.select().from(hauls).where(eq(hauls.id, accepted.haul.id));
  if (!row?.deliveryCode || !row.shipperRateCents || !row.transportRateCents || !row.driverUserId) {
    throw new Error('the paid load has no delivery code or rates');
  }
  const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, row.id));
  return {
    ...accepted,
    haulId: row.id,
    driverUserId: row.driverUserId,
    deliveryCode: row.deliveryCode,
    shipperRateCents: row.shipperRateCents,
    transportRateCents: row.transportRateCents,
    /** The GST/HST/QST charged with the shipper rate (Regina -> Winnipeg: Manitoba's 5 % GST). */
    taxCadCents: payment?.taxCadCents ?? 0,
  };
};

/** A paid load delivered by its driver with the shipper's code. */
export const makeDeliveredHaul = async (app: FastifyInstance) => {
  const paid = await makePaidHaul(app);
  const completed = await completeWith(app, paid.driverKey, paid.haulId, paid.deliveryCode);
  if (completed.statusCode !== 200) throw new Error(`completion failed: ${completed.body}`);
  return paid;
};
