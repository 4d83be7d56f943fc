import { type KeyResponse, KeyResponseSchema, type Referral, ReferralSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { auth, latestEmailTo, registrationBody } from '../../testing/accounts';

export const getReferralOf = async (app: FastifyInstance, key: string): Promise<Referral> => {
  const response = await app.inject({ method: 'GET', url: '/api/refer/', headers: auth(key) });
  if (response.statusCode !== 200) throw new Error(`GET /refer/ failed: ${response.body}`);
  return ReferralSchema.parse(response.json());
};

/** Registers a new person sending `code` (optionally from a temporary account made with a code of its own). */
export const registerWithCode = async (
  app: FastifyInstance,
  { code, overrides = {}, visitorKey }: { code?: string; overrides?: Record<string, unknown>; visitorKey?: string },
): Promise<KeyResponse> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/create_account/',
    payload: registrationBody({ accepted_terms: true, ...(code ? { referral_code: code } : {}), ...overrides }),
    headers: visitorKey ? auth(visitorKey) : {},
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return KeyResponseSchema.parse(response.json());
};

export const visitorWithCode = async (app: FastifyInstance, code: string): Promise<KeyResponse> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/create_temp_account/',
    payload: { referral_code: code },
  });
  return KeyResponseSchema.parse(response.json());
};

/** Opens the confirmation link the account was emailed at registration. */
export const confirmEmailOf = async (app: FastifyInstance, account: KeyResponse): Promise<void> => {
  const { code } = await latestEmailTo(app, account.user.email ?? '');
  const verified = await app.inject({
    method: 'POST',
    url: `/api/user/${account.user.id}/verify/?code=${encodeURIComponent(code)}`,
    headers: auth(account.key),
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
};
