import { describe, expect, it } from 'vitest';
import { familyMatch, isSameFrame, modelFamilyOf } from './model-family';
import { specTokens } from './spec-text';

const family = (model: string, name = model) => modelFamilyOf({ model, name });

describe('modelFamilyOf', () => {
  it.each([
    ['8R 370', ['8', 'r'], ['370']],
    ['M7-174 Premium KVT', ['m', '7'], ['174']],
    ['T7.270', ['t', '7'], ['270']],
    ['Axial-Flow 7150', ['axial', 'flow'], ['7150']],
    ['M6-101-1 DTC-F', ['m', '6'], ['101']],
    ['3320', [], ['3320']],
  ])('reads %j as series %j with ratings %j', (model, series, ratings) => {
    expect(family(model)).toEqual({ series, ratings, coversSeries: false });
  });

  it('reads the series conventions: ratings listed with slashes, or "(... series)" closing the name', () => {
    expect(family('8R 340/370/410').coversSeries).toBe(true);
    expect(family('Steiger', 'Case IH Steiger (Steiger series)').coversSeries).toBe(true);
    expect(family('262C Series 2', 'Cat 262C Series 2').coversSeries).toBe(false);
    expect(family('15-30', 'McCormick-Deering 15-30 (1921-28)').coversSeries).toBe(false);
  });
});

describe('isSameFrame', () => {
  it.each([
    ['172', '174', true],
    ['340', '370', true],
    ['7140', '7150', true],
    ['410', '370', false],
    ['3500', '1500', false],
    ['1500', '150', false],
    ['370', '370', false],
  ])('%s and %s: %s', (asked, onFile, same) => {
    expect(isSameFrame(asked, onFile)).toBe(same);
  });
});

describe('familyMatch', () => {
  const match = (model: string, query: string, missingNumber: string, name = model) =>
    familyMatch({ family: family(model, name), queryTokens: specTokens(query), missingNumber });

  it('needs the series written just before the number', () => {
    expect(match('M7-174 Premium', 'kubota m7-172', '172')).toBe('relative');
    expect(match('M7-174 Premium', 'kubota 172 m7', '172')).toBeUndefined();
    expect(match('3320', 'bourgault 3310', '3310')).toBeUndefined();
  });

  it('answers series for a series row without ratings, relative for a listed one on the same frame', () => {
    expect(match('Steiger', 'steiger 580', '580', 'Case IH Steiger (Steiger series)')).toBe('series');
    expect(match('9R 490/540/590', 'jd 9r 570', '570')).toBe('relative');
    expect(match('9R 490/540/590', 'jd 9r 640', '640')).toBeUndefined();
  });
});
