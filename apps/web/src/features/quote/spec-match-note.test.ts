import { LANGUAGES, type Language } from '@freight/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../shared/i18n/resources';
import { specMatchNote } from './spec-match-note';

const quoteT = async (language: Language) => {
  const instance = i18next.createInstance();
  // As the app does (shared/i18n/i18n.ts): React escapes, so a name like "8R 340/370/410" stays as typed.
  await instance.init({
    resources,
    lng: language,
    lowerCaseLng: true,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'quote');
};

describe('specMatchNote', () => {
  it('says nothing when the answer is the machine itself', async () => {
    expect(specMatchNote(await quoteT('en-us'), { name: 'Kubota M7-174 Premium', match: 'model' })).toBeUndefined();
  });

  it('names the relative, the series row or the typical size and asks the user to check them', async () => {
    const t = await quoteT('en-us');
    expect(specMatchNote(t, { name: 'Kubota M7-174', match: 'relative' })).toBe(
      'Dimensions of the Kubota M7-174, a close relative: please check them.',
    );
    expect(specMatchNote(t, { name: 'Case IH Steiger (Steiger series)', match: 'series' })).toBe(
      'Dimensions of the Case IH Steiger (Steiger series), which cover the whole series: please check them.',
    );
    expect(specMatchNote(t, { name: 'an air drill of 60 ft', match: 'typical' })).toBe(
      'Typical dimensions for an air drill of 60 ft: please check them.',
    );
  });

  it.each(LANGUAGES)(
    'says it in %s, with the machine named and a different text for each kind of answer',
    async (language) => {
      const t = await quoteT(language);
      const notes = (['series', 'relative', 'typical'] as const).map((match) =>
        specMatchNote(t, { name: 'Kubota M7-174', match }),
      );
      for (const note of notes) expect(note).toContain('Kubota M7-174');
      expect(new Set(notes).size).toBe(3);
    },
  );
});
