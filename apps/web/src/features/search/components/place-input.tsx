import type { GeoPlace } from '@freight/domain';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions } from '../../../shared/geo/geo-api';
import type { FilterPlace } from '../search-draft';

type PlaceInputProps = {
  label: string;
  value: FilterPlace | null;
  onChange: (place: FilterPlace | null) => void;
};

/**
 * Towns, cities and postal codes suggested as the driver types (the geo autocomplete the quote flow uses). Emptying
 * the box clears the place; typed text that was never picked from the list is not a place and is not searched.
 */
export const PlaceInput = ({ label, value, onChange }: PlaceInputProps) => {
  const { t } = useTranslation('search');
  const [text, setText] = useState(value?.name ?? '');
  // A place set from outside (the driver's base) shows its name; typing never changes `value` until a pick.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value?.name ?? '');
  }
  const [debounced] = useDebouncedValue(text, 250);
  const suggestions = usePlaceSuggestions(debounced === value?.name ? '' : debounced);
  const places: GeoPlace[] = suggestions.data ?? [];
  const labels = [...new Set(places.map((place) => place.label))];

  return (
    <Autocomplete
      label={label}
      placeholder={t('filters.placePlaceholder')}
      value={text}
      onChange={(next) => {
        setText(next);
        if (next.trim() === '') onChange(null);
      }}
      data={labels}
      filter={({ options }) => options}
      onOptionSubmit={(picked) => {
        const place = places.find((candidate) => candidate.label === picked);
        if (place) onChange({ name: place.label, location: place.location });
      }}
      rightSection={suggestions.isFetching ? <Loader size="xs" aria-label={t('filters.placeSearching')} /> : null}
      autoComplete="off"
      comboboxProps={{ withinPortal: true }}
    />
  );
};
