import { CreateAccountBodySchema, DriverInputSchema, fieldCodesFromIssues, VehicleInputSchema } from '@freight/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request-error';
import { resources } from '../i18n/resources';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from './field-errors';

const makeT = async (language: 'en-us' | 'fr' | 'ko') => {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: language, lowerCaseLng: true, defaultNS: 'common' });
  return instance.getFixedT(language, 'fields');
};

/** What the server answers for the same issues: English messages in `fields`, their codes in `field_codes`. */
const serverAnswerFor = (issues: Parameters<typeof fieldCodesFromIssues>[0]) =>
  new ApiRequestError({
    status: 400,
    code: 'validation_failed',
    detail: 'Some fields are missing or invalid.',
    fields: Object.fromEntries(issues.map((issue) => [issue.path.join('.'), [issue.message]])),
    field_codes: fieldCodesFromIssues(issues),
  });

describe('field errors', () => {
  it("words the shared schema's complaints by code in the reader's language, one per field", async () => {
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
      name: 'Veuillez remplir ce champ.',
      email: 'Entrez une adresse courriel valide.',
      telephone: 'Entrez un numéro de téléphone avec son indicatif régional.',
      password: 'Utilisez au moins 8 caractères.',
      password2: 'Les deux mots de passe ne correspondent pas.',
    });
  });

  it('says the same for a server answer as for the form’s own check of the same input', async () => {
    const t = await makeT('ko');
    const parsed = DriverInputSchema.safeParse({
      exp_years: 71,
      exp_accidents: 2.5,
      references: [{ name: 'A', relation: '', company: '', telephone: '', email: 'not-an-email' }],
    });
    const issues = parsed.error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    const fromForm = fieldErrorsFromIssues(t, issues);
    expect(fieldErrorsFromApi(t, serverAnswerFor(issues))).toEqual(fromForm);
    expect(fromForm).toEqual({
      exp_years: '70 이하로 입력해 주세요.',
      exp_accidents: '정수를 입력해 주세요.',
      'references.0.email': '올바른 이메일 주소를 입력해 주세요.',
    });
  });

  it('names a vehicle limit in both units rather than the kilograms the wire carries', async () => {
    const t = await makeT('en-us');
    const parsed = VehicleInputSchema.safeParse({ vehicle_type: 'pickup', capacity_kg: 200_000 });
    expect(fieldErrorsFromIssues(t, parsed.error?.issues ?? []).capacity_kg).toBe(
      'Enter a capacity of at most 100,000 kg (220,462 lb).',
    );
  });

  it('translates the codes of a refusal the server makes itself, and keeps the wording of a code it does not know', async () => {
    const t = await makeT('fr');
    const taken = new ApiRequestError({
      status: 409,
      code: 'account_exists',
      detail: 'An account with this phone number already exists. Log in instead.',
      fields: { telephone: ['An account with this phone number already exists. Log in instead.'], company: ['New.'] },
      field_codes: { telephone: [{ code: 'phone_taken' }], company: [{ code: 'a_code_from_a_newer_server' }] },
    });
    expect(fieldErrorsFromApi(t, taken)).toEqual({
      telephone: 'Un compte existe déjà avec ce numéro de téléphone. Connectez-vous plutôt.',
      company: 'New.',
    });
    expect(fieldErrorsFromApi(t, new Error('boom'))).toEqual({});
  });
});
