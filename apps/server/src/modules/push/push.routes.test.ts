import { ApiErrorSchema, PublicConfigSchema, PushTestResultSchema } from '@freight/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, pushSubscriptions } from '../../db/schema';
import { auth, changeUserRow, createTempUser, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { pushesTo, subscribeDevice } from '../../testing/push-devices';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../testing/push-service-stand-in';

let app: FastifyInstance;
let standIn: PushServiceStandIn;

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  app = await buildTestApp({ config: { push: standIn.pushConfig() } });
});

afterAll(async () => {
  await app.close();
  await standIn.close();
});

const devicesOf = (userId: string) =>
  app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

const subscribe = (key: string | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/push/subscription/', headers: key ? auth(key) : {}, payload });

const codeOf = (response: { json: () => unknown }) => ApiErrorSchema.parse(response.json()).code;

describe('POST /api/push/subscription/', () => {
  it('records the device with its keys and the browser it is', async () => {
    const { key, user } = await registerUser(app);
    const device = await subscribeDevice(app, standIn, key);

    expect(await devicesOf(user.id)).toMatchObject([
      { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth, userAgent: /Android 14/ },
    ]);
  });

  it('moves a device to whoever subscribes it next, with the new keys', async () => {
    const first = await registerUser(app);
    const second = await registerUser(app);
    const device = await subscribeDevice(app, standIn, first.key);
    const response = await subscribe(second.key, {
      endpoint: device.endpoint,
      keys: { p256dh: device.keys.p256dh, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });

    expect(response.statusCode).toBe(204);
    expect(await devicesOf(first.user.id)).toEqual([]);
    expect(await devicesOf(second.user.id)).toMatchObject([
      { endpoint: device.endpoint, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    ]);
  });

  it('refuses an endpoint that is not a push service, so the server never POSTs where a caller points it', async () => {
    const { key, user } = await registerUser(app);
    const { keys } = standIn.subscribe();
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data/',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const response = await subscribe(key, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(codeOf(response)).toBe('push_endpoint_not_allowed');
    }
    expect(await devicesOf(user.id)).toEqual([]);
  });

  it('accepts the browsers’ own push services', async () => {
    const { key, user } = await registerUser(app);
    const { keys } = standIn.subscribe();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXJpOmFiYw',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGz1Vh0',
      'https://wns2-bl2p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect((await subscribe(key, { endpoint, keys })).statusCode, endpoint).toBe(204);
    }
    expect(await devicesOf(user.id)).toHaveLength(4);
  });

  it('refuses keys that are not a P-256 public key and a 16-byte secret', async () => {
    const { key } = await registerUser(app);
    const { endpoint } = standIn.subscribe();
    const response = await subscribe(key, { endpoint, keys: { p256dh: 'short', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } });

    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('validation_failed');
  });

  it('asks a stranger to log in and a visitor to register', async () => {
    const { endpoint, keys } = standIn.subscribe();
    expect(codeOf(await subscribe(null, { endpoint, keys }))).toBe('unauthenticated');
    const visitor = await createTempUser(app);
    const response = await subscribe(visitor.key, { endpoint, keys });
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('forbidden');
  });
});

describe('POST /api/push/subscription/ renewing a subscription (the worker’s pushsubscriptionchange)', () => {
  const renew = (device: { endpoint: string; keys: { auth: string } }, auth = device.keys.auth) => {
    const { id, ...renewed } = standIn.subscribe();
    return {
      renewed: { id, ...renewed },
      response: subscribe(null, { ...renewed, replaces: { endpoint: device.endpoint, auth } }),
    };
  };

  it('moves the owner’s notifications to the new subscription with no session, and forgets the old one', async () => {
    const { key, user } = await registerUser(app);
    const device = await subscribeDevice(app, standIn, key);
    const { renewed, response } = renew(device);

    expect((await response).statusCode).toBe(204);
    expect(await devicesOf(user.id)).toMatchObject([
      { endpoint: renewed.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth },
    ]);
    await app.inject({ method: 'POST', url: '/api/push/test/', headers: auth(key) });
    expect(pushesTo(standIn, renewed.id)).toHaveLength(1);
    expect(pushesTo(standIn, device.id)).toEqual([]);
  });

  it('answers 404 and changes nothing when the auth secret is not the replaced subscription’s', async () => {
    const { key, user } = await registerUser(app);
    const device = await subscribeDevice(app, standIn, key);
    const { response } = renew(device, 'AAAAAAAAAAAAAAAAAAAAAA');

    expect((await response).statusCode).toBe(404);
    expect(codeOf(await response)).toBe('not_found');
    expect(await devicesOf(user.id)).toMatchObject([{ endpoint: device.endpoint }]);
  });

  it('answers 404 for a subscription the server never had', async () => {
    const unknown = standIn.subscribe();
    const { response } = renew(unknown);
    expect((await response).statusCode).toBe(404);
  });
});

describe('DELETE /api/push/subscription/', () => {
  it('forgets the caller’s device and leaves another user’s alone', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const device = await subscribeDevice(app, standIn, owner.key);
    const remove = (key: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/push/subscription/',
        headers: auth(key),
        payload: { endpoint: device.endpoint },
      });

    expect((await remove(other.key)).statusCode).toBe(204);
    expect(await devicesOf(owner.user.id)).toHaveLength(1);
    expect((await remove(owner.key)).statusCode).toBe(204);
    expect(await devicesOf(owner.user.id)).toEqual([]);
  });
});

describe('POST /api/push/test/', () => {
  it('sends each device a notification in the user’s language, signed with the public key the web is given', async () => {
    const { key, user } = await registerUser(app);
    await changeUserRow(app, user.id, { languageChoice: 'fr' });
    const phone = await subscribeDevice(app, standIn, key);
    const tablet = await subscribeDevice(app, standIn, key);
    const response = await app.inject({ method: 'POST', url: '/api/push/test/', headers: auth(key) });

    expect(PushTestResultSchema.parse(response.json())).toEqual({ devices: 2 });
    for (const device of [phone, tablet]) {
      expect(pushesTo(standIn, device.id)).toEqual([
        {
          title: 'Les notifications sont activées',
          body: expect.stringContaining('Cet appareil'),
          url: '/user/information',
          tag: 'test',
        },
      ]);
    }
    const config = PublicConfigSchema.parse((await app.inject('/api/public-config')).json());
    const received = standIn.received.find((push) => push.deviceId === phone.id);
    expect(received).toMatchObject({ vapidKey: config.vapidPublicKey, subject: 'mailto:operations@freight.test' });
    expect(received?.ttl).toBeGreaterThan(0);
    expect(standIn.refused).toEqual([]);
    const rows = await app.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.meta} ->> 'userId' = ${user.id} and ${outboxMessages.channel} = 'push'`);
    expect(rows).toMatchObject([
      { status: 'sent', subject: 'Les notifications sont activées' },
      { status: 'sent', subject: 'Les notifications sont activées' },
    ]);
    // The endpoint is a capability: the outbox names the device by its id only.
    expect(JSON.stringify(rows)).not.toContain(phone.endpoint);
  });

  it('says so when no device of the caller takes notifications', async () => {
    const { key } = await registerUser(app);
    const response = await app.inject({ method: 'POST', url: '/api/push/test/', headers: auth(key) });
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('push_no_device');
  });
});
