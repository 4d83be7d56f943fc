import { rm } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { makeWebDist, type WebDist } from '../../testing/web-dist';

let app: FastifyInstance;
let httpsApp: FastifyInstance;
let dist: WebDist;

beforeAll(async () => {
  dist = await makeWebDist();
  app = await buildTestApp({
    config: {
      webDistDir: dist.dir,
      publicBaseUrl: 'http://localhost:3420',
      mapTiles: { street: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', satellite: null, attribution: null },
      analytics: { metaPixelId: null, ga4MeasurementId: 'G-ABC123XYZ9', hotjarSiteId: null },
    },
  });
  httpsApp = await buildTestApp({ config: { webDistDir: dist.dir, publicBaseUrl: 'https://freight.example.com' } });
});

afterAll(async () => {
  await Promise.all([app.close(), httpsApp.close()]);
  await rm(dist.dir, { recursive: true, force: true });
});

const directivesOf = (response: LightMyRequestResponse) =>
  new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

const expectProtected = (response: LightMyRequestResponse) => {
  const csp = directivesOf(response);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
};

describe('security headers', () => {
  it.each([
    ['the app page', '/'],
    ['a history-mode page', '/admin/loads'],
    ['a bundle', '/assets/index-Ab12Cd34.js'],
    ['public JSON', '/api/healthz'],
    ['a JSON error', '/api/no/such/route/'],
    ['the API docs', '/api/docs/'],
  ])('protects %s', async (_name, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    expectProtected(response);
  });

  it('allows exactly the configured tile server and analytics hosts, and the page’s own WebSocket', async () => {
    const csp = directivesOf(await app.inject({ method: 'GET', url: '/' }));
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://*.tiles.example.org',
        'https://*.google-analytics.com',
      ]),
    );
    expect(csp.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'ws://localhost:3420']));
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
    // Trackers that are not configured get nothing.
    expect(String(csp.get('script-src'))).not.toMatch(/facebook|hotjar/);
  });

  it('allows no third party at all when no tile server or tracker is configured', async () => {
    const csp = directivesOf(await httpsApp.inject({ method: 'GET', url: '/' }));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://freight.example.com']);
  });

  it('sends HSTS only when the product is served over HTTPS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    const secure = await httpsApp.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directivesOf(plain).has('upgrade-insecure-requests')).toBe(false);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directivesOf(secure).has('upgrade-insecure-requests')).toBe(true);
  });
});
