import { ApiErrorSchema, DriverSchema, StaffDriverPageSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../db/schema';
import { auth, createTempUser, latestEmailTo, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeCompleteProfile, makeSubmittedProfile } from '../../testing/driver-profiles';

let app: FastifyInstance;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

type Method = 'PUT' | 'GET' | 'DELETE';
const call = (method: Method, url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

const decide = (driverId: string, key: string | undefined, body: object) =>
  call('PUT', `/staff/drivers/${driverId}/decision/`, key, body);

describe('GET /staff/drivers/', () => {
  it('lists the profiles waiting for review, longest waiting first, page by page', async () => {
    const staff = await makeStaff(app);
    const first = await makeSubmittedProfile(app);
    clock.advance(60_000);
    const second = await makeSubmittedProfile(app);
    await makeCompleteProfile(app);
    const page = StaffDriverPageSchema.parse((await call('GET', '/staff/drivers/?page_size=1', staff.key)).json());
    expect(page).toMatchObject({ count: 2, page: 1, page_size: 1 });
    expect(page.results[0]).toMatchObject({
      user: { id: first.user.id, name: first.user.name, email: first.user.email },
      driver: { id: first.driver.id, profile_state: 'submitted' },
    });
    const next = StaffDriverPageSchema.parse(
      (await call('GET', '/staff/drivers/?state=submitted&page=2&page_size=1', staff.key)).json(),
    );
    expect(next.results.map((result) => result.driver.id)).toEqual([second.driver.id]);
    const incomplete = StaffDriverPageSchema.parse(
      (await call('GET', '/staff/drivers/?state=incomplete', staff.key)).json(),
    );
    expect(incomplete.results.every((result) => result.driver.profile_state === 'incomplete')).toBe(true);
  });

  it('is for staff only', async () => {
    const driver = await makeSubmittedProfile(app);
    const shipper = await makeConfirmedShipper(app);
    const visitor = await createTempUser(app);
    for (const caller of [driver, shipper, visitor]) {
      expect((await call('GET', '/staff/drivers/', caller.key)).statusCode).toBe(403);
    }
    expect((await call('GET', '/staff/drivers/')).statusCode).toBe(401);
    const staff = await makeStaff(app);
    expect((await call('GET', '/staff/drivers/?state=lost', staff.key)).statusCode).toBe(400);
  });
});

describe('PUT /staff/drivers/{id}/decision/', () => {
  it('approves a submitted profile, lets the driver search and accept, and emails them', async () => {
    const staff = await makeStaff(app);
    const owner = await makeSubmittedProfile(app);
    const response = await decide(owner.driver.id, staff.key, { decision: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(DriverSchema.parse(response.json())).toMatchObject({
      profile_state: 'approved',
      decided_at: clock.now().toISOString(),
      decision_reason: null,
      access: { can_search: true, can_accept: true, gaps: [] },
    });
    const [row] = await app.db.select().from(drivers).where(eq(drivers.id, owner.driver.id));
    expect(row?.decidedBy).toBe(staff.user.id);
    const email = await latestEmailTo(app, owner.user.email ?? '');
    expect(email.subject).toBe('Your driver profile is approved');
    expect(email.link).toMatch(/\/user\/driver$/);
  });

  it('rejects with the reason the driver reads in the app and by email', async () => {
    const staff = await makeStaff(app);
    const owner = await makeSubmittedProfile(app);
    const noReason = await decide(owner.driver.id, staff.key, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(noReason.json()).fields).toEqual({ reason: ['Tell the driver why.'] });
    const reason = 'The insurance policy number does not match the insurer’s records.';
    expect((await decide(owner.driver.id, staff.key, { decision: 'reject', reason })).statusCode).toBe(200);
    const seen = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(seen).toMatchObject({ profile_state: 'rejected', decision_reason: reason });
    const email = await latestEmailTo(app, owner.user.email ?? '');
    expect(email.subject).toBe('Your driver profile needs changes');
    expect(email.text).toContain(reason);
    const resubmitted = await app.inject({
      method: 'POST',
      url: '/api/driver/submit_for_approval/',
      headers: auth(owner.key),
      payload: {},
    });
    expect(DriverSchema.parse(resubmitted.json())).toMatchObject({ profile_state: 'submitted', decision_reason: null });
  });

  it('decides only a submitted profile, once', async () => {
    const staff = await makeStaff(app);
    const otherStaff = await makeStaff(app);
    const owner = await makeSubmittedProfile(app);
    const [one, two] = await Promise.all([
      decide(owner.driver.id, staff.key, { decision: 'approve' }),
      decide(owner.driver.id, otherStaff.key, { decision: 'reject', reason: 'Too late.' }),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);
    const incomplete = await makeCompleteProfile(app);
    expect((await decide(incomplete.driver.id, staff.key, { decision: 'approve' })).statusCode).toBe(409);
    const missing = '0197a000-0000-7000-8000-000000000001';
    expect((await decide(missing, staff.key, { decision: 'approve' })).statusCode).toBe(404);
  });

  it('will not approve a profile that lost a section after it was submitted', async () => {
    const staff = await makeStaff(app);
    const owner = await makeSubmittedProfile(app);
    const [vehicle] = owner.driver.vehicles;
    await app.inject({ method: 'DELETE', url: `/api/vehicle/${vehicle?.id}/`, headers: auth(owner.key) });
    const response = await decide(owner.driver.id, staff.key, { decision: 'approve' });
    expect(response.statusCode).toBe(409);
    expect(Object.keys(ApiErrorSchema.parse(response.json()).fields ?? {})).toEqual(['vehicles']);
  });

  it('is for staff only, whatever the body', async () => {
    const owner = await makeSubmittedProfile(app);
    expect((await decide(owner.driver.id, owner.key, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(owner.driver.id, owner.key, { decision: 'maybe' })).statusCode).toBe(403);
    expect((await decide(owner.driver.id, undefined, { decision: 'approve' })).statusCode).toBe(401);
    const seen = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(seen.profile_state).toBe('submitted');
  });
});
