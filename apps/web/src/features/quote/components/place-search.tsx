import { useState } from 'react';
import { PlaceAutocomplete } from '../../../shared/geo/place-autocomplete';
import type { PickedPlace } from '../quote-draft';

type PlaceSearchProps = {
  label: string;
  value: PickedPlace | null;
  onPick: (place: PickedPlace) => void;
  error?: string | undefined;
  /** The other end of the route, once picked: places around it come first. */
  near?: [lon: number, lat: number] | undefined;
};

/** From or To (spec 7 and 9): the shared place search, its text starting at the place already picked. */
export const PlaceSearch = ({ label, value, onPick, error, near }: PlaceSearchProps) => {
  const [text, setText] = useState(value?.name ?? '');
  return (
    <PlaceAutocomplete
      label={label}
      text={text}
      onTextChange={setText}
      chosen={value}
      onChoose={onPick}
      error={error}
      near={near}
    />
  );
};
