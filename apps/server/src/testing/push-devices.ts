import type { FastifyInstance } from 'fastify';
import { auth } from './accounts';
import type { PushServiceStandIn } from './push-service-stand-in';

/** A browser of the user's that allowed notifications: subscribed at the stand-in, registered with the app. */
export const subscribeDevice = async (app: FastifyInstance, standIn: PushServiceStandIn, key: string) => {
  const device = standIn.subscribe();
  const { id, ...subscription } = device;
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscription/',
    headers: { ...auth(key), 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' },
    payload: { ...subscription, expirationTime: null },
  });
  if (response.statusCode !== 204) throw new Error(`subscribing failed: ${response.body}`);
  return device;
};

/** The payloads a device received, parsed. */
export const pushesTo = (standIn: PushServiceStandIn, deviceId: string) =>
  standIn.received
    .filter((push) => push.deviceId === deviceId)
    .map((push) => JSON.parse(push.payload) as { title: string; body: string; url: string; tag: string });
