import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-typo';

describe('suggestEmail', () => {
  it('suggests the provider a misspelt address most likely meant', () => {
    expect(suggestEmail('dana.prairie@gmial.com')).toBe('dana.prairie@gmail.com');
    expect(suggestEmail('farm@sasktel.nt')).toBe('farm@sasktel.net');
    expect(suggestEmail('family@hotmial.ca')).toBe('family@hotmail.ca');
  });

  it('knows the prairie and Canadian providers as well as the big webmail ones', () => {
    const typos: [string, string][] = [
      ['grain@shaw.cq', 'grain@shaw.ca'],
      ['grain@telus.nte', 'grain@telus.net'],
      ['grain@mts.ner', 'grain@mts.net'],
      ['grain@xplornet.cm', 'grain@xplornet.com'],
      ['grain@sasktell.net', 'grain@sasktel.net'],
      ['grain@outlok.com', 'grain@outlook.com'],
      ['grain@yaho.com', 'grain@yahoo.com'],
      ['grain@iclod.com', 'grain@icloud.com'],
    ];
    for (const [typed, meant] of typos) expect(suggestEmail(typed), typed).toBe(meant);
  });

  it('ignores case and spaces around the address, and says nothing when only the case differs', () => {
    expect(suggestEmail('  Dana@GMIAL.com ')).toBe('dana@gmail.com');
    expect(suggestEmail('Dana@Gmail.com')).toBeNull();
  });

  it('leaves a good address alone', () => {
    expect(suggestEmail('grain@mts.net')).toBeNull();
    expect(suggestEmail('grain@shaw.ca')).toBeNull();
    expect(suggestEmail('dana.prairie@gmail.com')).toBeNull();
    expect(suggestEmail('orders@bourgault.com')).toBeNull();
    expect(suggestEmail('not-an-address')).toBeNull();
  });
});
