import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body>the app</body></html>');
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Freight Dispatch"}');
  app = await buildTestApp({ config: { webDistDir: distDir } });
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('web app hosting', () => {
  it('serves the app at the root', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('the app');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/job/0192f0e4/detail', '/user/verify/1/abc', '/some/unknown/page'])(
    'answers the history-mode path %s with the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('the app');
    },
  );

  it('serves hashed bundles as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  // A cached worker or manifest would keep phones on an old version until the cache ran out: both are re-checked each time.
  it('serves the service worker as JavaScript that is checked for a new version on every load', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest with its own content type, never cached for long', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'Freight Dispatch' });
  });

  it('answers a missing bundle with 404 rather than the app, and serves a bundle built after start', async () => {
    const missing = await app.inject({ method: 'GET', url: '/assets/main-old999.js' });
    expect(missing.statusCode).toBe(404);
    await writeFile(path.join(distDir, 'assets', 'main-new456.js'), 'console.log(2)');
    const rebuilt = await app.inject({ method: 'GET', url: '/assets/main-new456.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
  });

  it('never answers an API path with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('answers a development tool path that is not served with a JSON 404, never the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/no-such-tool', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('answers a non-GET request to an unknown path with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/whatever', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found' });
  });
});
