import { LANGUAGES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGUES, emailTranslator } from './email-texts';

/** Each leaf path with the placeholders its text uses: "verify.subject" -> []. */
const shapeOf = (node: unknown, prefix = ''): string[] =>
  Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [
          `${prefix}${key} ${[...value.matchAll(/\{\{(\w+)\}\}/g)]
            .map((match) => match[1])
            .sort()
            .join(',')}`,
        ]
      : shapeOf(value, `${prefix}${key}.`),
  );

describe('email texts', () => {
  it.each(LANGUAGES)('has every English key, with the same placeholders, in %s', (language) => {
    expect(shapeOf(EMAIL_CATALOGUES[language]).sort()).toEqual(shapeOf(EMAIL_CATALOGUES['en-us']).sort());
  });

  it('translates French, Spanish and Korean rather than repeating the English', () => {
    for (const language of ['fr', 'es', 'ko'] as const) {
      expect(emailTranslator(language)('verify.subject')).not.toBe(emailTranslator('en-us')('verify.subject'));
    }
  });

  it('fills placeholders with the values as given', () => {
    expect(emailTranslator('fr')('layout.greeting', { name: 'Zoé <b>' })).toBe('Bonjour Zoé <b>,');
  });
});
