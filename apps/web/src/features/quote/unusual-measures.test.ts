import { describe, expect, it } from 'vitest';
import { unusualMeasures } from './unusual-measures';

describe('unusualMeasures', () => {
  it('passes a car and a tractor without a question', () => {
    expect(unusualMeasures({ length: 4.67, width: 1.8, height: 1.41, weight: 1305 })).toEqual([]);
    expect(unusualMeasures({ length: 6.1, width: 2.6, height: 3.3, weight: 11_000 })).toEqual([]);
  });

  it('names each measure that needs a second look', () => {
    expect(unusualMeasures({ length: 18, width: 8.5, height: 4.2, weight: 30_000 })).toEqual([
      'length',
      'width',
      'height',
      'weight',
    ]);
    expect(unusualMeasures({ length: 9.5, width: 3.6, height: 3.9, weight: 6500 })).toEqual(['width']);
  });
});
