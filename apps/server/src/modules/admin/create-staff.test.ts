import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KeyResponseSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, users } from '../../db/schema';
import { embeddedDatabaseInUse } from '../../platform/db/data-dir-in-use';
import { latestEmailTo, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { holdFileOpen } from '../../testing/hold-file-open';
import { CreateStaffRefused, createOrPromoteStaff } from './create-staff';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const deps = () => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  log: pino({ level: 'silent' }),
  baseUrl: 'https://freight.example',
});

const userOf = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

describe('createOrPromoteStaff (npm run create-staff)', () => {
  it('makes a verified staff account without a password, whose owner chooses one with the emailed link', async () => {
    const result = await createOrPromoteStaff(deps(), { email: ' Morgan.Ops@Freight.example ', name: 'Morgan Ops' });
    if (result.outcome !== 'created') throw new Error(`expected created, got ${result.outcome}`);
    expect(result.emailed).toBe(true);
    expect(result.link).toMatch(/^https:\/\/freight\.example\/user\/reset\/\S+$/);
    expect(await userOf(result.userId)).toMatchObject({
      email: 'morgan.ops@freight.example',
      name: 'Morgan Ops',
      status: 'verified',
      isStaff: true,
      passwordHash: null,
    });
    const email = await latestEmailTo(app, 'morgan.ops@freight.example');
    expect(email).toMatchObject({ subject: 'Your staff account', link: result.link });

    const chosen = await app.inject({
      method: 'POST',
      url: '/api/user/change_password/',
      payload: { code: email.code, password: 'staff console 2026', password2: 'staff console 2026' },
    });
    expect(chosen.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'morgan.ops@freight.example', password: 'staff console 2026' },
    });
    expect(KeyResponseSchema.parse(login.json()).user.is_staff).toBe(true);
    const [audit] = await app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, result.userId));
    expect(audit).toMatchObject({ method: 'CLI', action: 'staff.create', statusCode: 201, staffUserId: null });
  });

  it('promotes an existing account, keeping its password, and says so when it is staff already', async () => {
    const person = await registerUser(app);
    expect(person.user.is_staff).toBe(false);
    const before = await userOf(person.user.id);
    const promoted = await createOrPromoteStaff(deps(), { email: person.user.email ?? '' });
    expect(promoted).toEqual({ outcome: 'promoted', userId: person.user.id });
    const after = await userOf(person.user.id);
    expect(after).toMatchObject({ isStaff: true, passwordHash: before?.passwordHash });
    expect(await createOrPromoteStaff(deps(), { email: person.user.email ?? '' })).toEqual({
      outcome: 'already_staff',
      userId: person.user.id,
    });
  });

  it('refuses something that is not an email address', async () => {
    await expect(createOrPromoteStaff(deps(), { email: 'morgan' })).rejects.toBeInstanceOf(CreateStaffRefused);
  });
});

describe('embeddedDatabaseInUse', () => {
  it('says why when another process has the embedded data folder open, and never for PostgreSQL', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'freight-staff-cli-'));
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17');
    expect(await embeddedDatabaseInUse({ dataDir, databaseUrl: undefined, port: 1 })).toBeNull();
    const holder = await holdFileOpen(path.join(dataDir, 'PG_VERSION'));
    try {
      const refusal = await embeddedDatabaseInUse({ dataDir, databaseUrl: undefined, port: 1 });
      expect(refusal).toContain(`The embedded database in ${dataDir} is open in another process`);
      expect(refusal).toContain(`pid ${holder.pid}`);
      expect(
        await embeddedDatabaseInUse({ dataDir, databaseUrl: 'postgres://postgres@127.0.0.1/x', port: 1 }),
      ).toBeNull();
    } finally {
      holder.release();
    }
  });
});
