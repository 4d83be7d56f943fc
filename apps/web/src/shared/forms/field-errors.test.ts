import { ACCOUNT_MESSAGES, CreateAccountBodySchema } from '@freight/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request-error';
import { resources } from '../i18n/resources';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from './field-errors';

const makeT = async (language: 'en-us' | 'fr') => {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: language, lowerCaseLng: true, defaultNS: 'common' });
  return instance.getFixedT(language, 'fields');
};

describe('field errors', () => {
  it("words the shared schema's complaints in the reader's language, one per field", async () => {
    const t = await makeT('fr');
    const parsed = CreateAccountBodySchema.safeParse({
      name: ' ',
      email: 'not-an-email',
      telephone: '12',
      password: 'short',
      password2: 'other',
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsFromIssues(t, parsed.error?.issues ?? [])).toEqual({
      name: 'Veuillez entrer votre nom complet.',
      email: 'Entrez une adresse courriel valide.',
      telephone: 'Entrez un numéro de téléphone avec son indicatif régional.',
      password: 'Utilisez au moins 8 caractères.',
      password2: 'Les deux mots de passe ne correspondent pas.',
    });
  });

  it('translates the fields a server refusal names, and keeps wording it does not know', async () => {
    const t = await makeT('fr');
    const taken = new ApiRequestError({
      status: 409,
      code: 'account_exists',
      detail: ACCOUNT_MESSAGES.phoneTaken,
      fields: { telephone: [ACCOUNT_MESSAGES.phoneTaken], company: ['Something new.'] },
    });
    expect(fieldErrorsFromApi(t, taken)).toEqual({
      telephone: 'Un compte existe déjà avec ce numéro de téléphone. Connectez-vous plutôt.',
      company: 'Something new.',
    });
    expect(fieldErrorsFromApi(t, new Error('boom'))).toEqual({});
  });
});
