import { HaulPageSchema, HaulSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { queryCounter } from '../../testing/query-counter';
import { pickUpWith } from '../inspections/testing';
import { completeWith, DELIVERY_CODE, getHaul, makeAcceptedHaul, makeConfirmedHaul } from './delivery.test-helpers';

const clock = testClock();
const counter = queryCounter();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock, onQuery: counter.onQuery });
});

afterAll(() => app.close());

const locate = (key: string, haulId: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/haul/${haulId}/location/`, headers: auth(key), payload: body });

describe('the delivery code in the haul view (completion_code)', () => {
  it('is shown to the shipper and staff only', async () => {
    const { shipper, haul } = await makeConfirmedHaul(app);
    const staff = await makeStaff(app);
    expect(HaulSchema.parse((await getHaul(app, shipper.key, haul.id)).json()).completion_code).toBe(DELIVERY_CODE);
    expect(HaulSchema.parse((await getHaul(app, staff.key, haul.id)).json()).completion_code).toBe(DELIVERY_CODE);
  });

  it('never reaches the driver holding the load, from any endpoint that answers a haul', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const answers = [
      await getHaul(app, driver.key, haul.id),
      await app.inject({ method: 'GET', url: '/api/haul/driving/', headers: auth(driver.key) }),
      await app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/accept/`, headers: auth(driver.key) }),
      await pickUpWith(app, driver.key, haul.id),
      await completeWith(app, driver.key, haul.id, DELIVERY_CODE),
    ];
    expect(HaulSchema.parse(answers[0]?.json()).completion_code).toBeNull();
    const driving = HaulPageSchema.parse(answers[1]?.json());
    expect(driving.results.find((result) => result.id === haul.id)?.completion_code).toBeNull();
    // Whatever each answers (a view, or an error for a move that no longer applies), the code is in none of them.
    for (const answer of answers) expect(answer.body).not.toContain(DELIVERY_CODE);
    expect(answers[4]?.statusCode).toBe(200);
  });

  it('is null before confirmation, and for other drivers', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    expect(HaulSchema.parse((await getHaul(app, shipper.key, haul.id)).json()).completion_code).toBeNull();
    const other = await makeDriver(app);
    expect((await getHaul(app, other.key, haul.id)).body).not.toContain(DELIVERY_CODE);
  });
});

describe('POST /haul/{id}/location/ (postLocation) and driver_location', () => {
  it('stores the assigned driver’s position and shows the latest to the shipper', async () => {
    const { shipper, driver, haul } = await makeConfirmedHaul(app);
    expect(HaulSchema.parse((await getHaul(app, shipper.key, haul.id)).json()).driver_location).toBeNull();

    const first = await locate(driver.key, haul.id, { lat: 50.45, lon: -104.62, accuracy: 12 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ location: [-104.62, 50.45] });
    clock.advance(30_000);
    const second = await locate(driver.key, haul.id, { lat: 50.1, lon: -101.5 });
    expect(second.statusCode).toBe(201);

    const seen = HaulSchema.parse((await getHaul(app, shipper.key, haul.id)).json());
    expect(seen.driver_location).toEqual({ location: [-101.5, 50.1], at: clock.now().toISOString() });
  });

  it('checks no key for the driver’s next position: a position leaves their kept session alone', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    expect((await locate(driver.key, haul.id, { lat: 50.45, lon: -104.62 })).statusCode).toBe(201);
    clock.advance(30_000);
    const queries = await counter.during(async () => {
      expect((await locate(driver.key, haul.id, { lat: 50.4, lon: -104.2 })).statusCode).toBe(201);
    });
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((statement) => statement.includes('from "auth_tokens"'))).toEqual([]);
  });

  it('takes locations only from the assigned driver while the load travels', async () => {
    const { shipper, driver, haul } = await makeAcceptedHaul(app);
    expect((await locate(driver.key, haul.id, { lat: 50, lon: -104 })).statusCode).toBe(409);
    const other = await makeDriver(app);
    expect((await locate(other.key, haul.id, { lat: 50, lon: -104 })).statusCode).toBe(404);
    expect((await locate(shipper.key, haul.id, { lat: 50, lon: -104 })).statusCode).toBe(403);
  });

  it('refuses positions off the globe or missing (400)', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    for (const body of [{ lat: 91, lon: 0 }, { lat: 0, lon: -181 }, { lat: 50 }, { lat: '50', lon: '-104' }]) {
      const response = await locate(driver.key, haul.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});
