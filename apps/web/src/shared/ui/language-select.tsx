import { LANGUAGES, normalizeLanguage } from '@freight/domain';
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
  // Only the visitor's language comes with the page; a hand on the switcher fetches the others, so the pick is instant.
  const prefetchOthers = () => {
    for (const language of LANGUAGES) if (language !== current) prefetchLanguage(language);
  };
  return (
    <select
      className={className ? `${classes.select} ${className}` : classes.select}
      aria-label={t('language')}
      value={current}
      onFocus={prefetchOthers}
      onPointerDown={prefetchOthers}
      onChange={(event) => changeDisplaySettings({ language_choice: normalizeLanguage(event.currentTarget.value) })}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
};
