import { describe, expect, it } from 'vitest';
import { allowedEdits, TypoIndex } from './typo-index';

const index = new TypoIndex(['saskatoon', 'regina', 'moose jaw', 'estevan', 'eston', 'weston']);

describe('the typo index', () => {
  it('finds a name one or two edits from a long search, nearest first', () => {
    expect(index.matches('saskaton')).toEqual([{ key: 'saskatoon', edits: 1 }]);
    expect(index.matches('saskatn')).toEqual([{ key: 'saskatoon', edits: 2 }]);
    // Ties come in no particular order.
    expect(index.matches('wston')).toHaveLength(2);
    expect(index.matches('wston')).toEqual(
      expect.arrayContaining([
        { key: 'weston', edits: 1 },
        { key: 'eston', edits: 1 },
      ]),
    );
    expect(index.matches('estonn')).toEqual([
      { key: 'eston', edits: 1 },
      { key: 'weston', edits: 2 },
    ]);
  });

  it('allows no edit under 4 letters and one up to 5, so short searches do not match half the map', () => {
    expect([3, 4, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
    expect(index.matches('reg')).toEqual([]);
    expect(index.matches('estn')).toEqual([{ key: 'eston', edits: 1 }]);
    expect(index.matches('esxxn')).toEqual([]);
  });

  it('finds nothing more than two edits away', () => {
    expect(index.matches('saskatxxxx')).toEqual([]);
  });
});
