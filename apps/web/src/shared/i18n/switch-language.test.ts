import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endPageTakeOver, startPageTakeOver, switchLanguage } from './i18n';

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

  it('waits while the server page is taken over, then applies the last language picked', async () => {
    startPageTakeOver();
    const picks = Promise.all([switchLanguage('fr'), switchLanguage('en-us')]);
    await new Promise((done) => setTimeout(done, 10));
    expect(announced).toEqual([]);
    endPageTakeOver();
    await picks;
    expect(i18next.language).toBe('en-us');
    expect(announced).not.toContain('fr');
  });

  it('waits for nothing once the page is taken over, however often the end is told', async () => {
    startPageTakeOver();
    endPageTakeOver();
    endPageTakeOver();
    await switchLanguage('fr');
    expect(i18next.language).toBe('fr');
  });
});
