import { useSyncExternalStore } from 'react';
import { whenIdle } from '../shared/ui/when-idle';

/** An app left open all day (a driver's phone on the dash) asks this often whether a new build is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let isUpdateWaiting = false;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

const register = async () => {
  const { registerSW } = await import('virtual:pwa-register');
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      isUpdateWaiting = true;
      for (const listener of listeners) listener();
    },
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
};

/**
 * Registers /sw.js once the page has loaded and the browser is idle, so neither the worker nor its helper
 * (workbox-window, loaded here and not with the first page's code) competes with the first screen. A new build's
 * worker waits until the reader chooses to reload (AppUpdatePrompt).
 */
export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  whenIdle(() => void register());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a new version waits, and the way to switch to it (the new worker takes over, then the page reloads). */
export const useWaitingUpdate = () => {
  const isWaiting = useSyncExternalStore(
    subscribe,
    () => isUpdateWaiting,
    () => false,
  );
  return { isWaiting, reload: () => void applyUpdate?.() };
};
