import type { SpecResult } from '@freight/domain';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpecSuggestions } from '../spec-api';

/** Stands for "no match: I will type the measures myself" among the suggestions. */
const MANUAL_ENTRY = '\u0000manual';

type SpecSearchProps = {
  onPick: (spec: SpecResult) => void;
  onManualEntry: () => void;
};

/** Spec 2: search the catalogue by description, make or model; "no match, manual entry" when nothing fits. */
export const SpecSearch = ({ onPick, onManualEntry }: SpecSearchProps) => {
  const { t } = useTranslation('quote');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const suggestions = useSpecSuggestions(debounced);
  const specs = suggestions.data ?? [];
  const options = [
    ...specs.map((spec) => ({ value: spec.name, label: spec.name })),
    ...(debounced.trim().length >= 2 ? [{ value: MANUAL_ENTRY, label: t('load.manualEntry') }] : []),
  ];

  return (
    <Autocomplete
      label={t('load.specSearch')}
      description={t('load.specSearchHint')}
      placeholder={t('load.specPlaceholder')}
      value={text}
      onChange={(value) => setText(value === MANUAL_ENTRY ? text : value)}
      data={options}
      filter={({ options: all }) => all}
      onOptionSubmit={(value) => {
        if (value === MANUAL_ENTRY) {
          onManualEntry();
          return;
        }
        const spec = specs.find((candidate) => candidate.name === value);
        if (spec) onPick(spec);
      }}
      rightSection={suggestions.isFetching ? <Loader size="xs" aria-label={t('load.searching')} /> : null}
      autoComplete="off"
    />
  );
};
