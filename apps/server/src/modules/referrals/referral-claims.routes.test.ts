import { type KeyResponse, ReferralClaimSchema, StaffReferralClaimPageSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralClaims, referrals } from '../../db/schema';
import { auth, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { completeWith, DELIVERY_CODE, makeConfirmedHaul } from '../delivery/testing';
import { confirmEmailOf, getReferralOf, registerWithCode } from './referrals.test-helpers';

/** Claims are decided by conditional updates: run on PGlite and with DATABASE_URL on PostgreSQL, where races overlap. */
let app: FastifyInstance;
let staff: KeyResponse;

beforeAll(async () => {
  app = await buildTestApp({ config: { referralRewards: { signupCents: 500, firstLoadCents: 5_000 } } });
  staff = await makeStaff(app);
});

afterAll(() => app.close());

/** A referrer and a friend who signed up through their link and confirmed the email: one available claim. */
const referrerWithSignupClaim = async () => {
  const referrer = await registerUser(app);
  const friend = await registerWithCode(app, { code: (await getReferralOf(app, referrer.key)).code });
  await confirmEmailOf(app, friend);
  const [claim] = (await getReferralOf(app, referrer.key)).claims;
  if (!claim) throw new Error('no claim');
  return { referrer, friend, claim };
};

const requestClaim = (key: string, claimId: string) =>
  app.inject({ method: 'POST', url: `/api/refer/claims/${claimId}/request/`, headers: auth(key) });

const decide = (key: string, claimId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/referral_claims/${claimId}/decision/`, headers: auth(key), payload });

const listForStaff = (key: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/referral_claims/${query}`, headers: auth(key) });

describe('POST /refer/claims/{id}/request/', () => {
  it('asks for an available reward once; the second request is 409', async () => {
    const { referrer, claim } = await referrerWithSignupClaim();
    const first = await requestClaim(referrer.key, claim.id);
    expect(first.statusCode).toBe(200);
    expect(ReferralClaimSchema.parse(first.json())).toMatchObject({
      status: 'requested',
      amount: { amountCents: 500 },
    });
    expect((await requestClaim(referrer.key, claim.id)).statusCode).toBe(409);
  });

  it('moves a claim once when requested many times at the same moment', async () => {
    const { referrer, claim } = await referrerWithSignupClaim();
    const responses = await Promise.all(Array.from({ length: 6 }, () => requestClaim(referrer.key, claim.id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('answers 404 for someone else’s claim and for the referred friend, and leaves it available', async () => {
    const { friend, claim } = await referrerWithSignupClaim();
    const stranger = await registerUser(app);
    expect((await requestClaim(stranger.key, claim.id)).statusCode).toBe(404);
    expect((await requestClaim(friend.key, claim.id)).statusCode).toBe(404);
    expect((await requestClaim(stranger.key, 'not-a-uuid')).statusCode).toBe(400);
    const [row] = await app.db.select().from(referralClaims).where(eq(referralClaims.id, claim.id));
    expect(row?.status).toBe('available');
  });
});

describe('staff decide claims under /api/admin/referral_claims/', () => {
  it('refuses everyone but staff with 403, before looking at the body', async () => {
    const { referrer, claim } = await referrerWithSignupClaim();
    expect((await listForStaff(referrer.key)).statusCode).toBe(403);
    expect((await decide(referrer.key, claim.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(referrer.key, claim.id, { decision: 'nonsense' })).statusCode).toBe(403);
    expect((await decide(referrer.key, 'not-a-uuid', {})).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/referral_claims/' })).statusCode).toBe(401);
  });

  it('lists requested claims with both people, then approves and marks paid; the referrer sees each step', async () => {
    const { referrer, friend, claim } = await referrerWithSignupClaim();
    await requestClaim(referrer.key, claim.id);

    const page = StaffReferralClaimPageSchema.parse((await listForStaff(staff.key)).json());
    const listed = page.results.find((result) => result.claim.id === claim.id);
    expect(listed).toMatchObject({
      referrer: { id: referrer.user.id, email: referrer.user.email },
      referred: { id: friend.user.id, email: friend.user.email, email_confirmed: true },
      claim: { status: 'requested', reason: 'signup' },
    });

    expect((await decide(staff.key, claim.id, { decision: 'paid' })).statusCode).toBe(409);
    const approved = await decide(staff.key, claim.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ claim: { status: 'approved' } });
    expect((await decide(staff.key, claim.id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(staff.key, claim.id, { decision: 'paid' })).statusCode).toBe(200);
    expect((await getReferralOf(app, referrer.key)).claims[0]).toMatchObject({ id: claim.id, status: 'paid' });
    const paid = StaffReferralClaimPageSchema.parse((await listForStaff(staff.key, '?status=paid')).json());
    expect(paid.results.map((result) => result.claim.id)).toContain(claim.id);
  });

  it('rejects only with a reason, which the referrer then reads', async () => {
    const { referrer, claim } = await referrerWithSignupClaim();
    await requestClaim(referrer.key, claim.id);
    expect((await decide(staff.key, claim.id, { decision: 'reject' })).statusCode).toBe(400);
    const rejected = await decide(staff.key, claim.id, {
      decision: 'reject',
      reason: 'Same household as the referrer.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await getReferralOf(app, referrer.key)).claims[0]).toMatchObject({
      status: 'rejected',
      decision_note: 'Same household as the referrer.',
    });
    expect((await decide(staff.key, claim.id, { decision: 'paid' })).statusCode).toBe(409);
  });

  it('cannot decide a claim the user has not requested (409) or one that does not exist (404)', async () => {
    const { claim } = await referrerWithSignupClaim();
    expect((await decide(staff.key, claim.id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(staff.key, '0190a0a0-0000-7000-8000-000000000000', { decision: 'approve' })).statusCode).toBe(
      404,
    );
  });
});

describe('first-load reward', () => {
  it('becomes a claim once when the referred shipper’s first load is completed, even if completion is retried', async () => {
    const referrer = await registerUser(app);
    const shipper = await registerWithCode(app, { code: (await getReferralOf(app, referrer.key)).code });
    await confirmEmailOf(app, shipper);

    const { driver, haul } = await makeConfirmedHaul(app, { shipper });
    expect((await completeWith(app, driver.key, haul.id, DELIVERY_CODE)).statusCode).toBe(200);
    expect((await completeWith(app, driver.key, haul.id, DELIVERY_CODE)).statusCode).toBe(409);

    const referral = await getReferralOf(app, referrer.key);
    expect(referral.activity.first_loads).toBe(1);
    expect(referral.activity.referred[0]?.first_load_completed).not.toBeNull();
    const firstLoad = referral.claims.filter((claim) => claim.reason === 'first_load');
    expect(firstLoad).toEqual([
      expect.objectContaining({ amount: { amountCents: 5_000, currency: 'cad' }, status: 'available' }),
    ]);
    const [row] = await app.db.select().from(referrals).where(eq(referrals.referredUserId, shipper.user.id));
    expect(row?.firstLoadHaulId).toBe(haul.id);

    // A second load of the same shipper earns nothing more.
    const next = await makeConfirmedHaul(app, { shipper, driver });
    expect((await completeWith(app, driver.key, next.haul.id, DELIVERY_CODE)).statusCode).toBe(200);
    const after = await getReferralOf(app, referrer.key);
    expect(after.claims.filter((claim) => claim.reason === 'first_load')).toHaveLength(1);
    expect(after.activity.first_loads).toBe(1);
  });

  it('counts a referred driver’s first delivered load too, and nothing for loads of people not referred', async () => {
    const referrer = await registerUser(app);
    const { driver, haul } = await makeConfirmedHaul(app);
    await app.db
      .insert(referrals)
      .values({ referrerUserId: referrer.user.id, referredUserId: driver.user.id, signedUpAt: app.clock.now() });
    const unrelated = await makeConfirmedHaul(app);

    expect((await completeWith(app, driver.key, haul.id, DELIVERY_CODE)).statusCode).toBe(200);
    expect((await completeWith(app, unrelated.driver.key, unrelated.haul.id, DELIVERY_CODE)).statusCode).toBe(200);

    const claims = await app.db.select().from(referralClaims).where(eq(referralClaims.userId, referrer.user.id));
    expect(claims.map((claim) => claim.reason)).toEqual(['first_load']);
  });
});
