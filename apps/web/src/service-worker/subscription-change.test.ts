import { describe, expect, it } from 'vitest';
import { vapidKeyBytes } from '../shared/push/vapid-key';
import { installSubscriptionChange, type SubscriptionWorkerScope } from './subscription-change';

const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OLD = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/old',
  keys: { p256dh: 'P'.repeat(87), auth: 'oldsecret0000000000000' },
};
const NEW = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/new',
  keys: { p256dh: 'Q'.repeat(87), auth: 'newsecret0000000000000' },
};

const subscriptionOf = (json: typeof OLD) => ({ endpoint: json.endpoint, toJSON: () => json });

/** A worker scope recording what the renewal asked of the push manager and of the server. */
const fakeWorker = ({ serverAnswers = 204 } = {}) => {
  const subscribed: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[] = [];
  const requests: { url: string; method: string; body: unknown }[] = [];
  let listener: ((event: never) => void) | undefined;
  const scope: SubscriptionWorkerScope = {
    registration: {
      pushManager: {
        subscribe: async (options) => {
          subscribed.push(options);
          return subscriptionOf(NEW);
        },
      },
    },
    fetch: async (url, init) => {
      requests.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === '/api/public-config') return Response.json({ vapidPublicKey: SERVER_KEY });
      return new Response(null, { status: serverAnswers });
    },
    addEventListener: (_type, handler) => {
      listener = handler as (event: never) => void;
    },
  };
  installSubscriptionChange(scope);
  const change = async (event: { oldSubscription: typeof OLD | null; newSubscription: typeof NEW | null }) => {
    const pending: Promise<unknown>[] = [];
    listener?.({
      oldSubscription: event.oldSubscription && subscriptionOf(event.oldSubscription),
      newSubscription: event.newSubscription && subscriptionOf(event.newSubscription),
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    } as never);
    await Promise.all(pending);
  };
  return { subscribed, requests, change };
};

describe('the worker’s pushsubscriptionchange handler', () => {
  it('subscribes again with the server’s VAPID key and sends the new subscription, naming the old one to remove', async () => {
    const worker = fakeWorker();
    await worker.change({ oldSubscription: OLD, newSubscription: null });

    expect(worker.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(SERVER_KEY) }]);
    expect(worker.requests.at(-1)).toEqual({
      url: '/api/push/subscription/',
      method: 'POST',
      body: { ...NEW, replaces: { endpoint: OLD.endpoint, auth: OLD.keys.auth } },
    });
  });

  it('sends the subscription the browser already renewed without subscribing a second time', async () => {
    const worker = fakeWorker();
    await worker.change({ oldSubscription: OLD, newSubscription: NEW });

    expect(worker.subscribed).toEqual([]);
    expect(worker.requests).toEqual([
      {
        url: '/api/push/subscription/',
        method: 'POST',
        body: { ...NEW, replaces: { endpoint: OLD.endpoint, auth: OLD.keys.auth } },
      },
    ]);
  });

  it('sends nothing when the browser does not say which subscription ended (nothing would prove the device)', async () => {
    const worker = fakeWorker();
    await worker.change({ oldSubscription: null, newSubscription: NEW });
    expect(worker.requests).toEqual([]);
  });

  it('fails the event when the server refuses, so the browser does not take it as done', async () => {
    const worker = fakeWorker({ serverAnswers: 404 });
    await expect(worker.change({ oldSubscription: OLD, newSubscription: NEW })).rejects.toThrow(/404/);
  });
});
