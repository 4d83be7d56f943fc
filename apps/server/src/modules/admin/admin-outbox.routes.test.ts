import { AdminAuditPageSchema, AdminLeadPageSchema, AdminOutboxPageSchema } from '@freight/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls, outboxMessages } from '../../db/schema';
import { auth, createTempUser, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeQuotedHaul } from '../../testing/hauls';

let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof makeStaff>>;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));

beforeAll(async () => {
  app = await buildTestApp({ clock });
  staff = await makeStaff(app);
});
afterAll(() => app.close());

const get = (url: string, key = staff.key) => app.inject({ method: 'GET', url: `/api${url}`, headers: auth(key) });

describe('GET /admin/outbox/', () => {
  it('lists emails and SMS newest first, by channel, status and recipient, with one-time codes blanked', async () => {
    const person = await registerUser(app);
    const email = person.user.email ?? '';
    await app.db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: '+13065550199',
      body: 'New load near you',
      status: 'failed',
      error: 'carrier refused',
    });
    const page = AdminOutboxPageSchema.parse(
      (await get(`/admin/outbox/?recipient=${encodeURIComponent(email)}`)).json(),
    );
    expect(page.count).toBe(1);
    const [verification] = page.results;
    expect(verification).toMatchObject({
      channel: 'email',
      recipient: email,
      subject: 'Confirm your email address',
      kind: 'verify_email',
      status: 'sent',
    });
    expect(verification?.body).toContain(`/user/verify/${person.user.id}/…`);
    const [stored] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const code = stored?.body.match(/\/user\/verify\/[^/]+\/(\S+)/)?.[1] ?? 'missing';
    expect(verification?.body).not.toContain(code);

    const failedSms = AdminOutboxPageSchema.parse((await get('/admin/outbox/?channel=sms&status=failed')).json());
    expect(failedSms.results).toEqual([
      expect.objectContaining({ recipient: '+13065550199', status: 'failed', error: 'carrier refused' }),
    ]);
    expect((await get('/admin/outbox/?channel=pigeon')).statusCode).toBe(400);
  });
});

describe('GET /admin/leads/', () => {
  it('lists quotes that ended in “call the office”, newest first, with the contact when there is one', async () => {
    const registered = await registerUser(app);
    const visitor = await createTempUser(app);
    const fromRegistered = await makeQuotedHaul(app, registered.key);
    clock.advance(60_000);
    const fromVisitor = await makeQuotedHaul(app, visitor.key);
    await makeQuotedHaul(app, registered.key);
    for (const id of [fromRegistered.id, fromVisitor.id]) {
      await app.db.update(hauls).set({ quoteOutcome: 'no_quote' }).where(eq(hauls.id, id));
    }
    const page = AdminLeadPageSchema.parse((await get('/admin/leads/')).json());
    expect(page.results.map((lead) => lead.haul_id)).toEqual([fromVisitor.id, fromRegistered.id]);
    expect(page.results[0]).toMatchObject({ registered: false, contact: { email: null, telephone: null } });
    expect(page.results[1]).toMatchObject({
      registered: true,
      origin: 'Regina, SK',
      destination: 'Winnipeg, MB',
      make_model: 'Kubota M7-172 tractor',
      contact: { id: registered.user.id, email: registered.user.email, telephone: registered.user.telephone },
    });
  });
});

describe('GET /admin/audit/', () => {
  it('reads the trail by who and when, and shows refused attempts on their own', async () => {
    const other = await makeStaff(app);
    const outsider = await registerUser(app);
    clock.advance(86_400_000);
    await get('/admin/money/', other.key);
    await get('/admin/money/', outsider.key);
    await app.auditWritten();

    const byName = AdminAuditPageSchema.parse(
      (await get(`/admin/audit/?staff=${encodeURIComponent(other.user.name)}`)).json(),
    );
    expect(byName.results).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/api/admin/money/',
        action: 'money.view',
        status_code: 200,
        user: expect.objectContaining({ id: other.user.id, is_staff: true }),
      }),
    ]);
    const refused = AdminAuditPageSchema.parse((await get('/admin/audit/?refused=true')).json());
    expect(refused.results).toEqual([
      expect.objectContaining({
        status_code: 403,
        user: expect.objectContaining({ id: outsider.user.id, is_staff: false }),
      }),
    ]);
    const day = clock.now().toISOString().slice(0, 10);
    const thatDay = AdminAuditPageSchema.parse((await get(`/admin/audit/?from=${day}&to=${day}`)).json());
    expect(thatDay.results.map((row) => row.user?.id)).toEqual(
      expect.arrayContaining([other.user.id, outsider.user.id]),
    );
    const dayBefore = AdminAuditPageSchema.parse(
      (await get(`/admin/audit/?to=2026-06-01&staff=${other.user.id}`)).json(),
    );
    expect(dayBefore.count).toBe(0);
  });

  it('answers the request even when its audit row cannot be written', async () => {
    await app.db.execute(sql`alter table staff_audit_log rename to staff_audit_log_away`);
    try {
      const response = await get('/admin/money/');
      expect(response.statusCode).toBe(200);
      await app.auditWritten();
    } finally {
      await app.db.execute(sql`alter table staff_audit_log_away rename to staff_audit_log`);
    }
  });
});
