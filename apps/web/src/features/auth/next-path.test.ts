import { describe, expect, it } from 'vitest';
import { readNextPath } from './next-path';

describe('readNextPath', () => {
  it.each([
    ['/user/information', '/user/information'],
    ['/job/h1/bid?amount=5#form', '/job/h1/bid?amount=5#form'],
  ])('keeps the site path %s', (next, expected) => {
    expect(readNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['user'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/login?next=/user'],
  ])('refuses %s', (next) => {
    expect(readNextPath(next)).toBeNull();
  });
});
