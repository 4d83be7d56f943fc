import type { HaulSearchResult } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { groupByPickup } from './pickup-groups';

const load = (id: string, name: string, location: [number, number]) =>
  ({ id, origin: { name, region: 'SK', country: 'CAN', location } }) as HaulSearchResult;

describe('groupByPickup', () => {
  it('puts loads picked up at the same spot under one marker, in the order found', () => {
    const groups = groupByPickup([
      load('a', 'Regina, SK', [-104.6189, 50.4452]),
      load('b', 'Saskatoon, SK', [-106.67, 52.13]),
      load('c', 'Regina, SK', [-104.61891, 50.44521]),
    ]);
    expect(groups.map((group) => [group.placeName, group.loads.map((found) => found.id)])).toEqual([
      ['Regina, SK', ['a', 'c']],
      ['Saskatoon, SK', ['b']],
    ]);
  });

  it('keeps loads a few kilometres apart on markers of their own', () => {
    expect(groupByPickup([load('a', 'A', [-104.6, 50.4]), load('b', 'B', [-104.65, 50.4])])).toHaveLength(2);
  });

  it('has no marker without loads', () => {
    expect(groupByPickup([])).toEqual([]);
  });
});
