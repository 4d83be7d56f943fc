import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { PRODUCTION_ENV } from '../config.test-helpers';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id at 19 MiB and 2 passes in every environment a server starts in, whatever the environment says', () => {
    for (const env of [{}, { NODE_ENV: 'test' }, PRODUCTION_ENV]) {
      expect(loadConfig(env).passwordHashCost).toEqual({ memoryCost: 19_456, timeCost: 2 });
    }
  });

  it('carry their cost, so a hash made at a lower cost (the server tests) still verifies, and only its password', async () => {
    const full = await hashPassword('correct horse battery');
    expect(full).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const cheap = await hashPassword('correct horse battery', { memoryCost: 8, timeCost: 1 });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    for (const hash of [full, cheap]) {
      expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
      expect(await verifyPassword(hash, 'correct horse')).toBe(false);
    }
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 19_456, timeCost: 2 });
  });
});
