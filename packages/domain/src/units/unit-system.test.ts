import { describe, expect, it } from 'vitest';
import { parseUnitSystem } from './unit-system';

describe('parseUnitSystem', () => {
  it.each(['metric', 'imp'] as const)('reads the stored %s as itself', (value) => {
    expect(parseUnitSystem(value)).toBe(value);
  });

  it.each([null, undefined, '', 'Metric', 'imperial', ' imp'])(
    'gives null for %j, which is no unit system',
    (value) => {
      expect(parseUnitSystem(value)).toBeNull();
    },
  );
});
