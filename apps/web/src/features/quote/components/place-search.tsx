import type { GeoPlace } from '@freight/domain';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions } from '../../../shared/geo/geo-api';
import type { PickedPlace } from '../quote-draft';

type PlaceSearchProps = {
  label: string;
  value: PickedPlace | null;
  onPick: (place: PickedPlace) => void;
  error?: string;
};

const toPicked = (place: GeoPlace): PickedPlace => ({
  name: place.label,
  location: place.location,
  region: place.region,
});

/** Towns, cities and postal codes in Canada and the US, suggested as the user types (spec 7 and 9). */
export const PlaceSearch = ({ label, value, onPick, error }: PlaceSearchProps) => {
  const { t } = useTranslation('quote');
  const [text, setText] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(text, 250);
  const suggestions = usePlaceSuggestions(debounced);
  const places = suggestions.data ?? [];
  // The input shows labels; two places never share one in a single answer, so the label finds the place again.
  const labels = [...new Set(places.map((place) => place.label))];

  return (
    <Autocomplete
      label={label}
      placeholder={t('place.placeholder')}
      value={text}
      onChange={setText}
      data={labels}
      filter={({ options }) => options}
      onOptionSubmit={(picked) => {
        const place = places.find((candidate) => candidate.label === picked);
        if (place) onPick(toPicked(place));
      }}
      rightSection={suggestions.isFetching ? <Loader size="xs" aria-label={t('place.searching')} /> : null}
      error={error}
      autoComplete="off"
      comboboxProps={{ withinPortal: true }}
    />
  );
};
