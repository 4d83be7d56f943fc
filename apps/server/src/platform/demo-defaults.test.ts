import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { captureLogLines, makeAcceptedHaul, payHaulByCard } from '../modules/payments/testing';
import type { DatabaseHandle } from '../platform/db/database';
import { productionDemoConfig } from '../testing/production-config';
import { createTestDatabase } from '../testing/test-database';

const startWarnings = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.level === 40 && String(line.msg).startsWith('DEMO MODE, NOT FOR REAL USERS'));

describe('a production demo (ALLOW_DEMO_DEFAULTS=true)', () => {
  // Made in a hook, whose limit is sized for setup on a busy machine; each test then only starts an app on one.
  let databases: DatabaseHandle[] = [];
  beforeAll(async () => {
    databases = [await createTestDatabase(), await createTestDatabase()];
  });
  const database = (index: number) => {
    const handle = databases[index];
    if (!handle) throw new Error('the test databases were not made');
    return handle;
  };

  it('warns at start naming each development default in force, and its sandbox still takes payments', async () => {
    const log = captureLogLines();
    const app = await buildApp({
      config: productionDemoConfig({ PUBLIC_BASE_URL: 'http://demo.freight.example' }),
      database: database(0),
      logger: { stream: log.stream },
    });
    try {
      const [warning] = startWarnings(log.lines);
      expect(startWarnings(log.lines)).toHaveLength(1);
      expect(warning?.demoDefaults).toEqual([
        expect.stringMatching(/^MAIL_TRANSPORT=dev /),
        expect.stringMatching(/^PAYMENT_GATEWAY=sandbox /),
        expect.stringMatching(/^PUBLIC_BASE_URL=http:\/\/demo\.freight\.example /),
      ]);
      expect(warning?.msg).toContain('PAYMENT_GATEWAY=sandbox (card payments are simulated, no money moves)');

      const { shipper, haul } = await makeAcceptedHaul(app);
      const paid = await payHaulByCard(app, shipper.key, haul.id);
      expect(paid.statusCode).toBe(200);
      expect(log.charges()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('warns of nothing once mail, payments and the public address are real', async () => {
    const log = captureLogLines();
    const app = await buildApp({
      config: productionDemoConfig({
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_API_URL: 'http://127.0.0.1:1',
      }),
      database: database(1),
      logger: { stream: log.stream },
    });
    await app.close();
    expect(log.lines.length).toBeGreaterThan(0);
    expect(startWarnings(log.lines)).toEqual([]);
  });
});
