/** Fewer characters than this are still a name being typed, not a search that failed. */
const NOTHING_FOUND_MIN_CHARS = 3;

type NothingFoundOptions = {
  /** What the box shows now. */
  typed: string;
  /** What was last sent to the search (the typed text once the user paused; empty when nothing is to be searched). */
  searched: string;
  /** The suggestions of the answer shown, undefined before any answer (or after a failure). */
  places: readonly unknown[] | undefined;
  isFetching: boolean;
  /** True while the previous text's suggestions stand in for the answer still on its way. */
  isPlaceholderData: boolean;
  /** The text still holds the chosen place's name (a street typed after a driver's base town): nothing is missing. */
  isChosenKept: boolean;
};

/**
 * Whether to tell the user that nothing matches: only once the answer for exactly the typed text is in and empty, so
 * the message never flickers while the user types, nor shows for the answer to an older text.
 */
export const isNothingFound = ({
  typed,
  searched,
  places,
  isFetching,
  isPlaceholderData,
  isChosenKept,
}: NothingFoundOptions) =>
  !isChosenKept &&
  typed.trim().length >= NOTHING_FOUND_MIN_CHARS &&
  typed === searched &&
  !isFetching &&
  !isPlaceholderData &&
  places !== undefined &&
  places.length === 0;
