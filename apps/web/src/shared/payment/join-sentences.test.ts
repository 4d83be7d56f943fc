import { LANGUAGES } from '@freight/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources';
import { joinSentences } from './join-sentences';

const paymentT = async (language: (typeof LANGUAGES)[number]) => {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: language, lowerCaseLng: true, defaultNS: 'common' });
  return instance.getFixedT(language, 'payment');
};

describe('joinSentences', () => {
  it('finishes a sentence that lacks its full stop before the next one starts', () => {
    expect(joinSentences('Your credit card company said: No response', 'You can try again.')).toBe(
      'Your credit card company said: No response. You can try again.',
    );
  });

  it('leaves finished sentences and empty parts alone', () => {
    expect(joinSentences('Declined!', '', 'Try again?', '끝.')).toBe('Declined! Try again? 끝.');
  });

  it.each(LANGUAGES)(
    'ends the unanswered-payment notice’s first sentence before "try again" in %s',
    async (language) => {
      const t = await paymentT(language);
      const noResponse = t('result.noResponse');
      const notice = joinSentences(noResponse, t('result.retrySafe'));
      expect(notice.startsWith(noResponse)).toBe(true);
      expect(notice.slice(noResponse.length, noResponse.length + 2)).toMatch(/^[.!?] /u);
    },
  );

  it.each(LANGUAGES)(
    'ends a decline in the card company’s words, unpunctuated, with a full stop in %s',
    async (language) => {
      const t = await paymentT(language);
      expect(joinSentences(t('result.failed', { said: 'Do not honor' }))).toMatch(/Do not honor\.$/u);
    },
  );
});
