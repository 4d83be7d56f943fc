import { describe, expect, it } from 'vitest';
import { compactKey, editDistance, specTokens, trigrams } from './spec-text';

describe('specTokens', () => {
  it.each([
    ['F-150', ['f', '150']],
    ['f150', ['f', '150']],
    ['JD 8R370', ['jd', '8', 'r', '370']],
    ['Cat 259D', ['cat', '259', 'd']],
    ['New Holland T7.270', ['new', 'holland', 't', '7', '270']],
    ['Väderstad Rapid', ['vaderstad', 'rapid']],
    [' -/ ', []],
  ])('cuts %j into letter runs and digit runs', (text, tokens) => {
    expect(specTokens(text)).toEqual(tokens);
  });

  it('gives the same key however the model is written', () => {
    expect(new Set(['F-150', 'f150', 'F 150', 'f.150'].map((text) => compactKey(specTokens(text))))).toEqual(
      new Set(['f150']),
    );
  });
});

describe('editDistance', () => {
  it.each([
    ['silverado', 'silverado', 0],
    ['silverdao', 'silverado', 1],
    ['bourgalt', 'bourgault', 1],
    ['silvrdo', 'silverado', 2],
    ['kubota', 'deere', 3],
  ])('counts %s -> %s as %i edits (capped at max + 1)', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance);
  });
});

describe('trigrams', () => {
  it('pads like pg_trgm', () => {
    expect(trigrams('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
  });
});
