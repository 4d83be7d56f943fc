import { LANGUAGES, normalizeLanguage } from '@freight/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeDisplaySettings } from '../format/use-display-settings';
import { LANGUAGE_NAMES } from '../i18n/language-names';

type LanguageSelectProps = { className?: string };

/**
 * Switches the language at once and remembers the choice, in the profile too when there is one (so the next
 * login keeps it); i18n.ts keeps <html lang> in step.
 */
export const LanguageSelect = ({ className }: LanguageSelectProps) => {
  const { t, i18n } = useTranslation();
  const changeDisplaySettings = useChangeDisplaySettings();
  return (
    <NativeSelect
      className={className}
      aria-label={t('language')}
      size="sm"
      value={normalizeLanguage(i18n.resolvedLanguage)}
      onChange={(event) => changeDisplaySettings({ language_choice: normalizeLanguage(event.currentTarget.value) })}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </NativeSelect>
  );
};
