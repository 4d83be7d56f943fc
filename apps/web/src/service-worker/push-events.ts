import type { PushMessage } from '@freight/domain';

/*
 * The Push API's worker-side types (PushEvent, NotificationEvent, Clients) live in TypeScript's WebWorker library,
 * which cannot share a program with the DOM library the app compiles with; these are the few members used here.
 */
type WindowClientLike = {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};
type WaitUntil = { waitUntil(promise: Promise<unknown>): void };
type PushEventLike = WaitUntil & { data: { json(): unknown } | null };
type NotificationClickEventLike = WaitUntil & { notification: Notification };

/** The parts of a service worker's global scope (`self`) the push handlers use. */
export type PushWorkerScope = {
  location: { origin: string };
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
};

/** The server's payload (PushMessageSchema), checked by hand so the worker does not carry zod. */
const readMessage = (event: PushEventLike): PushMessage | null => {
  try {
    const value = event.data?.json() as Partial<PushMessage> | undefined;
    if (typeof value?.title !== 'string' || typeof value.url !== 'string') return null;
    return { title: value.title, body: String(value.body ?? ''), url: value.url, tag: String(value.tag ?? '') };
  } catch {
    return null;
  }
};

const pageOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const show = async (scope: PushWorkerScope, message: PushMessage) => {
  const url = new URL(message.url, scope.location.origin).toString();
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // The user is looking at that very page (the conversation the message is in): it already shows the news.
  if (windows.some((client) => client.focused && pageOf(client.url) === pageOf(url))) return;
  await scope.registration.showNotification(message.title, {
    body: message.body,
    // One notification per conversation or load, replaced by the next rather than stacked.
    ...(message.tag && { tag: message.tag }),
    data: { url },
  });
};

/** A tab already on the page is focused; else an open tab of the app goes there; else a new window opens. */
const open = async (scope: PushWorkerScope, url: string) => {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onPage = windows.find((client) => pageOf(client.url) === pageOf(url));
  if (onPage) {
    await onPage.focus();
    return;
  }
  const [any] = windows;
  if (any) {
    await any.navigate(url);
    await any.focus();
    return;
  }
  await scope.clients.openWindow(url);
};

/** Installs the `push` and `notificationclick` listeners on the worker's global scope (sw.ts calls it once). */
export const installPushEvents = (scope: PushWorkerScope): void => {
  scope.addEventListener('push', (event) => {
    const message = readMessage(event);
    if (message) event.waitUntil(show(scope, message));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as { url?: string };
    event.waitUntil(open(scope, url ?? scope.location.origin));
  });
};
