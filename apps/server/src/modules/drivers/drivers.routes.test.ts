import { ReferenceDataSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

describe('GET /driver/reference_data/', () => {
  it('gives anyone the currency types and the lists the driver forms need', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/driver/reference_data/' });
    expect(response.statusCode).toBe(200);
    const data = ReferenceDataSchema.parse(response.json());
    expect(data.currency_types.slice(0, 2).map((currency) => currency.code)).toEqual(['cad', 'usd']);
    expect(data.regions.find((region) => region.code === 'SK')).toEqual({
      code: 'SK',
      name: 'Saskatchewan',
      country: 'CAN',
    });
    expect(data.regions.filter((region) => region.country === 'USA')).toHaveLength(51);
    expect(data).toMatchObject({ max_vehicles: 6, references_requested: 3, subscription_levels: [0, 1, 2] });
    expect(data.driver_types).toContain('nondriver');
    expect(data.subscription_prices).toEqual([
      { level: 1, price: { amountCents: 19_900, currency: 'cad' }, period: 'year' },
      { level: 2, price: { amountCents: 39_900, currency: 'cad' }, period: 'year' },
    ]);
  });
});
