import {
  type CurrencyCode,
  defaultCurrencyForCountry,
  type Language,
  normalizeLanguage,
  type UnitSystem,
} from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-provider';
import { useUpdateUser } from '../session/user-api';
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
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const updateUser = useUpdateUser();
  const notify = useNotify();
  return (changes: Partial<DisplaySettingsChoice>) => {
    if (changes.currency_choice) markCurrencyChosen();
    storeLocalDisplaySettings(changes);
    if (changes.language_choice) void i18n.changeLanguage(changes.language_choice);
    if (!user) return;
    updateUser.mutate({ userId: user.id, changes }, { onError: () => notify.error(t('saveFailed')) });
  };
};

/**
 * Spec 9: the currency follows the geolocated country (USA: usd, Canada: cad) until the user picks one themself.
 * Registered users chose theirs in their profile, so only visitors and temporary accounts follow their location.
 */
export const useCurrencyFromCountry = () => {
  const { status, user } = useSession();
  const { currency } = useDisplaySettings();
  const updateUser = useUpdateUser();
  return (country: string) => {
    if (status === 'registered' || isCurrencyChosen()) return;
    const located = defaultCurrencyForCountry(country);
    if (located === currency) return;
    storeLocalDisplaySettings({ currency_choice: located });
    if (user) updateUser.mutate({ userId: user.id, changes: { currency_choice: located } });
  };
};
