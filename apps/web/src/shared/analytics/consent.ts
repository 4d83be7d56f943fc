import { useSyncExternalStore } from 'react';

/**
 * The visitor's answer about third-party trackers, kept in this browser. Until they grant it no tracker script is
 * added to the page, so nothing reaches an analytics or advertising vendor (docs/decisions/010-referrals.md).
 */
export type TrackingConsent = 'granted' | 'denied' | 'undecided';

const STORAGE_KEY = 'tracking_consent';
const listeners = new Set<() => void>();

const readConsent = (): TrackingConsent => {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : 'undecided';
  } catch {
    return 'undecided';
  }
};

/** `undecided` forgets the answer, so the banner asks again (the "privacy choices" setting). */
export const writeConsent = (consent: TrackingConsent): void => {
  try {
    if (consent === 'undecided') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, consent);
  } catch {
    // Without storage the answer lasts until the page closes, through the listeners below.
  }
  memory = consent;
  for (const listener of listeners) listener();
};

// Blocked storage still needs the answer for this page's life.
let memory: TrackingConsent | null = null;
const current = () => memory ?? readConsent();

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

export const useConsent = (): TrackingConsent => useSyncExternalStore(subscribe, current, () => 'undecided');
