import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { PasswordHashCost } from '../platform/auth/passwords';
import type { Clock } from '../platform/clock';
import { type Config, loadConfig } from '../platform/config';
import type { FileStorage } from '../platform/storage/file-storage';
import { createTestDatabase } from './test-database';

const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 8, timeCost: 1 };

/** Settings as production would parse them, with test defaults; a test overrides only what it is about. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    MAIL_DIR: mkdtempSync(path.join(tmpdir(), 'freight-mail-')),
    FILES_DIR: mkdtempSync(path.join(tmpdir(), 'freight-files-')),
    // Every injected request comes from one address; tests about these limits set small ones of their own.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
    VISITORS_PER_ADDRESS_PER_HOUR: '100000',
  }),
  // argon2id's least cost: a sign-up is in most files' setup, and the full cost (~30 ms of CPU each) was several
  // percent of the suite. Hashing and verifying still run for real; the cost is read back from each hash.
  passwordHashCost: TEST_PASSWORD_HASH_COST,
  ...overrides,
});

/** A clock a test can move forward, to reach expiry without waiting. */
export const testClock = (start = new Date('2026-06-01T15:00:00Z')) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  } satisfies Clock & { advance: (ms: number) => void };
};

/** The whole app on a fresh database of its own; call `app.close()` after the file's tests. */
export const buildTestApp = async ({
  config,
  clock,
  storage,
  onQuery,
}: {
  config?: Partial<Config>;
  clock?: Clock;
  storage?: FileStorage;
  /** Sees the SQL of every statement the app runs (query-counter.ts). */
  onQuery?: (sql: string) => void;
} = {}): Promise<FastifyInstance> => {
  const database = await createTestDatabase({ onQuery });
  return buildApp({ config: testConfig(config), database, logger: false, clock, storage });
};
