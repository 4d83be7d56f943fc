import { useSyncExternalStore } from 'react';

/**
 * Spec section 7: the support team's welcome message counts as one unread message until the user has opened the
 * support chat once; this browser remembers that under `adminChatRead`.
 */
const FLAG_KEY = 'adminChatRead';

const listeners = new Set<() => void>();

const readFlag = (): boolean => {
  try {
    return localStorage.getItem(FLAG_KEY) !== null;
  } catch {
    return false;
  }
};

/** Called by the messenger when the support conversation is opened. */
export const markAdminChatRead = (): void => {
  try {
    localStorage.setItem(FLAG_KEY, 'true');
  } catch {
    // Without storage the welcome stays unread; the count is one too high, nothing worse.
  }
  for (const listener of listeners) listener();
};

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

export const useAdminChatRead = (): boolean => useSyncExternalStore(subscribe, readFlag, () => false);
