import { useEffect } from 'react';
import { switchLanguage } from '../i18n/i18n';
import { useSession } from '../session/session-provider';
import { storeLocalDisplaySettings } from './display-preferences';

/**
 * Keeps the screen on the profile's settings: a login, a reload or a save in the profile switches the language
 * (spec section 3, language_choice), and the browser remembers them for after a logout.
 */
export const DisplaySettingsSync = () => {
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
  }, [unitChoice, currencyChoice, languageChoice]);

  // Asked on every change of the profile's language, even while another language is still loading: a profile saved
  // on this device (shown first after a reload) can be older than the server's, and i18next applies the latest ask.
  useEffect(() => {
    if (languageChoice) void switchLanguage(languageChoice);
  }, [languageChoice]);

  return null;
};
