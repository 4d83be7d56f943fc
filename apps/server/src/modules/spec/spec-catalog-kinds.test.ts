import { describe, expect, it } from 'vitest';
import { specFixtureCatalog } from './spec-fixture';

const catalog = specFixtureCatalog();
const best = (text: string) => catalog.findBest(text)?.row;
const suggestedCategories = (text: string) => catalog.suggest(text).map(({ row }) => row.category);

// Issue 19's answers of the wrong kind of machine, on the rows that gave them (CR 7.80, Case 580N, Sea-Doo Challenger,
// Equinox EV, C650T are real rows of the fixture).
describe('a query never gets a machine of another kind than it names or implies', () => {
  it('answers "New Holland T7" with a T7 tractor, never the CR 7.80 combine', () => {
    expect(best('New Holland T7')?.name).toBe('New Holland T7.270');
    expect(suggestedCategories('New Holland T7')).toEqual(['tractor']);
  });

  it('answers "Case IH Steiger 580" with the Steiger series, never the Case 580N backhoe', () => {
    expect(best('Case IH Steiger 580')?.name).toBe('Case IH Steiger (Steiger series)');
    expect(suggestedCategories('case ih steiger 580')).not.toContain('backhoe');
    expect(best('case 580n')?.name).toBe('Case 580N');
  });

  it('keeps a Sea-Doo personal watercraft query away from the Challenger jet boat', () => {
    expect(best('Sea-Doo GTX')).toBeUndefined();
    expect(suggestedCategories('Sea-Doo GTX')).toEqual(['personal_watercraft']);
    expect(best('sea doo challenger')?.category).toBe('boat');
  });

  it('answers an electric variant only when the query asks for it', () => {
    expect(best('Chevrolet Equinox')).toBeUndefined();
    expect(catalog.suggest('chevrolet equinox').map(({ row }) => row.name)).not.toContain(
      '2024 Chevrolet Equinox EV LT FWD',
    );
    expect(best('chevrolet equinox ev')?.name).toBe('2024 Chevrolet Equinox EV LT FWD');
    expect(best('equinox electric')?.name).toBe('2024 Chevrolet Equinox EV LT FWD');
    expect(catalog.suggest('f150').map(({ row }) => row.model)).not.toContain('F-150 Lightning');
    expect(catalog.suggest('f150 lig')[0]?.row.model).toBe('F-150 Lightning');
  });

  it('answers the plain name of a model sold only as electric', () => {
    expect(best('chevy bolt')?.name).toBe('2023 Chevrolet Bolt EV 1LT');
  });

  it('answers the exact make and model typed out whatever its kind: MINI Cooper SE is the electric Cooper', () => {
    expect(best('MINI Cooper SE')?.name).toBe('2024 MINI Cooper SE Electric');
    expect(best('mini cooper')).toBeUndefined();
  });

  it('reads a kind word that is part of the name of the machine as its name: a Rivian Quad Motor is no ATV', () => {
    expect(best('rivian r1t quad motor')?.name).toBe('2024 Rivian R1T Quad Motor Max Pack');
  });

  it('reads "1910" of "JD 1910 air cart" as a model number: no C650T', () => {
    expect(best('JD 1910 air cart')).toBeUndefined();
    expect(catalog.suggest('JD 1910 air cart')).toEqual([]);
    expect(best('jd c650t air cart')?.name).toBe('John Deere C650T trailing air cart, 650 bu, base tires');
  });

  it('keeps a named category: a tractor query never lists a combine or a backhoe', () => {
    for (const text of ['new holland tractor', 'case tractor', 'nh t7', 'jd 8r', 'ih magnum']) {
      expect(new Set(suggestedCategories(text)), text).toEqual(new Set(['tractor']));
    }
    expect(new Set(suggestedCategories('new holland combine'))).toEqual(new Set(['combine']));
    expect(suggestedCategories('ford tractor')).toEqual(['tractor']);
  });
});
