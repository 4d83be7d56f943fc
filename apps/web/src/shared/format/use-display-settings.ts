import {
  type CurrencyCode,
  defaultCurrencyForCountry,
  type Language,
  normalizeLanguage,
  type UnitSystem,
} from '@freight/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/i18n';
import { useSession } from '../session/session-provider';
import { readCachedProfile, useUpdateUser } from '../session/user-api';
import { useNotify } from '../ui/use-notify';
import {
  type DisplaySettingsChoice,
  isCurrencyChosen,
  markCurrencyChosen,
  storeLocalDisplaySettings,
  useStoredPreferences,
} from './display-preferences';

export type DisplaySettings = { unitSystem: UnitSystem; currency: CurrencyCode; language: Language };

/**
 * How every screen shows lengths, weights, distances, money and text: the profile's choices for anyone with an
 * account (temporary ones too), else this browser's. The language is the one showing, which follows the profile.
 */
export const useDisplaySettings = (): DisplaySettings => {
  const { user } = useSession();
  const stored = useStoredPreferences();
  const { i18n } = useTranslation();
  return {
    unitSystem: user?.unit_choice ?? stored.unit_choice,
    currency: user?.currency_choice ?? stored.currency_choice,
    language: normalizeLanguage(i18n.resolvedLanguage),
  };
};

/**
 * Changes display settings from anywhere (the header's language switcher, for one): at once on this screen and in
 * this browser, and saved to the profile when there is one, so the choice follows the account to other devices.
 */
export const useChangeDisplaySettings = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const updateUser = useUpdateUser();
  const notify = useNotify();
  return (changes: Partial<DisplaySettingsChoice>) => {
    if (changes.currency_choice) markCurrencyChosen();
    storeLocalDisplaySettings(changes);
    if (changes.language_choice) void switchLanguage(changes.language_choice);
    if (!user) return;
    updateUser.mutate({ userId: user.id, changes }, { onError: () => notify.error(t('saveFailed')) });
  };
};

/**
 * Spec 9: the currency follows the geolocated country (USA: usd, Canada: cad) until the user picks one themself.
 * Registered users chose theirs in their profile, so only visitors and temporary accounts follow their location.
 */
export const useCurrencyFromCountry = () => {
  const { user } = useSession();
  const { currency } = useDisplaySettings();
  const updateUser = useUpdateUser();
  const queryClient = useQueryClient();
  return (country: string) => {
    // The account as the cache holds it now, not as the screen last drew it: a visitor's temporary account can
    // arrive while their location is looked up (both answers are checked once the first load is over, decision
    // 024), and the located currency must then go to that account, or its default would show instead.
    const current = readCachedProfile(queryClient) ?? user;
    if ((current && current.status !== 'temporary') || isCurrencyChosen()) return;
    const located = defaultCurrencyForCountry(country);
    if (located === (current?.currency_choice ?? currency)) return;
    storeLocalDisplaySettings({ currency_choice: located });
    if (current) updateUser.mutate({ userId: current.id, changes: { currency_choice: located } });
  };
};
