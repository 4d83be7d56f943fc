import type { AutocompleteProps } from '@mantine/core';
import { lazy, type Ref, Suspense, useRef, useState } from 'react';
import { loadMantineStyles } from './mantine-styles';
import { PlainTextInput } from './plain-text-input';
import { useIsIdle } from './when-idle';

// The dropdown's code and Mantine's stylesheet together, so the real box never shows unstyled.
const loadAutocomplete = async () => (await Promise.all([import('./mantine-autocomplete'), loadMantineStyles()]))[0];
const Autocomplete = lazy(() => loadAutocomplete().then((module) => ({ default: module.Autocomplete })));

/** What the stand-in box shares with the real one (the rest only concerns the dropdown). */
type BoxProps = Pick<
  AutocompleteProps,
  'label' | 'description' | 'placeholder' | 'rightSection' | 'error' | 'required' | 'maxLength' | 'autoComplete'
>;

type DeferredAutocompleteProps = BoxProps &
  Pick<AutocompleteProps, 'data' | 'filter' | 'onOptionSubmit' | 'comboboxProps'> & {
    value: string;
    onChange: (value: string) => void;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * Mantine's Autocomplete, first drawn as the plain text box it looks like (without Mantine, decision 024): the dropdown's code is fetched once the
 * page is idle, or as soon as a hand reaches for the box (pointer, focus), so a screen that opens on it (the quote's
 * first step) is not held back by it (issue 22). Text typed before the swap is kept (the form owns the value), and
 * the focus moves to the real box.
 */
export const DeferredAutocomplete = ({ ref, ...props }: DeferredAutocompleteProps) => {
  const isIdle = useIsIdle();
  const [isWanted, setWanted] = useState(false);
  const hadFocus = useRef(false);
  const { data, filter, onOptionSubmit, comboboxProps, value, onChange, ...boxProps } = props;

  const want = () => {
    setWanted(true);
    void loadAutocomplete();
  };

  const standIn = (
    <PlainTextInput
      {...boxProps}
      ref={ref}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onPointerDown={want}
      onFocus={() => {
        hadFocus.current = true;
        want();
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
    />
  );
  if (!isIdle && !isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Autocomplete {...props} ref={ref} autoFocus={hadFocus.current} />
    </Suspense>
  );
};
