import type { AutocompleteProps } from '@mantine/core';
import { mergeRefs } from '@mantine/hooks';
import { type Ref, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { lazyWithMantine } from './lazy-with-mantine';
import { PlainTextInput } from './plain-text-input';

// The dropdown's code with Mantine's stylesheet and context, so the real box never shows unstyled.
const Autocomplete = lazyWithMantine(() => import('./mantine-autocomplete'), 'Autocomplete');

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

/** Where the reader was in the stand-in box when the real one took its place. */
type Caret = { start: number | null; end: number | null; direction: 'forward' | 'backward' | 'none' | null };

/**
 * Mantine's Autocomplete, first drawn as the plain text box it looks like (without Mantine, decision 024). The
 * dropdown's code and Mantine's whole stylesheet are fetched only when a hand reaches for the box (pointer, focus,
 * typing), never just because the page is idle (decision 026): a phone opening the quote's first step parses
 * neither. The stand-in is already a combobox to assistive technology and to the journeys that fill it by role.
 * The swap happens in a transition, so the stand-in stays (with its focus) until the real box is ready; the text is
 * the form's, and the focus and caret move across.
 */
export const DeferredAutocomplete = ({ ref, ...props }: DeferredAutocompleteProps) => {
  const [isWanted, setWanted] = useState(false);
  const caret = useRef<Caret | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const { data, filter, onOptionSubmit, comboboxProps, value, onChange, ...boxProps } = props;

  const want = () => {
    if (isWanted) return;
    void Autocomplete.preload();
    startTransition(() => setWanted(true));
  };

  // A page the server drew (decision 027) can be typed into before the app takes it over: React keeps the text the
  // box holds then, but tells no one, and would put the form's empty value back on its next redraw. Before any redraw,
  // the form hears it, and a box the reader is in gets its dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes the page over; later typing goes through onChange
  useLayoutEffect(() => {
    const input = standIn.current;
    if (!input) return;
    if (input.value !== value) onChange(input.value);
    if (document.activeElement === input || input.value !== value) want();
  }, []);

  // Read as the stand-in leaves the page (React detaches refs before it removes the node, so it still has focus).
  const rememberCaret = (input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      caret.current =
        document.activeElement === input
          ? { start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection }
          : null;
    };
  };

  const restoreCaret = (input: HTMLInputElement | null) => {
    const at = caret.current;
    if (!input || !at) return;
    caret.current = null;
    input.focus();
    if (at.start !== null && at.end !== null) input.setSelectionRange(at.start, at.end, at.direction ?? undefined);
  };

  if (!isWanted) {
    return (
      <PlainTextInput
        {...boxProps}
        ref={mergeRefs(ref, standIn, rememberCaret)}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-autocomplete="list"
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          want();
        }}
        onPointerDown={want}
        onFocus={want}
      />
    );
  }
  return <Autocomplete {...props} ref={mergeRefs(ref, restoreCaret)} />;
};
