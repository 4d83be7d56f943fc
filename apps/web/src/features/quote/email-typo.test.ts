import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-typo';

describe('suggestEmail', () => {
  it('suggests the provider a misspelt address most likely meant', () => {
    expect(suggestEmail('dana.prairie@gmial.com')).toBe('dana.prairie@gmail.com');
    expect(suggestEmail('farm@sasktel.nt')).toBe('farm@sasktel.net');
    expect(suggestEmail('family@hotmial.ca')).toBe('family@hotmail.ca');
  });

  it('leaves a good address alone', () => {
    expect(suggestEmail('dana.prairie@gmail.com')).toBeNull();
    expect(suggestEmail('orders@bourgault.com')).toBeNull();
    expect(suggestEmail('not-an-address')).toBeNull();
  });
});
