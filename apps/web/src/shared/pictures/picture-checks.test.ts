import { PICTURE_MAX_BYTES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { createWarningThrottle, splitBySize } from './picture-checks';

const fileOf = (bytes: number, name: string) => ({ size: bytes, name }) as File;

describe('splitBySize', () => {
  it('keeps pictures up to exactly 16 MB and sets aside anything bigger', () => {
    const exact = fileOf(PICTURE_MAX_BYTES, 'exact.jpg');
    const over = fileOf(PICTURE_MAX_BYTES + 1, 'over.jpg');
    expect(splitBySize([exact, over])).toEqual({ accepted: [exact], tooLarge: [over] });
  });
});

describe('createWarningThrottle', () => {
  it('warns at most once every 5 seconds', () => {
    const shouldWarn = createWarningThrottle();
    expect(shouldWarn(1_000)).toBe(true);
    expect(shouldWarn(1_001)).toBe(false);
    expect(shouldWarn(5_999)).toBe(false);
    expect(shouldWarn(6_000)).toBe(true);
  });
});
