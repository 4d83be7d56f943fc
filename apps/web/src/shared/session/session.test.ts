import { describe, expect, it } from 'vitest';
import { splitTokenFromUrl } from './session';

describe('splitTokenFromUrl', () => {
  it('takes the key out of the address and keeps the rest of it', () => {
    expect(splitTokenFromUrl('https://app.example/user/information?token=k3y&tab=2#display')).toEqual({
      token: 'k3y',
      cleanHref: '/user/information?tab=2#display',
    });
  });

  it('leaves an address without a key alone', () => {
    expect(splitTokenFromUrl('https://app.example/quote?token=')).toBeNull();
    expect(splitTokenFromUrl('https://app.example/quote')).toBeNull();
  });
});
