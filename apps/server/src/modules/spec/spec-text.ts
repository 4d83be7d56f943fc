import { foldSearchText } from '@freight/domain';

/**
 * Text handling shared by the index and the queries, so both sides cut words the same way.
 *
 * A token is a run of letters or a run of digits: `F-150`, `f150` and `F 150` all become `f 150`, and `8R370`,
 * `8R 370` and `8r-370` all become `8 r 370`. That one rule makes search case-, punctuation- and spacing-insensitive.
 */

/** Accents folded, lower case, every run of anything but a-z and 0-9 turned into one space, trimmed. */
export const foldSpecText = (text: string): string => foldSearchText(text);

/** The words of a text: letter runs and digit runs, in order (`Cat 259D` -> `cat`, `259`, `d`). */
export const specTokens = (text: string): string[] => {
  const folded = foldSpecText(text).replace(/(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/g, ' ');
  return folded === '' ? [] : folded.split(' ');
};

/** The tokens run together (`F-150` -> `f150`): the key of exact make and model matches. */
export const compactKey = (tokens: readonly string[]): string => tokens.join('');

export const isDigits = (token: string): boolean => token.charCodeAt(0) >= 48 && token.charCodeAt(0) <= 57;

/** pg_trgm-style trigrams of one token, padded with two spaces before and one after (`cat` -> `  c`, ` ca`, ...). */
export const trigrams = (token: string): string[] => {
  const padded = `  ${token} `;
  const found = new Set<string>();
  for (let at = 0; at + 3 <= padded.length; at += 1) found.add(padded.slice(at, at + 3));
  return [...found];
};

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, so `silverdao` is 1 from
 * `silverado`), or `max + 1` as soon as it is certain to exceed `max`.
 */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
};
