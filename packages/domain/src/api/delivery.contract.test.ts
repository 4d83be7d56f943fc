import { describe, expect, it } from 'vitest';
import {
  CompleteQuerySchema,
  DELIVERY_CODE_MISSING_MESSAGE,
  RejectDriverBodySchema,
  ReviewBodySchema,
  TRACKING_DATA_MAX_BYTES,
  TrackingBodySchema,
} from './delivery.contract';

describe('delivery wire schemas', () => {
  it('says the spec’s sentence when the delivery code is missing or blank', () => {
    for (const query of [{}, { code: '' }, { code: '  ' }]) {
      const result = CompleteQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DELIVERY_CODE_MISSING_MESSAGE);
    }
    expect(CompleteQuerySchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
  });

  it('measures tracking data in UTF-8 bytes, not characters', () => {
    // 'é' is 2 bytes: this many fit by characters but not by bytes.
    const overhead = JSON.stringify({ text: '' }).length;
    const accents = 'é'.repeat(Math.floor((TRACKING_DATA_MAX_BYTES - overhead) / 2) + 1);
    expect(TrackingBodySchema.safeParse({ type: 't', data: { text: accents } }).success).toBe(false);
    const ascii = 'e'.repeat(TRACKING_DATA_MAX_BYTES - overhead);
    expect(TrackingBodySchema.safeParse({ type: 't', data: { text: ascii } }).success).toBe(true);
    expect(TrackingBodySchema.parse({ type: 't' }).data).toEqual({});
  });

  it('wants a reason to reject and 1 to 5 whole stars to review', () => {
    expect(RejectDriverBodySchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(ReviewBodySchema.parse({ stars: 5 })).toEqual({ stars: 5, comment: '' });
    for (const stars of [0, 6, 2.5]) expect(ReviewBodySchema.safeParse({ stars }).success).toBe(false);
  });
});
