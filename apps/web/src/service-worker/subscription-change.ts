import type { PushSubscriptionBody } from '@freight/domain';
import { vapidKeyBytes } from '../shared/push/vapid-key';

/*
 * As in push-events.ts: the worker-side types come from TypeScript's WebWorker library, which the app's DOM program
 * cannot include; these are the members used here.
 */
type SubscriptionLike = {
  endpoint: string;
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
};
type SubscriptionChangeEventLike = {
  oldSubscription: SubscriptionLike | null;
  newSubscription: SubscriptionLike | null;
  waitUntil(promise: Promise<unknown>): void;
};

/** The parts of the worker's global scope (`self`) the renewal uses. */
export type SubscriptionWorkerScope = {
  registration: {
    pushManager: {
      subscribe(options: {
        userVisibleOnly: boolean;
        applicationServerKey: Uint8Array<ArrayBuffer>;
      }): Promise<SubscriptionLike>;
    };
  };
  fetch(input: string, init?: RequestInit): Promise<Response>;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEventLike) => void): void;
};

const bodyOf = (subscription: SubscriptionLike): Pick<PushSubscriptionBody, 'endpoint' | 'keys'> => {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave an incomplete subscription');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

/** The key the server signs with now (it may have changed since the old subscription was made). */
const serverKey = async (scope: SubscriptionWorkerScope) => {
  const response = await scope.fetch('/api/public-config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`public config answered ${response.status}`);
  const { vapidPublicKey } = (await response.json()) as { vapidPublicKey?: unknown };
  if (typeof vapidPublicKey !== 'string') throw new Error('the public config has no VAPID key');
  return vapidKeyBytes(vapidPublicKey);
};

const renew = async (scope: SubscriptionWorkerScope, event: SubscriptionChangeEventLike) => {
  const auth = event.oldSubscription?.toJSON().keys?.auth;
  // Without the old subscription nothing proves to the server whose device this is (the worker has no session): the
  // notification switch shows "off" at the next visit and the user turns it on again.
  if (!event.oldSubscription || !auth) return;
  const renewed =
    event.newSubscription ??
    (await scope.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await serverKey(scope),
    }));
  const body: PushSubscriptionBody = {
    ...bodyOf(renewed),
    replaces: { endpoint: event.oldSubscription.endpoint, auth },
  };
  const response = await scope.fetch('/api/push/subscription/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the server refused the renewed subscription (${response.status})`);
};

/**
 * The push service may renew or drop a subscription (expiry, a key rotation); the browser then fires
 * `pushsubscriptionchange` in the worker, often with no page open. The worker subscribes again with the server's VAPID
 * key (unless the browser already did) and sends the new subscription to the server, which removes the old one.
 */
export const installSubscriptionChange = (scope: SubscriptionWorkerScope): void => {
  scope.addEventListener('pushsubscriptionchange', (event) => event.waitUntil(renew(scope, event)));
};
