import { describe, expect, it } from 'vitest';
import { modelFamilyOf } from './model-family';
import { bestMatch, type Candidate, directMatch, familyAnswer } from './spec-answer-match';
import { SPEC_FIXTURE_ROWS } from './spec-fixture';
import type { SpecSearchHit } from './spec-search-index';
import { specTokens } from './spec-text';

const rowNamed = (name: string) => {
  const row = SPEC_FIXTURE_ROWS.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no fixture row ${name}`);
  return row;
};

const candidate = (name: string, hit: Partial<SpecSearchHit>): Candidate => {
  const row = rowNamed(name);
  const base: SpecSearchHit = {
    row: 0,
    tokenScore: 1,
    isExact: false,
    hasNonMakeMatch: true,
    hasMakeMatch: true,
    unmatchedWords: 0,
    hasLetterMatch: true,
    missedNumbers: [],
    foundNumbers: [],
    yearsAway: undefined,
    rank: 1,
  };
  return { hit: { ...base, ...hit }, row, family: modelFamilyOf(row) };
};

describe('directMatch and bestMatch', () => {
  it('calls the rating asked for the model, and a series row the series', () => {
    expect(directMatch(candidate('John Deere 8R 370', { foundNumbers: ['370'] }))).toBe('model');
    expect(directMatch(candidate('John Deere 9R 490/540/590 (9R series)', { foundNumbers: ['540'] }))).toBe('series');
  });

  it('calls a vehicle of another year a relative', () => {
    expect(directMatch(candidate('2022 Honda Civic Sedan', { yearsAway: 1 }))).toBe('relative');
    expect(directMatch(candidate('2022 Honda Civic Sedan', { yearsAway: 0 }))).toBe('model');
  });

  it('calls one rating of a series named without a rating a relative, for an answer nobody picked', () => {
    const t7 = candidate('New Holland T7.270', { foundNumbers: ['7'] });
    expect(directMatch(t7)).toBe('model');
    expect(bestMatch(t7)).toBe('relative');
    expect(bestMatch(candidate('New Holland T7.270', { foundNumbers: ['7', '270'] }))).toBe('model');
  });
});

describe('familyAnswer', () => {
  const tokens = specTokens('kubota m7 172');
  it('answers for one missing number beside the series, and nothing when more is missing', () => {
    const row = 'Kubota M7-174 Premium tractor (4WD cab)';
    expect(familyAnswer(candidate(row, { missedNumbers: ['172'], unmatchedWords: 1 }), tokens)).toBe('relative');
    expect(familyAnswer(candidate(row, { missedNumbers: ['172'], unmatchedWords: 2 }), tokens)).toBeUndefined();
    expect(familyAnswer(candidate(row, { missedNumbers: ['172', '4'], unmatchedWords: 1 }), tokens)).toBeUndefined();
  });
});
