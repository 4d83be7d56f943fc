import { Writable } from 'node:stream';
import type { Haul, KeyResponse } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { auth } from '../../testing/accounts';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';

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
