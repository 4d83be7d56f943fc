import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { hashSecret } from '../auth/tokens';
import { findSessionUserId, findSignedInTokenHashes } from './realtime-sessions';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

describe('realtime sessions', () => {
  it('finds the user of a signed-in key, and nobody for an unknown one', async () => {
    const alice = await registerUser(app);
    expect(await findSessionUserId(app.db, hashSecret(alice.key))).toBe(alice.user.id);
    expect(await findSessionUserId(app.db, hashSecret('never-issued-key-never-issued-key'))).toBeNull();
  });

  it('tells which of many key hashes are still signed in, in one query', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const unknown = hashSecret('never-issued-key-never-issued-key');
    const signedIn = await findSignedInTokenHashes(app.db, [hashSecret(alice.key), unknown, hashSecret(bob.key)]);
    expect(signedIn).toEqual(new Set([hashSecret(alice.key), hashSecret(bob.key)]));
    expect(await findSignedInTokenHashes(app.db, [])).toEqual(new Set());
    expect(await findSignedInTokenHashes(app.db, ["x','y"])).toEqual(new Set());
  });
});
