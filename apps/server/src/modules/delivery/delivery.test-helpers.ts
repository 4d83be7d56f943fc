import { randomUUID } from 'node:crypto';
import { type Haul, HaulSchema, type KeyResponse } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hauls } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { makeDriver, type TestDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import { deliveryInspectionBody } from '../inspections/testing';
import { recordPrepayment } from '../ledger';

export const DELIVERY_CODE = '482913';

/** A posted load accepted through the API by a new approved driver with one vehicle. */
export const makeAcceptedHaul = async (
  app: FastifyInstance,
  { shipper, driver }: { shipper?: KeyResponse; driver?: TestDriver } = {},
): Promise<{ shipper: KeyResponse; driver: TestDriver; haul: Haul }> => {
  const posted = await makePostedHaul(app, shipper ? { shipper } : {});
  const holder =
    driver ??
    (await makeDriver(app, {
      vehicle: {
        make: 'Ford',
        model: 'F-450',
        year: 2021,
        color: 'white',
        license: 'SK-PLATE-99',
        insurancePolicyNumber: 'POL-777',
      },
    }));
  const accepted = await app.inject({
    method: 'PUT',
    url: `/api/haul/${posted.haul.id}/accept/`,
    headers: auth(holder.key),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { shipper: posted.shipper, driver: holder, haul: HaulSchema.parse(accepted.json()) };
};

/**
 * The state the payments flow leaves a load in once the shipper paid: confirmed with a delivery code and the shipper
 * rate held in escrow. Written directly (the confirmation itself is the payments module's to test).
 */
export const confirmHaul = async (app: FastifyInstance, haul: Haul, code = DELIVERY_CODE): Promise<void> => {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    // Read from the row: the haul may be the driver's view, which withholds the shipper rate.
    const [confirmed] = await tx
      .update(hauls)
      .set({ status: 'confirmed', confirmedAt: now, deliveryCode: code, updatedAt: now })
      .where(eq(hauls.id, haul.id))
      .returning({ shipperRateCents: hauls.shipperRateCents });
    await recordPrepayment(tx, {
      haulId: haul.id,
      paymentId: randomUUID(),
      amountCadCents: confirmed?.shipperRateCents ?? 0,
    });
  });
};

/** Accepted, then confirmed and paid. */
export const makeConfirmedHaul = async (app: FastifyInstance, parties: Parameters<typeof makeAcceptedHaul>[1] = {}) => {
  const accepted = await makeAcceptedHaul(app, parties);
  await confirmHaul(app, accepted.haul);
  return accepted;
};

/** `POST /haul/{id}/complete/?code=` with a minimal valid delivery inspection (photos uploaded as `key`). */
export const completeWith = async (app: FastifyInstance, key: string, haulId: string, code: string | null) =>
  app.inject({
    method: 'POST',
    url: `/api/haul/${haulId}/complete/${code === null ? '' : `?code=${encodeURIComponent(code)}`}`,
    headers: auth(key),
    payload: await deliveryInspectionBody(app, key),
  });

export const getHaul = (app: FastifyInstance, key: string, haulId: string) =>
  app.inject({ method: 'GET', url: `/api/haul/${haulId}/`, headers: auth(key) });
