import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema';
import { auth, createTempUser, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';

const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

const track = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/userdata/', payload: payload as object, headers, remoteAddress });

const eventsOfType = (type: string) => app.db.select().from(trackingEvents).where(eq(trackingEvents.type, type));

describe('POST /userdata/', () => {
  it('stores a signed-in user’s event with its data and location (204)', async () => {
    const user = await registerUser(app);
    const response = await track(
      {
        type: 'quote_viewed',
        data: { haul: 'abc', step: 2 },
        location: { lat: 52.13, lon: -106.67, label: 'Saskatoon, SK', id: 'place-1', accuracy: 30 },
      },
      auth(user.key),
    );

    expect(response.statusCode).toBe(204);
    const [event] = await eventsOfType('quote_viewed');
    expect(event).toMatchObject({
      userId: user.user.id,
      data: { haul: 'abc', step: 2, location_label: 'Saskatoon, SK', location_id: 'place-1' },
      lon: -106.67,
      lat: 52.13,
      accuracyM: 30,
    });
  });

  it('takes events from visitors with a temporary key and from callers with none', async () => {
    const visitor = await createTempUser(app);
    expect((await track({ type: 'visitor_event' }, auth(visitor.key))).statusCode).toBe(204);
    expect((await track({ type: 'anonymous_event', data: {} })).statusCode).toBe(204);
    expect((await eventsOfType('visitor_event'))[0]?.userId).toBe(visitor.user.id);
    expect(await eventsOfType('anonymous_event')).toMatchObject([{ userId: null, data: {}, lon: null }]);
  });

  it('refuses a missing or long type, data that is not an object or over 8 KB, and bad locations (400)', async () => {
    const bodies = [
      {},
      { type: '' },
      { type: 'x'.repeat(65) },
      { type: 'ok', data: 'text' },
      { type: 'ok', data: [1, 2] },
      { type: 'ok', data: { blob: 'x'.repeat(8 * 1024) } },
      { type: 'ok', location: { lat: 100, lon: 0 } },
    ];
    for (const body of bodies) {
      const response = await track(body, {}, '198.51.100.1');
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await eventsOfType('ok')).toHaveLength(0);
  });

  it('limits each IP address to 120 events a minute (429 with Retry-After), not others', async () => {
    clock.advance(60_000);
    const statuses = [];
    for (let index = 0; index < 121; index += 1) {
      statuses.push((await track({ type: 'flood' }, {}, '192.0.2.50')).statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    const refused = await track({ type: 'flood' }, {}, '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await track({ type: 'flood' }, {}, '192.0.2.51')).statusCode).toBe(204);
  });
});
