import { PaymentRequestListSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makeAcceptedHaul } from './payment-test-fixtures';

/** Paying some other way than by card: a request staff follow up. */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

describe('POST /purchase/request_payment/ and GET /admin/payment_requests/', () => {
  it('records a shipper’s and a driver’s request for staff, who alone can list them', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/purchase/request_payment/',
      headers: auth(shipper.key),
      payload: { haul_id: haul.id, note: 'We pay by bank transfer.' },
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().request).toMatchObject({ purpose: 'haul', haul_id: haul.id, status: 'open' });
    const driver = await makeDriver(app);
    const forPlan = await app.inject({
      method: 'POST',
      url: '/api/purchase/request_payment/',
      headers: auth(driver.key),
      payload: { driver: true, level: 1 },
    });
    expect(forPlan.json().request).toMatchObject({ purpose: 'subscription', note: 'Plan level 1.' });
    const stranger = await makeConfirmedShipper(app);
    const notTheirs = await app.inject({
      method: 'POST',
      url: '/api/purchase/request_payment/',
      headers: auth(stranger.key),
      payload: { haul_id: haul.id },
    });
    expect(notTheirs.statusCode).toBe(404);

    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/payment_requests/', headers: auth(shipper.key) })).statusCode,
    ).toBe(403);
    const staff = await makeStaff(app);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/payment_requests/', headers: auth(staff.key) });
    const requests = PaymentRequestListSchema.parse(listed.json());
    expect(requests.map((request) => request.id)).toEqual(
      expect.arrayContaining([asked.json().request.id, forPlan.json().request.id]),
    );
    expect(requests.find((request) => request.haul_id === haul.id)).toMatchObject({
      note: 'We pay by bank transfer.',
      user: { id: shipper.user.id },
    });
  });
});
