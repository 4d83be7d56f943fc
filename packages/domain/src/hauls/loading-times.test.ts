import { describe, expect, it } from 'vitest';
import { PlaceDetailsInputSchema } from '../api/hauls.contract';
import { LOADING_TIME_WORDING, LOADING_TIMES } from './loading-times';

describe('loading times in a place update', () => {
  it.each(LOADING_TIMES)('reads %s from its code and from the spec’s wording', (code) => {
    expect(PlaceDetailsInputSchema.parse({ loading_times: code }).loading_times).toBe(code);
    expect(PlaceDetailsInputSchema.parse({ loading_times: LOADING_TIME_WORDING[code] }).loading_times).toBe(code);
  });

  it('takes the wording in any case, and still refuses anything else', () => {
    expect(PlaceDetailsInputSchema.parse({ loading_times: '8 TO 5 - monday to friday' }).loading_times).toBe(
      'weekdays_8_to_5',
    );
    expect(PlaceDetailsInputSchema.safeParse({ loading_times: '9 to 5' }).success).toBe(false);
    expect(PlaceDetailsInputSchema.parse({ loading_times: null }).loading_times).toBeNull();
  });
});
