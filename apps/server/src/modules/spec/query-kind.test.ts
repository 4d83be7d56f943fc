import { describe, expect, it } from 'vitest';
import { fitsQueryKind, readQueryKind } from './query-kind';
import { specTokens } from './spec-text';

const categories = (text: string) => {
  const found = readQueryKind(specTokens(text), false).categories;
  return found ? [...found].sort() : undefined;
};

describe('readQueryKind', () => {
  it.each([
    ['kubota tractor', ['tractor']],
    ['JD 1910 air cart', ['air_cart']],
    ['bourgault air drill 60 ft', ['air_drill', 'air_seeder']],
    ['macdon header', ['header']],
    ['skid-steer', ['compact_track_loader', 'skid_steer']],
    ['40 ft 5th wheel', ['fifth_wheel']],
    ['24 ft boat', ['boat']],
    ['Case IH Steiger 580', ['tractor']],
    ['Case IH Quadtrac 620', ['tractor']],
    ['JD 8R370', ['tractor']],
    ['New Holland T7', ['tractor']],
    ['john deere s780', ['combine']],
    ['claas lexion 8900', ['combine']],
    ['Sea-Doo GTX', ['personal_watercraft']],
    ['polaris ranger', ['utv']],
    ['ford ranger', ['pickup']],
    ['bobcat s650', ['skid_steer']],
    ['kubota tractor with backhoe', ['backhoe', 'tractor']],
  ])('reads %j as %j', (text, expected) => {
    expect(categories(text)).toEqual(expected);
  });

  it('implies nothing from a name that means other things under other makes, or from a plain model', () => {
    for (const text of ['ranger', 'honda cr-v', 'bobcat', 'case 580n', 'toyota camry', 'dodge magnum']) {
      expect(categories(text), text).toBeUndefined();
    }
  });

  it('wants an electric variant only when asked, or when a word is being typed towards one', () => {
    expect(readQueryKind(specTokens('equinox'), true).wantsElectric).toBe(false);
    expect(readQueryKind(specTokens('equinox ev'), false).wantsElectric).toBe(true);
    expect(readQueryKind(specTokens('f150 lightning'), false).wantsElectric).toBe(true);
    expect(readQueryKind(specTokens('f150 lig'), true).wantsElectric).toBe(true);
    expect(readQueryKind(specTokens('f150 lig'), false).wantsElectric).toBe(false);
  });
});

describe('fitsQueryKind', () => {
  const kind = readQueryKind(specTokens('new holland t7'), false);
  it('lets a row of an allowed category through and keeps others and unasked electric variants out', () => {
    expect(fitsQueryKind({ category: 'tractor' }, { isElectricVariant: false }, kind)).toBe(true);
    expect(fitsQueryKind({ category: 'combine' }, { isElectricVariant: false }, kind)).toBe(false);
    const any = readQueryKind(specTokens('chevrolet equinox'), false);
    expect(fitsQueryKind({ category: 'suv' }, { isElectricVariant: true }, any)).toBe(false);
    expect(fitsQueryKind({ category: 'suv' }, { isElectricVariant: false }, any)).toBe(true);
  });
});
