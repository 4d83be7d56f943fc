import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bankAccounts, hauls } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { completeWith, makeAcceptedHaul } from '../delivery/testing';
import { payHaulByCard } from '../payments/testing';
import { uploadOnePicture } from '../pictures/testing';

/**
 * A load paid by card (so it has an invoice and sales tax) and delivered with the shipper's code, with its shipper
 * and driver. The one way these tests reach a delivered load: when delivery needs an inspection, change it here.
 */
export const makeDeliveredHaul = async (app: FastifyInstance) => {
  const accepted = await makeAcceptedHaul(app);
  const paid = await payHaulByCard(app, accepted.shipper.key, accepted.haul.id);
  if (!paid.json().success) throw new Error(`payment failed: ${paid.body}`);
  const [row] = await app.db.select({ code: hauls.deliveryCode }).from(hauls).where(eq(hauls.id, accepted.haul.id));
  const completed = await completeWith(app, accepted.driver.key, accepted.haul.id, row?.code ?? '');
  if (completed.statusCode !== 200) throw new Error(`complete failed: ${completed.body}`);
  return accepted;
};

/** Deposit details for a test driver, so the payout runner can pay them. */
export const giveBank = async (app: FastifyInstance, driverId: string) => {
  await app.db
    .insert(bankAccounts)
    .values({ driverId, country: 'CAN', bankInstitution: '003', bankTransit: '12345', bankAccount: '1234567890' });
};

/** One photo uploaded for a problem report by the key's owner; its id. */
export const uploadDisputePhoto = async (app: FastifyInstance, key: string): Promise<string> =>
  (await uploadOnePicture(app, key, { purpose: 'dispute' })).id;

export const report = (app: FastifyInstance, key: string, haulId: string, payload: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/haul/${haulId}/dispute/`,
    headers: auth(key),
    payload: { category: 'damage', note: 'The left fender is dented.', picture_ids: [], ...payload },
  });

export const resolve = (app: FastifyInstance, key: string, disputeId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/disputes/${disputeId}/resolve/`,
    headers: auth(key),
    payload,
  });
