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

type Method = 'PUT' | 'GET' | 'DELETE' | 'POST';
const call = (method: Method, url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

const decide = (driverId: string, key: string | undefined, body: object) =>
  call('PUT', `/admin/drivers/${driverId}/decision/`, key, body);

describe('GET /admin/drivers/', () => {
  it('lists the profiles waiting for review, longest waiting first, page by page', async () => {
    const staff = await makeStaff(app);
    const first = await makeSubmittedProfile(app);
    clock.advance(60_000);
    const second = await makeSubmittedProfile(app);
    await makeCompleteProfile(app);
    const page = StaffDriverPageSchema.parse((await call('GET', '/admin/drivers/?page_size=1', staff.key)).json());
    expect(page).toMatchObject({ count: 2, page: 1, page_size: 1 });
    expect(page.results[0]).toMatchObject({
      user: { id: first.user.id, name: first.user.name, email: first.user.email },
      driver: { id: first.driver.id, profile_state: 'submitted' },
    });
    const next = StaffDriverPageSchema.parse(
      (await call('GET', '/admin/drivers/?state=submitted&page=2&page_size=1', staff.key)).json(),
    );
    expect(next.results.map((result) => result.driver.id)).toEqual([second.driver.id]);
    const incomplete = StaffDriverPageSchema.parse(
      (await call('GET', '/admin/drivers/?state=incomplete', staff.key)).json(),
    );
    expect(incomplete.results.every((result) => result.driver.profile_state === 'incomplete')).toBe(true);
  });

  it('is for staff only', async () => {
    const driver = await makeSubmittedProfile(app);
    const shipper = await makeConfirmedShipper(app);
    const visitor = await createTempUser(app);
    for (const caller of [driver, shipper, visitor]) {
      expect((await call('GET', '/admin/drivers/', caller.key)).statusCode).toBe(403);
    }
    expect((await call('GET', '/admin/drivers/')).statusCode).toBe(401);
    const staff = await makeStaff(app);
    expect((await call('GET', '/admin/drivers/?state=lost', staff.key)).statusCode).toBe(400);
  });
});

describe('PUT /admin/drivers/{id}/decision/', () => {
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

describe('what the review queue shows staff', () => {
  const queued = async (key: string, driverId: string) => {
    await app.auditWritten();
    const page = StaffDriverPageSchema.parse((await call('GET', '/admin/drivers/?page_size=50', key)).json());
    return page.results.find((result) => result.driver.id === driverId);
  };

  it('flags insurance that has run out or runs out within 30 days', async () => {
    const staff = await makeStaff(app);
    const owner = await makeCompleteProfile(app);
    for (const [make, expiry] of [
      ['Peterbilt', '2026-05-20'],
      ['Kenworth', '2026-06-25'],
      ['Volvo', '2027-01-31'],
    ]) {
      await call('POST', '/vehicle/', owner.key, { vehicle_type: 'hotshot', make, insurance_expiry: expiry });
    }
    await call('POST', '/driver/submit_for_approval/', owner.key, {});
    const review = await queued(staff.key, owner.driver.id);
    const byMake = (make: string) =>
      review?.insurance_flags.find(
        (flag) => review.driver.vehicles.find((vehicle) => vehicle.id === flag.vehicle_id)?.make === make,
      );
    expect(byMake('Peterbilt')).toMatchObject({ state: 'expired', expiry: '2026-05-20', days_left: -12 });
    expect(byMake('Kenworth')).toMatchObject({ state: 'expiring', days_left: 24 });
    expect(byMake('Volvo')).toBeUndefined();
  });

  it('keeps the history of decisions: a rejection with its reason, then the approval, and who decided', async () => {
    const staff = await makeStaff(app);
    const owner = await makeSubmittedProfile(app);
    const reason = 'The licence plate is missing on the hotshot.';
    expect((await decide(owner.driver.id, staff.key, { decision: 'reject', reason })).statusCode).toBe(200);
    await call('POST', '/driver/submit_for_approval/', owner.key, {});
    const resubmitted = await queued(staff.key, owner.driver.id);
    expect(resubmitted?.decisions).toEqual([
      { at: expect.any(String), decision: 'reject', reason, staff: { id: staff.user.id, name: staff.user.name } },
    ]);
    expect((await decide(owner.driver.id, staff.key, { decision: 'approve' })).statusCode).toBe(200);
    await app.auditWritten();
    const approved = StaffDriverPageSchema.parse(
      (await call('GET', '/admin/drivers/?state=approved', staff.key)).json(),
    );
    const history = approved.results.find((result) => result.driver.id === owner.driver.id)?.decisions;
    expect(history?.map((entry) => [entry.decision, entry.reason])).toEqual([
      ['reject', reason],
      ['approve', null],
    ]);
  });
});
