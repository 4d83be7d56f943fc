import { describe, expect, it } from 'vitest';
import { splitReferralFromUrl } from './pending-referral';

describe('splitReferralFromUrl', () => {
  it('takes a well-formed code off the address and keeps the rest', () => {
    expect(splitReferralFromUrl('https://freight.test/quote?ref=Abc23xyZ9k&x=1#top')).toEqual({
      code: 'Abc23xyZ9k',
      cleanHref: '/quote?x=1#top',
    });
  });

  it('removes a malformed code without keeping it', () => {
    expect(splitReferralFromUrl('https://freight.test/?ref=%3Cscript%3E')).toEqual({ code: null, cleanHref: '/' });
  });

  it('leaves an address without ?ref= alone', () => {
    expect(splitReferralFromUrl('https://freight.test/dashboard')).toBeNull();
  });
});
