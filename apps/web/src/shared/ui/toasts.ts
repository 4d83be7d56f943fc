import type { NotificationData } from '@mantine/notifications';

/** At most this many toasts at once: on a 390 px phone more would fill the screen under the header. */
export const TOAST_LIMIT = 3;

/**
 * A confirmation ("Changes saved") has said all it has to say sooner than a problem or a pushed notice, which keep
 * the spec's 10 s (section 9, the <Notifications> default): five of those stacked up was what covered a phone.
 */
export const CONFIRMATION_TOAST_MS = 5_000;

let toastOrder = 0;

const askedListeners = new Set<() => void>();

/**
 * Whether any toast has been asked for yet: a visitor's toasts' container waits for the first (app/providers.tsx).
 * For useSyncExternalStore, with `subscribeToToastAsked`.
 */
export const isToastAsked = (): boolean => toastOrder > 0;

export const subscribeToToastAsked = (listener: () => void): (() => void) => {
  askedListeners.add(listener);
  return () => askedListeners.delete(listener);
};

/**
 * The one way the app shows a toast. Each gets a higher priority than the last, so the newest sorts first in the
 * stack and is always among the TOAST_LIMIT shown; older ones pushed past the limit are dropped rather than queued to
 * reappear after the news that replaced them. A toast shown again under the same id replaces itself.
 */
export const showToast = (data: NotificationData): string => {
  toastOrder += 1;
  const priority = toastOrder;
  if (priority === 1) for (const listener of askedListeners) listener();
  const id = data.id ?? `toast-${priority}`;
  // Mantine's notifications come with the first toast rather than with the page (issue 22); once loaded, the import
  // resolves at once, so toasts keep their order.
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({ ...data, id, priority });
    notifications.cleanQueue();
  });
  return id;
};

/** Closes a toast shown by showToast (the toast's own action was taken). */
export const hideToast = (id: string): void => {
  void import('@mantine/notifications').then(({ notifications }) => notifications.hide(id));
};
