import {
  type CurrencyCode,
  defaultCurrencyForCountry,
  normalizeLanguage,
  parseCurrencyCode,
  parseUnitSystem,
  type User,
} from '@freight/domain';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { storeLanguage } from '../i18n/language-preference';

/** The three settings that change how the whole app reads, named as on the wire (`User`, spec section 3). */
export type DisplaySettingsChoice = Pick<User, 'unit_choice' | 'currency_choice' | 'language_choice'>;

type StoredPreferences = Pick<DisplaySettingsChoice, 'unit_choice' | 'currency_choice'>;

const UNITS_KEY = 'unit_choice';
const CURRENCY_KEY = 'currency_choice';
/** Set once the user picks a currency themself, so a located country no longer changes it. */
const CURRENCY_CHOSEN_KEY = 'currency_chosen';

const readStorage = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const writeStorage = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisting is acceptable: the choice still applies for this visit.
  }
};

/**
 * The currency a visitor starts with, from the region of the browser's language (spec section 9 sets it from the
 * geolocated country; until geolocation exists, en-US is the best hint of the United States). No region gives cad.
 */
export const currencyForBrowserLanguage = (languageTag: string | undefined): CurrencyCode => {
  try {
    return defaultCurrencyForCountry(languageTag ? new Intl.Locale(languageTag).region : undefined);
  } catch {
    // A malformed tag says nothing about the country.
    return defaultCurrencyForCountry(undefined);
  }
};

let snapshot: StoredPreferences | null = null;
const listeners = new Set<() => void>();

const readStoredPreferences = (): StoredPreferences => {
  snapshot ??= {
    unit_choice: parseUnitSystem(readStorage(UNITS_KEY)) ?? 'metric',
    currency_choice: parseCurrencyCode(readStorage(CURRENCY_KEY)) ?? currencyForBrowserLanguage(navigator.language),
  };
  return snapshot;
};

const changed = () => {
  snapshot = null;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', changed);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', changed);
  };
};

/** What a visitor without a profile sees: their own choices from this browser, else the defaults. */
export const useStoredPreferences = (): StoredPreferences =>
  useSyncExternalStore(subscribe, readStoredPreferences, serverPreferences);

// The prerendered welcome page (decision 027) knows no browser: the first render uses the defaults, and React draws
// again with this browser's choices right after taking over the page.
const SERVER_PREFERENCES: StoredPreferences = {
  unit_choice: 'metric',
  currency_choice: defaultCurrencyForCountry(undefined),
};
const serverPreferences = () => SERVER_PREFERENCES;

/** The settings in force without a profile, the language being the one showing now. */
export const readLocalDisplaySettings = (): DisplaySettingsChoice => ({
  ...readStoredPreferences(),
  language_choice: normalizeLanguage(i18next.resolvedLanguage ?? i18next.language),
});

/** Remembers choices in this browser, so they outlast a logout and apply to a visitor's next account. */
export const storeLocalDisplaySettings = (changes: Partial<DisplaySettingsChoice>): void => {
  if (changes.unit_choice) writeStorage(UNITS_KEY, changes.unit_choice);
  if (changes.currency_choice) writeStorage(CURRENCY_KEY, changes.currency_choice);
  if (changes.language_choice) storeLanguage(changes.language_choice);
  changed();
};

/** Whether the user picked their currency themself (rather than it following the browser or their location). */
export const isCurrencyChosen = (): boolean => readStorage(CURRENCY_CHOSEN_KEY) !== null;

export const markCurrencyChosen = (): void => writeStorage(CURRENCY_CHOSEN_KEY, 'true');
