import {
  CURRENCY_TYPES,
  LANGUAGES,
  normalizeLanguage,
  parseCurrencyCode,
  toIntlLocale,
  UNIT_SYSTEMS,
  type User,
} from '@freight/domain';
import { Input, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { markCurrencyChosen } from '../../../shared/format/display-preferences';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveProfile } from '../use-save-profile';
import { DisplayExample } from './display-example';

const UNIT_LABEL_KEYS = { metric: 'display.metric', imp: 'display.imperial' } as const;

/** Currency names in the reader's language from Intl ("dollar canadien"), with the code people recognise. */
const useCurrencyOptions = (language: string) =>
  useMemo(() => {
    const names = new Intl.DisplayNames(toIntlLocale(normalizeLanguage(language)), { type: 'currency' });
    return CURRENCY_TYPES.map(({ code, name }) => ({
      value: code,
      label: `${names.of(code.toUpperCase()) ?? name} (${code.toUpperCase()})`,
    }));
  }, [language]);

/** Spec section 3: units, currency and language, saved as chosen; the example shows what they change. */
export const DisplaySettingsSection = ({ user }: { user: User }) => {
  const { t, i18n } = useTranslation('profile');
  const { save, pending } = useSaveProfile();
  const unitsLabelId = useId();
  const currencyOptions = useCurrencyOptions(i18n.resolvedLanguage ?? user.language_choice);

  const saveCurrency = (value: string) => {
    const currency = parseCurrencyCode(value);
    if (!currency) return;
    markCurrencyChosen();
    save({ currency_choice: currency });
  };

  return (
    <SectionPanel title={t('display.title')} intro={t('display.intro')}>
      <Stack gap="md">
        <Stack gap={4} align="flex-start">
          <Input.Label id={unitsLabelId} component="div">
            {t('display.units')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={unitsLabelId}
            value={pending.unit_choice ?? user.unit_choice}
            onChange={(value) => {
              if (value === 'metric' || value === 'imp') save({ unit_choice: value });
            }}
            data={UNIT_SYSTEMS.map((system) => ({ value: system, label: t(UNIT_LABEL_KEYS[system]) }))}
          />
        </Stack>
        <NativeSelect
          label={t('display.currency')}
          value={pending.currency_choice ?? user.currency_choice}
          onChange={(event) => saveCurrency(event.currentTarget.value)}
          data={currencyOptions}
        />
        <NativeSelect
          label={t('display.language')}
          value={pending.language_choice ?? user.language_choice}
          onChange={(event) => save({ language_choice: normalizeLanguage(event.currentTarget.value) })}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
        <DisplayExample />
      </Stack>
    </SectionPanel>
  );
};
