import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema';
import { auth, createTempUser, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';

let app: FastifyInstance;
/** Every non-staff caller the product has: each must be refused by every admin endpoint. */
let callers: { role: string; key: string | null; userId: string | null; status: number }[];
let staff: { key: string; userId: string };

beforeAll(async () => {
  app = await buildTestApp();
  const temporary = await createTempUser(app);
  const shipper = await makeConfirmedShipper(app);
  const basic = await makeDriver(app, { level: 0 });
  const premium = await makeDriver(app, { level: 2 });
  callers = [
    { role: 'visitor without a key', key: null, userId: null, status: 401 },
    { role: 'temporary account', key: temporary.key, userId: temporary.user.id, status: 403 },
    { role: 'shipper', key: shipper.key, userId: shipper.user.id, status: 403 },
    { role: 'basic driver', key: basic.key, userId: basic.user.id, status: 403 },
    { role: 'premium driver', key: premium.key, userId: premium.user.id, status: 403 },
  ];
  const made = await makeStaff(app);
  staff = { key: made.key, userId: made.user.id };
});

afterAll(() => app.close());

/** The route's URL with every parameter filled with an id that names nothing. */
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, crypto.randomUUID());

const send = (method: string, url: string, key: string | null) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: key ? auth(key) : {},
    ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
  });

/** The routes come from the app itself, so endpoints other modules add under /api/admin are covered as they land. */
const adminRoutes = () => app.adminRoutes.filter((route) => route.method !== 'HEAD');

describe('every /api/admin endpoint', () => {
  it('is registered (the list this file walks is not empty)', () => {
    const urls = adminRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/drivers/',
        'PUT /api/admin/drivers/:id/decision/',
        'GET /api/admin/hauls/',
        'PUT /api/admin/hauls/:id/cancel/',
        'GET /api/admin/money/',
        'GET /api/admin/audit/',
      ]),
    );
  });

  it('refuses every non-staff role, before reading the body, and records each refusal', async () => {
    const seen: string[] = [];
    for (const route of app.adminRoutes) {
      for (const caller of callers) {
        const url = urlOf(route.url);
        const response = await send(route.method, url, caller.key);
        seen.push(`${route.method} ${route.url} as ${caller.role}: ${response.statusCode}`);
        expect(response.statusCode, `${route.method} ${route.url} as ${caller.role}`).toBe(caller.status);
        if (route.method !== 'HEAD')
          expect(response.json().code).toBe(caller.status === 401 ? 'unauthenticated' : 'forbidden');
      }
    }
    expect(seen.length).toBe(app.adminRoutes.length * callers.length);
    await app.auditWritten();
    for (const caller of callers.filter((one) => one.userId)) {
      const refused = await app.db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.staffUserId, caller.userId ?? ''), eq(staffAuditLog.statusCode, 403)));
      expect(refused.length, caller.role).toBe(app.adminRoutes.length);
    }
  });

  it('records a refusal whose path holds a NUL, which the database cannot store as it is', async () => {
    const shipper = callers.find((caller) => caller.role === 'shipper');
    const response = await send('PUT', '/api/admin/hauls/%00/cancel/', shipper?.key ?? null);
    expect(response.statusCode).toBe(403);
    await app.auditWritten();
    const rows = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.staffUserId, shipper?.userId ?? ''), eq(staffAuditLog.targetId, '\uFFFD')));
    expect(rows).toHaveLength(1);
  });

  it('leaves an audit row for every request staff make, with the route pattern and never the query', async () => {
    for (const route of adminRoutes()) {
      const url = `${urlOf(route.url)}?token=${staff.key}`;
      const response = await send(route.method, url, staff.key);
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(500);
      await app.auditWritten();
      const rows = await app.db
        .select()
        .from(staffAuditLog)
        .where(
          and(
            eq(staffAuditLog.staffUserId, staff.userId),
            eq(staffAuditLog.method, route.method),
            eq(staffAuditLog.route, route.url),
          ),
        );
      expect(rows, `${route.method} ${route.url}`).toHaveLength(1);
      expect(rows[0]?.statusCode).toBe(response.statusCode);
      expect(JSON.stringify(rows[0])).not.toContain(staff.key);
    }
  });
});
