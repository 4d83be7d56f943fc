import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from './i18n';

const announced: string[] = [];
const listen = (language: string) => announced.push(language);

describe('switchLanguage', () => {
  beforeEach(async () => {
    await i18next.init({
      lng: 'en-us',
      lowerCaseLng: true,
      supportedLngs: ['en-us', 'fr'],
      load: 'currentOnly',
      fallbackLng: false,
      resources: { 'en-us': { common: { hello: 'Hello' } }, fr: { common: { hello: 'Bonjour' } } },
    });
    announced.length = 0;
    i18next.on('languageChanged', listen);
  });

  afterEach(() => {
    i18next.off('languageChanged', listen);
  });

  it('leaves the screen alone when asked for the language it shows', async () => {
    await switchLanguage('en-us');
    expect(announced).toEqual([]);
  });

  it('switches to another language, once however often it is asked', async () => {
    await Promise.all([switchLanguage('fr'), switchLanguage('fr')]);
    expect(i18next.language).toBe('fr');
    expect(announced).toEqual(['fr']);
  });
});
