import { describe, expect, it } from 'vitest';
import { formatWait } from './wait-format';

describe('formatWait', () => {
  it.each([
    [1, 'en-us', '1 second'],
    [45, 'en-us', '45 seconds'],
    [61, 'en-us', '2 minutes'],
    [720, 'fr', '12 minutes'],
    [30, 'es', '30 segundos'],
    [3601, 'ko', '2시간'],
  ] as const)('words %d s in %s as %s', (waitS, language, expected) => {
    expect(formatWait(waitS, language)).toBe(expected);
  });

  it('never says less than a second, nor a fraction', () => {
    expect(formatWait(0, 'en-us')).toBe('1 second');
    expect(formatWait(1.2, 'en-us')).toBe('2 seconds');
  });
});
