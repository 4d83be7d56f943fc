import { ACCOUNT_MESSAGES, ApiErrorSchema, PublicUserSchema, UserSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, latestEmailTo, makeStaff, registerUser, registrationBody } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

describe('temporary accounts', () => {
  it('gives a visitor a temporary account whose key opens their profile', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/create_temp_account/',
      payload: { original_referral_website: 'https://www.kijiji.ca/' },
    });
    expect(response.statusCode).toBe(201);
    const { key, user } = response.json();
    expect(user).toMatchObject({
      status: 'temporary',
      email: null,
      original_referral_website: 'https://www.kijiji.ca/',
    });
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(key) });
    expect(UserSchema.parse(profile.json()).id).toBe(user.id);
  });
});

describe('registration', () => {
  it('creates a registered account and emails a confirmation link', async () => {
    const body = registrationBody({ email: 'Farmer.Jones@Example.com', telephone: '(306) 555-0142' });
    const response = await app.inject({ method: 'POST', url: '/api/user/create_account/', payload: body });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      status: 'verified',
      email: 'farmer.jones@example.com',
      telephone: '+13065550142',
      email_confirmed: false,
    });
    expect((await latestEmailTo(app, 'farmer.jones@example.com')).link).toContain(`/user/verify/${user.id}/`);
  });

  it('upgrades the visitor in place so what they made stays theirs', async () => {
    const visitor = await createTempUser(app);
    const registered = await registerUser(app, {}, auth(visitor.key));
    expect(registered.user.id).toBe(visitor.user.id);
    expect(registered.user.status).toBe('verified');
  });

  it('refuses an email or phone that already has an account, naming the field', async () => {
    const first = await registerUser(app);
    const again = await app.inject({
      method: 'POST',
      url: '/api/user/create_account/',
      payload: registrationBody({ email: first.user.email?.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'account_exists', fields: { email: [expect.any(String)] } });
    const samePhone = await app.inject({
      method: 'POST',
      url: '/api/user/create_account/',
      payload: registrationBody({ telephone: first.user.telephone }),
    });
    expect(samePhone.json()).toMatchObject({ code: 'account_exists', fields: { telephone: [expect.any(String)] } });
  });

  it('says which rule a taken email broke as a code, beside the English message', async () => {
    const first = await registerUser(app);
    const again = await app.inject({
      method: 'POST',
      url: '/api/user/create_account/',
      payload: registrationBody({ email: first.user.email ?? '' }),
    });
    const body = ApiErrorSchema.strict().parse(again.json());
    expect(body.fields).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    expect(body.field_codes).toEqual({ email: [{ code: 'email_taken' }] });
  });

  it('refuses mismatched passwords, a bad email and a short password field by field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/create_account/',
      payload: registrationBody({ email: 'not-an-email', password: 'short', password2: 'other' }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'password', 'password2']);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/user/create_account/',
      payload: registrationBody({ password2: 'something else entirely' }),
    });
    expect(mismatch.json().fields).toHaveProperty('password2');
    const empty = await app.inject({ method: 'POST', url: '/api/user/create_account/', payload: {} });
    expect(empty.json().fields.name).toEqual(['This field is required.']);
  });
});

describe('profiles and who may see them', () => {
  it('asks for a login without a key and refuses an unknown key', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/profile/' })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth('x'.repeat(43)) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('unauthenticated');
  });

  it('never shows or changes another user’s private profile, but staff may', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const staff = await makeStaff(app);
    const url = `/api/user/${owner.user.id}/`;
    expect((await app.inject({ method: 'GET', url, headers: auth(other.key) })).statusCode).toBe(404);
    const patch = await app.inject({ method: 'PATCH', url, headers: auth(other.key), payload: { name: 'Hacked' } });
    expect(patch.statusCode).toBe(404);
    const asStaff = await app.inject({ method: 'GET', url, headers: auth(staff.key) });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().name).toBe(owner.user.name);
    const visitor = await createTempUser(app);
    expect((await app.inject({ method: 'GET', url, headers: auth(visitor.key) })).statusCode).toBe(404);
  });

  it('saves settings and notification choices, normalising enus to en-us', async () => {
    const owner = await registerUser(app);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/user/${owner.user.id}/`,
      headers: auth(owner.key),
      payload: {
        id: owner.user.id,
        unit_choice: 'imp',
        currency_choice: 'USD',
        language_choice: 'enus',
        recieve_sms: false,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      unit_choice: 'imp',
      currency_choice: 'usd',
      language_choice: 'en-us',
      recieve_sms: false,
      recieve_email: true,
    });
  });

  it('refuses a currency or unit system that is not in the reference data', async () => {
    const owner = await registerUser(app);
    const url = `/api/user/${owner.user.id}/`;
    const currency = await app.inject({
      method: 'PATCH',
      url,
      headers: auth(owner.key),
      payload: { currency_choice: 'xyz' },
    });
    const units = await app.inject({
      method: 'PATCH',
      url,
      headers: auth(owner.key),
      payload: { unit_choice: 'furlongs' },
    });
    expect([currency.statusCode, units.statusCode]).toEqual([400, 400]);
    expect(currency.json().fields).toHaveProperty('currency_choice');
  });

  it('asks to confirm a changed email address again', async () => {
    const owner = await registerUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/user/${owner.user.id}/`,
      headers: auth(owner.key),
      payload: { email: 'new.address@example.com' },
    });
    expect(response.json()).toMatchObject({ email: 'new.address@example.com', email_confirmed: false });
    expect((await latestEmailTo(app, 'new.address@example.com')).subject).toMatch(/confirm/i);
  });

  it('shows a public profile to logged-in users without email, phone or bank data', async () => {
    const owner = await registerUser(app);
    const viewer = await registerUser(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/user/${owner.user.id}/public/`,
      headers: auth(viewer.key),
    });
    expect(response.statusCode).toBe(200);
    expect(PublicUserSchema.strict().parse(response.json()).name).toBe(owner.user.name);
    expect(response.body).not.toContain(owner.user.email ?? '@');
    expect(response.body).not.toContain('telephone');
    const anonymous = await app.inject({ method: 'GET', url: `/api/user/${owner.user.id}/public/` });
    expect(anonymous.statusCode).toBe(401);
  });
});
