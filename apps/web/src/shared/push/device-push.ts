import type { PushSubscriptionBody } from '@freight/domain';
import { vapidKeyBytes } from './vapid-key';

/**
 * Where this browser stands with notifications: `unsupported` (no service worker or Push API, e.g. Safari on an
 * iPhone outside a Home Screen app), `blocked` (the user or a policy denied the permission: only the browser's site
 * settings can undo it), `off`, or `on` (subscribed).
 */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The service worker that shows pushed notifications (apps/web/src/service-worker/sw.ts, built to /sw.js). */
const WORKER_URL = '/sw.js';

const isPushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const currentSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
};

export const readDevicePushState = async (): Promise<DevicePushState> => {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
};

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  return current !== null && new Uint8Array(current).every((byte, index) => byte === key[index]);
};

/**
 * Asks for the permission (it must follow the user's tap), makes sure the worker is installed, and subscribes with
 * the server's VAPID key. A subscription made with another key (the server's changed) is replaced, since the push
 * service would refuse our pushes to it. Null when the user did not allow notifications.
 */
export const subscribeThisDevice = async (vapidPublicKey: string): Promise<PushSubscriptionBody | null> => {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = vapidKeyBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing, key)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing, key)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave an incomplete subscription');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

/** Unsubscribes the browser; answers the endpoint it had, for the server to forget, or null when there was none. */
export const unsubscribeThisDevice = async (): Promise<string | null> => {
  if (!isPushSupported()) return null;
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
};
