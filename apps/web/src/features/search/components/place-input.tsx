import { useState } from 'react';
import { PlaceAutocomplete } from '../../../shared/geo/place-autocomplete';
import type { FilterPlace } from '../search-draft';

type PlaceInputProps = {
  label: string;
  value: FilterPlace | null;
  onChange: (place: FilterPlace | null) => void;
};

/**
 * A filter's place, through the shared place search. Emptying the box clears the place; typed text that was never
 * picked from the list (or placed on the map) is not a place and is not searched.
 */
export const PlaceInput = ({ label, value, onChange }: PlaceInputProps) => {
  const [text, setText] = useState(value?.name ?? '');
  // A place set from outside (the driver's base) shows its name; typing never changes `value` until a pick.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value?.name ?? '');
  }

  return (
    <PlaceAutocomplete
      label={label}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (next.trim() === '') onChange(null);
      }}
      chosen={value}
      onChoose={(place) =>
        onChange({ name: place.name, location: place.location, isApproximate: place.isApproximate ?? false })
      }
    />
  );
};
