import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Haul, KeyResponse } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { auth } from '../../testing/accounts';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import { SANDBOX_CARDS } from './sandbox-gateway';

/** A posted load a driver has accepted: what a shipper pays for. */
export const makeAcceptedHaul = async (
  app: FastifyInstance,
  { shipper }: { shipper?: KeyResponse } = {},
): Promise<{ shipper: KeyResponse; haul: Haul; driverKey: string }> => {
  const posted = await makePostedHaul(app, { shipper });
  const driver = await makeDriver(app);
  const accepted = await app.inject({
    method: 'PUT',
    url: `/api/haul/${posted.haul.id}/accept/`,
    headers: auth(driver.key),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { ...posted, driverKey: driver.key };
};

/** The JSON log lines an app writes, captured so a test can count charges and look for leaked card data. */
export const captureLogLines = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream, charges: () => lines.filter((line) => line.msg === 'sandbox charged') };
};

/**
 * Pays a load with a sandbox card through spec 7's `POST /purchase/pay/`, as the shipper's app does: the good card
 * and a fresh idempotency key unless a test asks for another card or key (`null` sends none).
 */
export const payHaulByCard = (
  app: FastifyInstance,
  userKey: string,
  haulId: string,
  { pan = SANDBOX_CARDS.success, idempotencyKey }: { pan?: string; idempotencyKey?: string | null } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase/pay/',
    headers: auth(userKey),
    payload: {
      pan,
      expdate: '1230',
      cvc: '123',
      haul_id: haulId,
      ...(idempotencyKey === null ? {} : { idempotency_key: idempotencyKey ?? randomUUID() }),
    },
  });
