import { SIGNATURE_POINTS_MAX } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { signaturePath, signatureViewBox, toSignature } from './signature-strokes';

describe('toSignature', () => {
  it('scales a pad’s strokes to the 0..1000 square and keeps the pad’s aspect', () => {
    const signature = toSignature(
      [
        {
          points: [
            { x: 0, y: 0 },
            { x: 150, y: 50 },
          ],
        },
        { points: [{ x: 300, y: 100 }] },
      ],
      300,
      100,
    );
    expect(signature).toEqual({
      aspect: 3,
      strokes: [
        [
          [0, 0],
          [500, 500],
        ],
        [[1000, 1000]],
      ],
    });
  });

  it('answers null for an empty pad, so an unsigned form cannot be sent', () => {
    expect(toSignature([], 300, 100)).toBeNull();
    expect(toSignature([{ points: [] }], 300, 100)).toBeNull();
  });

  it('keeps points drawn past the edge on it and drops points past the server’s limit', () => {
    const many = Array.from({ length: SIGNATURE_POINTS_MAX + 10 }, (_, index) => ({ x: index % 400, y: -5 }));
    const signature = toSignature([{ points: many }], 200, 100);
    expect(signature?.strokes[0]?.length).toBe(SIGNATURE_POINTS_MAX);
    expect(signature?.strokes[0]?.[0]).toEqual([0, 0]);
    expect(signature?.strokes[0]?.[399]).toEqual([1000, 0]);
  });
});

describe('signaturePath', () => {
  it('draws each stroke as a line in a viewBox as wide as the aspect says', () => {
    const signature = {
      aspect: 2,
      strokes: [
        [
          [0, 0],
          [500, 1000],
        ],
        [[100, 100]],
      ] as [number, number][][],
    };
    expect(signatureViewBox(signature)).toBe('0 0 2000 1000');
    expect(signaturePath(signature)).toBe('M0 0L1000 1000M200 100L201 100');
  });
});
