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
  const facts = (name: string, isElectricVariant = false) => ({
    isElectricVariant,
    words: ` ${specTokens(name).join(' ')} `,
  });

  it('lets a row of an allowed category through and keeps others and unasked electric variants out', () => {
    const kind = readQueryKind(specTokens('new holland t7'), false);
    expect(fitsQueryKind({ category: 'tractor' }, facts('New Holland T7.270'), kind)).toBe(true);
    expect(fitsQueryKind({ category: 'combine' }, facts('New Holland CR 7.80 combine'), kind)).toBe(false);
    const any = readQueryKind(specTokens('chevrolet equinox'), false);
    expect(fitsQueryKind({ category: 'suv' }, facts('2024 Chevrolet Equinox EV', true), any)).toBe(false);
    expect(fitsQueryKind({ category: 'suv' }, facts('Chevrolet Equinox'), any)).toBe(true);
  });

  it('lets a row through whose own name has the kind word: a Rivian Quad Motor is no ATV', () => {
    const kind = readQueryKind(specTokens('rivian r1t quad motor'), false);
    expect(kind.categories).toEqual(new Set(['atv']));
    expect(fitsQueryKind({ category: 'pickup' }, facts('2024 Rivian R1T Quad Motor Max Pack'), kind)).toBe(true);
    const harvester = readQueryKind(specTokens('international harvester 1066'), false);
    expect(fitsQueryKind({ category: 'tractor' }, facts('International Harvester 1066'), harvester)).toBe(true);
    expect(fitsQueryKind({ category: 'tractor' }, facts('Case IH Magnum 340'), harvester)).toBe(false);
  });
});
