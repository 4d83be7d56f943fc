import { PublicConfigSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../testing/build-test-app';
import { startTwilioStandIn } from '../../testing/twilio-stand-in';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    config: {
      mapTiles: {
        street: 'https://tile.example/{z}/{x}/{y}.png',
        satellite: null,
        attribution: '© Example Maps',
      },
    },
  });
});

afterAll(() => app.close());

describe('GET /public-config', () => {
  it('tells the web app the office phones and where map tiles come from', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    const body = PublicConfigSchema.parse(response.json());
    expect(body.officePhones).toEqual(testConfig().officePhones);
    expect(body.mapTiles).toEqual({
      street: 'https://tile.example/{z}/{x}/{y}.png',
      satellite: null,
      attribution: '© Example Maps',
    });
  });

  it('says every tracker is off unless configured, so the web loads none', async () => {
    const body = PublicConfigSchema.parse((await app.inject({ method: 'GET', url: '/api/public-config' })).json());
    expect(body.analytics).toEqual({ metaPixelId: null, ga4MeasurementId: null, hotjarSiteId: null });
  });

  it('says texts are unavailable with no SMS provider, and available with one', async () => {
    const body = PublicConfigSchema.parse((await app.inject({ method: 'GET', url: '/api/public-config' })).json());
    expect(body.isSmsAvailable).toBe(false);

    const twilio = await startTwilioStandIn();
    const texting = await buildTestApp({ config: { sms: twilio.smsConfig() } });
    try {
      const answer = await texting.inject({ method: 'GET', url: '/api/public-config' });
      expect(PublicConfigSchema.parse(answer.json()).isSmsAvailable).toBe(true);
      expect(answer.body).not.toContain('twilio-test-auth-token');
    } finally {
      await texting.close();
      await twilio.close();
    }
  });
});
