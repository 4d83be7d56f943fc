import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request-error';
import { resources } from './resources';
import { translateApiError } from './translate-api-error';

const makeT = async (language: 'en-us' | 'fr' | 'ko') => {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: language, lowerCaseLng: true, defaultNS: 'common' });
  return instance.getFixedT(language, 'errors');
};

const failure = (code: string, detail = 'Server wording.') => new ApiRequestError({ status: 400, code, detail });

describe('translateApiError', () => {
  it('shows the translation of a known error code', async () => {
    const t = await makeT('fr');
    expect(translateApiError(t, failure('route_not_found'))).toBe('Cette adresse n’existe pas.');
  });

  it('keeps the spec wording for a chat reply refusal', async () => {
    const t = await makeT('en-us');
    expect(translateApiError(t, failure('user_cant_respond'))).toBe(
      'You cannot respond to this message, contact admin for more details',
    );
  });

  it('says what happened for a refusal with its own code, not the generic concurrent-edit sentence', async () => {
    const english = await makeT('en-us');
    const paid = new ApiRequestError({ status: 409, code: 'haul_already_paid', detail: 'This load is already paid.' });
    expect(translateApiError(english, paid)).toBe('This load is already paid.');
    expect(translateApiError(english, paid)).not.toBe(translateApiError(english, failure('conflict')));
    const korean = await makeT('ko');
    const busy = new ApiRequestError({ status: 409, code: 'payment_in_progress', detail: 'Still processing.' });
    expect(translateApiError(korean, busy)).toBe('이 화물에 대한 이전 결제가 아직 처리 중입니다. 잠시 기다려 주세요.');
  });

  it('says how long to wait in the reader’s language, from the seconds the server gave', async () => {
    const throttled = (retry_after_s?: number) =>
      new ApiRequestError({ status: 429, code: 'login_throttled', detail: 'Please wait 12 minutes.', retry_after_s });
    expect(translateApiError(await makeT('fr'), throttled(700))).toBe(
      'Trop de tentatives échouées. Veuillez patienter 12 minutes et réessayer, ou réinitialisez votre mot de passe.',
    );
    expect(translateApiError(await makeT('en-us'), throttled(1))).toBe(
      'Too many failed attempts. Please wait 1 second and try again, or reset your password.',
    );
    expect(translateApiError(await makeT('ko'), throttled(30))).toBe(
      '로그인 실패가 너무 많습니다. 30초 후 다시 시도하거나 비밀번호를 재설정해 주세요.',
    );
    expect(translateApiError(await makeT('fr'), throttled())).toContain('patienter un instant');
  });

  it("falls back to the server's detail for a code it has no translation for", async () => {
    const t = await makeT('fr');
    expect(translateApiError(t, failure('brand_new_code', 'Something new happened.'))).toBe('Something new happened.');
  });

  it('gives a generic message for an error that did not come from the API', async () => {
    const t = await makeT('en-us');
    expect(translateApiError(t, new Error('boom'))).toBe('Something went wrong on our side. Please try again later.');
  });
});
