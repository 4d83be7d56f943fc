import { LANGUAGES, type Language, normalizeLanguage } from '@freight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeDisplaySettings } from '../format/use-display-settings';
import { prefetchLanguage } from '../i18n/i18n';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import classes from './language-select.module.css';

type LanguageSelectProps = { className?: string };

/**
 * Switches the language at once and remembers the choice, in the profile too when there is one (so the next
 * login keeps it); i18n.ts keeps <html lang> in step. A plain select styled as Mantine's NativeSelect, since the
 * header is drawn without Mantine (decision 024).
 */
export const LanguageSelect = ({ className }: LanguageSelectProps) => {
  const { t, i18n } = useTranslation();
  const changeDisplaySettings = useChangeDisplaySettings();
  const current = normalizeLanguage(i18n.resolvedLanguage);
  // The pick shows at once, though the language applies once fetched (and the server's page taken over): until the
  // language showing changes, the select says what is coming rather than what was there.
  const [pick, setPick] = useState<{ language: Language; over: Language }>();
  const shown = pick?.over === current ? pick.language : current;
  // Only the visitor's language comes with the page; a hand on the switcher fetches the others, so the pick is instant.
  const prefetchOthers = () => {
    for (const language of LANGUAGES) if (language !== current) prefetchLanguage(language);
  };
  return (
    <select
      className={className ? `${classes.select} ${className}` : classes.select}
      aria-label={t('language')}
      value={shown}
      onFocus={prefetchOthers}
      onPointerDown={prefetchOthers}
      onChange={(event) => {
        const language = normalizeLanguage(event.currentTarget.value);
        setPick({ language, over: current });
        changeDisplaySettings({ language_choice: language });
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
};
