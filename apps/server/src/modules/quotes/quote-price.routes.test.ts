import { ApiErrorSchema, HaulSchema, QuotePriceSchema } from '@freight/domain';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls } from '../../db/schema';
import { auth, createTempUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { TRACTOR_QUOTE } from '../../testing/hauls';
import { WIDE_QUOTE } from '../../testing/posted-hauls';
import { queryCounter } from '../../testing/query-counter';

const counter = queryCounter();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ onQuery: counter.onQuery });
});

afterAll(() => app.close());

const haulCount = async () => (await app.db.select({ n: count() }).from(hauls))[0]?.n ?? 0;

const price = (key: string | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/quote/price/', headers: key ? auth(key) : {}, payload });

describe('POST /quote/price/', () => {
  it('prices a load as the stored quote would, writing nothing and reading only the key', async () => {
    const visitor = await createTempUser(app);
    const before = await haulCount();
    let body: unknown;
    const queries = await counter.during(async () => {
      const response = await price(visitor.key, TRACTOR_QUOTE);
      expect(response.statusCode).toBe(200);
      body = response.json();
    });
    const priced = QuotePriceSchema.parse(body);
    expect(queries).toHaveLength(1);
    expect(await haulCount()).toBe(before);

    const stored = await app.inject({
      method: 'POST',
      url: '/api/quote/',
      headers: auth(visitor.key),
      payload: TRACTOR_QUOTE,
    });
    const haul = HaulSchema.parse(stored.json());
    expect(priced).toEqual({ outcome: haul.quote.outcome, rate: haul.rate });
    expect(priced.outcome).toBe('rate');
  });

  it('says a load past routine permits needs bids, with no price', async () => {
    const visitor = await createTempUser(app);
    const priced = QuotePriceSchema.parse((await price(visitor.key, WIDE_QUOTE)).json());
    expect(priced).toEqual({ outcome: 'pending', rate: null });
  });

  it('refuses the same place at both ends with its field code, and a request without a key with 401', async () => {
    const visitor = await createTempUser(app);
    const same = await price(visitor.key, { ...TRACTOR_QUOTE, destination: TRACTOR_QUOTE.origin });
    expect(same.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(same.json()).field_codes?.destination?.[0]).toMatchObject({ code: 'same_as_origin' });
    expect((await price(null, TRACTOR_QUOTE)).statusCode).toBe(401);
  });
});
