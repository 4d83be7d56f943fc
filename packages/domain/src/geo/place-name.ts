import { foldSearchText } from '../text/fold-search-text';
/** The search form of a place name (`St. Albert` -> `st albert`, `Notre-Dame` -> `notre dame`). */
export const normalizePlaceName = (text: string): string => foldSearchText(text);

/** Word pairs written either way in North American place names; both spellings must find the place. */
const EQUIVALENT_WORDS: readonly [string, string][] = [
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['mt', 'mount'],
  ['ft', 'fort'],
];

const ALTERNATIVE = new Map(
  EQUIVALENT_WORDS.flatMap(([short, long]) => [
    [short, long],
    [long, short],
  ]),
);

/**
 * Every spelling of a normalized name under the word pairs above (`st albert` -> `st albert`, `saint albert`), the
 * name itself first. Each word is switched on its own, so a name with two such words yields up to four spellings.
 */
export const placeNameSpellings = (normalized: string): string[] => {
  let spellings = [''];
  for (const word of normalized.split(' ')) {
    const other = ALTERNATIVE.get(word);
    const choices = other ? [word, other] : [word];
    spellings = spellings.flatMap((start) => choices.map((choice) => (start ? `${start} ${choice}` : choice)));
  }
  return spellings;
};
