import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-provider';
import { storeLocalDisplaySettings } from './display-preferences';

/**
 * Keeps the screen on the profile's settings: a login, a reload or a save in the profile switches the language
 * (spec section 3, language_choice), and the browser remembers them for after a logout.
 */
export const DisplaySettingsSync = () => {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const unitChoice = user?.unit_choice;
  const currencyChoice = user?.currency_choice;
  const languageChoice = user?.language_choice;

  useEffect(() => {
    if (!unitChoice || !currencyChoice || !languageChoice) return;
    storeLocalDisplaySettings({
      unit_choice: unitChoice,
      currency_choice: currencyChoice,
      language_choice: languageChoice,
    });
    if (i18n.resolvedLanguage !== languageChoice) void i18n.changeLanguage(languageChoice);
  }, [i18n, unitChoice, currencyChoice, languageChoice]);

  return null;
};
