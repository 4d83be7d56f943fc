import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../db/database';
import { vapidKeysFor } from './vapid-keys';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const embedded = { vapidKeys: null, subject: 'mailto:ops@freight.test', extraServiceOrigins: [] };

describe('VAPID keys', () => {
  it('makes one P-256 pair and gives every later caller (every process, every restart) the same one', async () => {
    const first = await vapidKeysFor(database.db, embedded);
    const again = await Promise.all([vapidKeysFor(database.db, embedded), vapidKeysFor(database.db, embedded)]);

    expect(again).toEqual([first, first]);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.publicKey);
  });

  it('uses the configured pair instead', async () => {
    const vapidKeys = { publicKey: 'configured-public', privateKey: 'configured-private' };
    expect(await vapidKeysFor(database.db, { ...embedded, vapidKeys })).toEqual(vapidKeys);
  });
});
