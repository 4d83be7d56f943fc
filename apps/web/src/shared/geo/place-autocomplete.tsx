import { useDebouncedValue } from '@mantine/hooks';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredAutocomplete } from '../ui/deferred-autocomplete';
import { lazyWithMantine } from '../ui/lazy-with-mantine';
import { PlainButton } from '../ui/plain-button';
import { PlainNotice } from '../ui/plain-notice';
import { Spinner } from '../ui/spinner';
import { approximateShown, type ChosenPlace, chosenFromSuggestion, isChosenKept } from './chosen-place';
import { usePlaceSuggestions } from './geo-api';
import { isNothingFound } from './nothing-found';
import classes from './place-autocomplete.module.css';

// The map dialog (a Modal, its focus trap and scroll lock) is fetched when an offer to use it shows, not with the page.
const MapPinDialog = lazyWithMantine(() => import('./map-pin-dialog'), 'MapPinDialog');

type PlaceAutocompleteProps = {
  label: string;
  description?: string;
  error?: string | undefined;
  required?: boolean;
  maxLength?: number;
  /** The box's text; the form owns it (a driver's base keeps a street typed after the town). */
  text: string;
  onTextChange: (text: string) => void;
  /** The place the form holds now: its name is not searched again, and an approximate one is said so. */
  chosen: ChosenPlace | null;
  onChoose: (place: ChosenPlace) => void;
  /** Rank places around this point ([lon, lat]) first: the other end of a route, where one is known. */
  near?: [lon: number, lat: number] | undefined;
};

/**
 * The one place search (the quote's From and To, the driver's base, the search filters): towns, cities and postal
 * codes of Canada and the US as the user types. When nothing matches it says so and offers the map; a pick whose
 * point may be far from the load (a rural area, a postal area) is flagged with the ways to be exact.
 */
export const PlaceAutocomplete = ({
  label,
  description,
  error,
  required,
  maxLength,
  text,
  onTextChange,
  chosen,
  onChoose,
  near,
}: PlaceAutocompleteProps) => {
  const { t } = useTranslation('places');
  const inputRef = useRef<HTMLInputElement>(null);
  const [isMapOpen, setMapOpen] = useState(false);
  const [debounced] = useDebouncedValue(text, 250);
  // The chosen place's own name ("Pin near Rosetown, SK") is not a search: it would only find nothing.
  const searched = debounced === chosen?.name ? '' : debounced;
  const suggestions = usePlaceSuggestions(searched, near);
  const places = suggestions.data ?? [];
  // The input shows labels; two places never share one in a single answer, so the label finds the place again.
  const labels = [...new Set(places.map((place) => place.label))];
  const isNothing = isNothingFound({
    typed: text,
    searched,
    places: suggestions.data,
    isFetching: suggestions.isFetching,
    isPlaceholderData: suggestions.isPlaceholderData,
    isChosenKept: isChosenKept(chosen, text),
  });
  const approximate = approximateShown(chosen, text);
  // Mounted from its first opening on (and kept, so it can close with its transition).
  const [hasOpenedMap, setHasOpenedMap] = useState(false);
  if (isMapOpen && !hasOpenedMap) setHasOpenedMap(true);
  if (isNothing || approximate) void MapPinDialog.preload();

  const choose = (place: ChosenPlace) => {
    onTextChange(place.name);
    onChoose(place);
  };

  const typeExactTown = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  return (
    <div className={classes.stack}>
      <DeferredAutocomplete
        ref={inputRef}
        label={label}
        description={description}
        placeholder={t('placeholder')}
        value={text}
        onChange={onTextChange}
        data={labels}
        filter={({ options }) => options}
        onOptionSubmit={(picked) => {
          const place = places.find((candidate) => candidate.label === picked);
          if (place) choose(chosenFromSuggestion(place));
        }}
        rightSection={suggestions.isFetching ? <Spinner size="xs" label={t('searching')} /> : null}
        error={error}
        required={required}
        maxLength={maxLength}
        autoComplete="off"
        comboboxProps={{ withinPortal: true }}
      />
      {isNothing && (
        <PlainNotice
          actions={
            <PlainButton size="xs" variant="white" onClick={() => setMapOpen(true)}>
              {t('placeOnMap')}
            </PlainButton>
          }
        >
          {t('nothingFound', { text: text.trim() })}
        </PlainNotice>
      )}
      {approximate && (
        <PlainNotice
          title={t('approximate.title')}
          actions={
            <>
              <PlainButton size="xs" variant="white" onClick={typeExactTown}>
                {t('approximate.typeTown')}
              </PlainButton>
              <PlainButton size="xs" variant="white" onClick={() => setMapOpen(true)}>
                {t('approximate.placePin')}
              </PlainButton>
            </>
          }
        >
          {t('approximate.body', { place: approximate.name })}
        </PlainNotice>
      )}
      {hasOpenedMap && (
        <Suspense fallback={null}>
          <MapPinDialog
            opened={isMapOpen}
            onClose={() => setMapOpen(false)}
            around={
              approximate
                ? { lat: approximate.location[1], lon: approximate.location[0], label: approximate.name }
                : undefined
            }
            onChoose={choose}
          />
        </Suspense>
      )}
    </div>
  );
};
