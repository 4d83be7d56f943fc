import { ReferAmountsSchema, ReferralShareSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralClaims, referrals } from '../../db/schema';
import { auth, createTempUser, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { listRecentEmails } from '../dev-mailbox';
import { canonicalMailbox } from './referral-attribution';
import { confirmEmailOf, getReferralOf, registerWithCode, visitorWithCode } from './referrals.test-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    config: { referralRewards: { signupCents: 700, firstLoadCents: 4_500 }, publicBaseUrl: 'https://freight.test' },
  });
});

afterAll(() => app.close());

const referralOfUser = async (userId: string) => {
  const [row] = await app.db.select().from(referrals).where(eq(referrals.referredUserId, userId));
  return row;
};

const claimsOfReferrer = (userId: string) =>
  app.db.select().from(referralClaims).where(eq(referralClaims.userId, userId));

const share = (key: string, refer_data: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/refer/', headers: auth(key), payload: { refer_data } });

describe('GET /refer/', () => {
  it('makes a short unguessable code on first use and keeps it, in a link to the welcome page', async () => {
    const referrer = await registerUser(app);
    const first = await getReferralOf(app, referrer.key);
    const second = await getReferralOf(app, referrer.key);
    expect(first.code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(second.code).toBe(first.code);
    expect(first.link).toBe(`https://freight.test/?ref=${first.code}`);
    expect(first.activity).toMatchObject({ shares_sent: 0, sign_ups: 0, first_loads: 0, shares: [], referred: [] });
    expect(first.claims).toEqual([]);
  });

  it('gives every user a different code', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1)
      codes.add((await getReferralOf(app, (await registerUser(app)).key)).code);
    expect(codes.size).toBe(5);
  });

  it('is for registered accounts: a temporary visitor gets 403, no key 401', async () => {
    const visitor = await createTempUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/refer/', headers: auth(visitor.key) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/refer/' })).statusCode).toBe(401);
  });
});

describe('GET /refer/refer_amounts/', () => {
  it('answers the amounts from configuration, to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/refer/refer_amounts/' });
    expect(response.statusCode).toBe(200);
    expect(ReferAmountsSchema.parse(response.json())).toEqual({
      signup: { amountCents: 700, currency: 'cad' },
      first_load: { amountCents: 4_500, currency: 'cad' },
    });
  });

  it('follows other configured amounts, and 0 earns no claim', async () => {
    const other = await buildTestApp({ config: { referralRewards: { signupCents: 0, firstLoadCents: 12_345 } } });
    try {
      const amounts = ReferAmountsSchema.parse(
        (await other.inject({ method: 'GET', url: '/api/refer/refer_amounts/' })).json(),
      );
      expect(amounts.first_load.amountCents).toBe(12_345);
      expect(amounts.signup.amountCents).toBe(0);
      const referrer = await registerUser(other);
      const friend = await registerWithCode(other, { code: (await getReferralOf(other, referrer.key)).code });
      await confirmEmailOf(other, friend);
      expect((await getReferralOf(other, referrer.key)).activity.sign_ups).toBe(1);
      expect((await getReferralOf(other, referrer.key)).claims).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('attribution', () => {
  it('counts a sign-up through the link at registration and turns the reward into a claim at confirmation', async () => {
    const referrer = await registerUser(app);
    const { code } = await getReferralOf(app, referrer.key);
    const friend = await registerWithCode(app, { code, overrides: { name: 'Marie-Eve Tremblay' } });

    const beforeConfirming = await getReferralOf(app, referrer.key);
    expect(beforeConfirming.activity.sign_ups).toBe(1);
    expect(beforeConfirming.activity.referred).toEqual([
      expect.objectContaining({ name: 'Marie-Eve T.', email_confirmed: false, first_load_completed: null }),
    ]);
    expect(beforeConfirming.claims).toEqual([]);

    await confirmEmailOf(app, friend);
    const after = await getReferralOf(app, referrer.key);
    expect(after.activity.referred[0]?.email_confirmed).toBe(true);
    expect(after.claims).toEqual([
      expect.objectContaining({
        reason: 'signup',
        amount: { amountCents: 700, currency: 'cad' },
        status: 'available',
        referred_name: 'Marie-Eve T.',
      }),
    ]);
  });

  it('keeps the code of a visitor who arrived through the link until they register', async () => {
    const referrer = await registerUser(app);
    const { code } = await getReferralOf(app, referrer.key);
    const visitor = await visitorWithCode(app, code);
    expect((await getReferralOf(app, referrer.key)).activity.sign_ups).toBe(0);

    const friend = await registerWithCode(app, { visitorKey: visitor.key });
    expect(friend.user.id).toBe(visitor.user.id);
    expect((await referralOfUser(friend.user.id))?.referrerUserId).toBe(referrer.user.id);
    expect((await getReferralOf(app, referrer.key)).activity.sign_ups).toBe(1);
  });

  it('refers a user at most once: the first link wins over a code sent later', async () => {
    const first = await registerUser(app);
    const second = await registerUser(app);
    const firstCode = (await getReferralOf(app, first.key)).code;
    const secondCode = (await getReferralOf(app, second.key)).code;
    const visitor = await visitorWithCode(app, firstCode);
    const friend = await registerWithCode(app, { visitorKey: visitor.key, code: secondCode });

    expect((await referralOfUser(friend.user.id))?.referrerUserId).toBe(first.user.id);
    expect((await getReferralOf(app, second.key)).activity.sign_ups).toBe(0);
    const rows = await app.db.select().from(referrals).where(eq(referrals.referredUserId, friend.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses self-referral: another spelling of the referrer’s own mailbox earns nothing', async () => {
    const referrer = await registerUser(app, { email: `ann.lee.${process.pid}@gmail.com` });
    const { code } = await getReferralOf(app, referrer.key);
    const twin = await registerWithCode(app, { code, overrides: { email: `AnnLee.${process.pid}+2@googlemail.com` } });
    const visitor = await visitorWithCode(app, code);
    const twinFromVisit = await registerWithCode(app, {
      visitorKey: visitor.key,
      overrides: { email: `a.n.n.lee.${process.pid}+x@gmail.com` },
    });
    await confirmEmailOf(app, twin);

    expect(await referralOfUser(twin.user.id)).toBeUndefined();
    expect(await referralOfUser(twinFromVisit.user.id)).toBeUndefined();
    expect((await getReferralOf(app, referrer.key)).activity.sign_ups).toBe(0);
    expect(await claimsOfReferrer(referrer.user.id)).toEqual([]);
  });

  it('does not refer someone who logs into their existing account after arriving through a link', async () => {
    const referrer = await registerUser(app);
    const existing = await registerUser(app);
    const visitor = await visitorWithCode(app, (await getReferralOf(app, referrer.key)).code);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: auth(visitor.key),
      payload: { username: existing.user.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await referralOfUser(existing.user.id)).toBeUndefined();
    expect(await referralOfUser(visitor.user.id)).toBeUndefined();
  });

  it('ignores unknown and malformed codes, answering exactly as without a code', async () => {
    for (const code of ['ZZZZZZZZZZ', '../../etc', 'x'.repeat(64), '']) {
      const account = await registerWithCode(app, { code });
      expect(account.user.status).toBe('verified');
      expect(await referralOfUser(account.user.id)).toBeUndefined();
    }
    const visitor = await visitorWithCode(app, 'NoSuchCode99');
    expect(visitor.user.status).toBe('temporary');
    expect(await referralOfUser(visitor.user.id)).toBeUndefined();
  });

  it('confirming the email twice earns one sign-up claim', async () => {
    const referrer = await registerUser(app);
    const friend = await registerWithCode(app, { code: (await getReferralOf(app, referrer.key)).code });
    await confirmEmailOf(app, friend);
    const again = await app.inject({ method: 'POST', url: '/api/user/send_verify_email/', headers: auth(friend.key) });
    expect(again.statusCode).toBe(200);
    await confirmEmailOf(app, friend);
    expect(await claimsOfReferrer(referrer.user.id)).toHaveLength(1);
  });
});

describe('POST /refer/', () => {
  it('mails the invitation with the sender’s link to the development mailbox and records the share', async () => {
    const referrer = await registerUser(app, { name: 'Dana Prairie' });
    const { link } = await getReferralOf(app, referrer.key);
    const to = `friend.${process.pid}@example.com`;

    const response = await share(referrer.key, { channel: 'email', email: `  ${to.toUpperCase()} ` });

    expect(response.statusCode).toBe(201);
    expect(ReferralShareSchema.parse(response.json())).toMatchObject({ channel: 'email', recipient: to });
    const mail = (await listRecentEmails(app.db)).find((email) => email.to === to);
    expect(mail?.subject).toBe('Dana Prairie invites you to Freight Dispatch');
    expect(mail?.text).toContain(link);
    const referral = await getReferralOf(app, referrer.key);
    expect(referral.activity.shares_sent).toBe(1);
    expect(referral.activity.shares[0]).toMatchObject({ channel: 'email', recipient: to });
  });

  it('records text, link and native shares without mailing anything', async () => {
    const referrer = await registerUser(app);
    for (const channel of ['text', 'link', 'native']) {
      const response = await share(referrer.key, { channel });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ channel, recipient: null });
    }
    expect((await getReferralOf(app, referrer.key)).activity.shares_sent).toBe(3);
  });

  it('refuses an email share without a valid address (400) and visitors (403)', async () => {
    const referrer = await registerUser(app);
    expect((await share(referrer.key, { channel: 'email', email: 'not-an-address' })).statusCode).toBe(400);
    expect((await share(referrer.key, { channel: 'email' })).statusCode).toBe(400);
    expect((await share(referrer.key, { channel: 'fax' })).statusCode).toBe(400);
    const visitor = await createTempUser(app);
    expect((await share(visitor.key, { channel: 'link' })).statusCode).toBe(403);
  });

  it('cannot be used to spam: one address hears at most 3 times a day, a sender sends at most 20', async () => {
    const senders = [await registerUser(app), await registerUser(app)];
    const target = `target.${process.pid}@example.com`;
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await share(senders[index % 2]?.key ?? '', { channel: 'email', email: target })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await listRecentEmails(app.db)).filter((email) => email.to === target)).toHaveLength(3);

    const busy = await registerUser(app);
    const sent: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      sent.push(
        (await share(busy.key, { channel: 'email', email: `n${index}.${process.pid}@example.com` })).statusCode,
      );
    }
    expect(sent.filter((status) => status === 201)).toHaveLength(20);
    expect(sent.at(-1)).toBe(429);
  });
});

describe('canonicalMailbox', () => {
  it('treats case, +tags and Gmail dots as one mailbox, and other domains literally', () => {
    expect(canonicalMailbox('Ann.Lee+ref@GMail.com')).toBe('annlee@gmail.com');
    expect(canonicalMailbox('ann.lee@googlemail.com')).toBe('annlee@gmail.com');
    expect(canonicalMailbox('ann.lee+x@example.com')).toBe('ann.lee@example.com');
    expect(canonicalMailbox('ann.lee@example.com')).not.toBe(canonicalMailbox('annlee@example.com'));
  });
});
