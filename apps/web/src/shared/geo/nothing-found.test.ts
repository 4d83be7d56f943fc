import { describe, expect, it } from 'vitest';
import { isNothingFound } from './nothing-found';

/** The answer for "Saskaton" is in, and empty: the one case where the user is told. */
const settledEmpty = {
  typed: 'Saskaton',
  searched: 'Saskaton',
  places: [],
  isFetching: false,
  isPlaceholderData: false,
  isChosenKept: false,
};

describe('isNothingFound', () => {
  it('says nothing matches once the answer for exactly the typed text is in and empty', () => {
    expect(isNothingFound(settledEmpty)).toBe(true);
  });

  it.each([
    ['the user is still typing (the search lags the box)', { typed: 'Saskatonn' }],
    ['the answer is on its way', { isFetching: true }],
    ["the previous text's suggestions stand in", { isPlaceholderData: true }],
    ['places were found', { places: [{ label: 'Saskatoon, SK' }] }],
    ['no answer came (the request failed)', { places: undefined }],
    ['two letters are too few to call it a failed search', { typed: 'Sa', searched: 'Sa' }],
    ['three spaces are not three letters', { typed: '   ', searched: '   ' }],
    ['the text still holds the chosen place (a street typed after the town)', { isChosenKept: true }],
  ])('stays quiet when %s', (_case, change) => {
    expect(isNothingFound({ ...settledEmpty, ...change })).toBe(false);
  });
});
