import { describe, expect, it } from 'vitest';
import { installPushEvents, type PushWorkerScope } from './push-events';

const ORIGIN = 'https://freight.example';

type Tab = {
  url: string;
  focused: boolean;
  focus: () => Promise<unknown>;
  navigate: (url: string) => Promise<unknown>;
};

/** A worker scope with its open tabs, recording what the handlers did. */
const fakeWorker = (tabs: { url: string; focused?: boolean }[] = []) => {
  const done = { shown: [] as { title: string; options: NotificationOptions }[], focused: [] as string[] };
  const opened: string[] = [];
  const navigated: string[] = [];
  const windows: Tab[] = tabs.map((tab) => {
    const window: Tab = {
      url: tab.url,
      focused: tab.focused ?? false,
      focus: async () => done.focused.push(window.url),
      navigate: async (url: string) => {
        navigated.push(url);
        window.url = url;
      },
    };
    return window;
  });
  const listeners = new Map<string, (event: never) => void>();
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        done.shown.push({ title, options });
      },
    } as unknown as ServiceWorkerRegistration,
    clients: { matchAll: async () => windows, openWindow: async (url: string) => opened.push(url) },
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
  } as unknown as PushWorkerScope;
  installPushEvents(scope);

  const dispatch = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) } as never);
    await Promise.all(pending);
  };
  return {
    done,
    opened,
    navigated,
    push: (payload: unknown) => dispatch('push', { data: { json: () => payload } }),
    click: (url: string) => {
      const notification = { data: { url }, close: () => undefined };
      return dispatch('notificationclick', { notification });
    },
  };
};

const MESSAGE = {
  title: 'New message from Pat',
  body: 'Pat sent you a message.',
  url: '/messenger/c1',
  tag: 'chat-c1',
};

describe('the worker’s push handler', () => {
  it('shows the pushed title and body, tagged, remembering the page to open', async () => {
    const worker = fakeWorker();
    await worker.push(MESSAGE);
    expect(worker.done.shown).toEqual([
      {
        title: 'New message from Pat',
        options: { body: 'Pat sent you a message.', tag: 'chat-c1', data: { url: `${ORIGIN}/messenger/c1` } },
      },
    ]);
  });

  it('shows nothing while the user is looking at that very conversation', async () => {
    const worker = fakeWorker([{ url: `${ORIGIN}/messenger/c1`, focused: true }]);
    await worker.push(MESSAGE);
    expect(worker.done.shown).toEqual([]);
  });

  it('still shows it when that page is open in a tab the user is not looking at', async () => {
    const worker = fakeWorker([
      { url: `${ORIGIN}/messenger/c1`, focused: false },
      { url: `${ORIGIN}/dashboard`, focused: true },
    ]);
    await worker.push(MESSAGE);
    expect(worker.done.shown).toHaveLength(1);
  });

  it('ignores a push that is not our payload', async () => {
    const worker = fakeWorker();
    await worker.push({ hello: 'world' });
    expect(worker.done.shown).toEqual([]);
  });
});

describe('the worker’s notification click', () => {
  it('focuses a tab already on the page', async () => {
    const worker = fakeWorker([{ url: `${ORIGIN}/dashboard` }, { url: `${ORIGIN}/messenger/c1` }]);
    await worker.click(`${ORIGIN}/messenger/c1`);
    expect(worker.done.focused).toEqual([`${ORIGIN}/messenger/c1`]);
    expect(worker.navigated).toEqual([]);
  });

  it('takes an open tab of the app to the page', async () => {
    const worker = fakeWorker([{ url: `${ORIGIN}/dashboard` }]);
    await worker.click(`${ORIGIN}/job/h1`);
    expect(worker.navigated).toEqual([`${ORIGIN}/job/h1`]);
    expect(worker.done.focused).toEqual([`${ORIGIN}/job/h1`]);
  });

  it('opens a window when no tab of the app is open', async () => {
    const worker = fakeWorker();
    await worker.click(`${ORIGIN}/job/h1`);
    expect(worker.opened).toEqual([`${ORIGIN}/job/h1`]);
  });
});
