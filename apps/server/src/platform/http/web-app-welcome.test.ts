import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;
let distDir: string;

// A build with the prerendered welcome page, the quote's first step, the driver's search and a load's page in English,
// French and Korean (decision 027); Spanish is missing.
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body>the shell</body></html>');
  for (const page of ['welcome', 'quote-origin', 'search-jobs', 'job']) {
    await mkdir(path.join(distDir, page));
    for (const language of ['en-us', 'fr', 'ko']) {
      await writeFile(path.join(distDir, page, `${language}.html`), `<!doctype html><p>${page} ${language}</p>`);
    }
  }
  app = await buildTestApp({ config: { webDistDir: distDir } });
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the prerendered welcome page', () => {
  it('answers / in the first language of Accept-Language the app has, revalidated and varying by it', async () => {
    const response = await get('/', { 'accept-language': 'de-DE,fr-CA;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('welcome fr');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it('answers / in English for a browser naming no language the app has', async () => {
    expect((await get('/', { 'accept-language': 'de' })).body).toContain('welcome en-us');
    expect((await get('/')).body).toContain('welcome en-us');
  });

  it('prefers the language the reader chose in the app (its cookie) over Accept-Language', async () => {
    const response = await get('/', { 'accept-language': 'fr', cookie: 'consent=1; language=ko' });
    expect(response.body).toContain('welcome ko');
  });

  it('answers a browser holding a session key with the plain shell, which draws that account', async () => {
    const response = await get('/', { 'accept-language': 'fr', cookie: 'has_session=1' });
    expect(response.body).toContain('the shell');
  });

  it('answers with the plain shell when the build has no page in that language', async () => {
    expect((await get('/', { 'accept-language': 'es' })).body).toContain('the shell');
  });

  it('is never the answer for another address', async () => {
    const response = await get('/jobs/history', { 'accept-language': 'fr', accept: 'text/html' });
    expect(response.body).toContain('the shell');
  });
});

describe("the prerendered quote's first step", () => {
  it("answers /quote and /quote/origin in the reader's language, revalidated and varying by it", async () => {
    for (const url of ['/quote', '/quote/origin']) {
      const response = await get(url, { 'accept-language': 'ko-KR,ko;q=0.9', accept: 'text/html' });
      expect(response.body).toContain('quote-origin ko');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it('answers a claim link, a step given options, and a browser holding a session key with the plain shell', async () => {
    expect((await get('/quote?haul_id=h1&share=s1', { accept: 'text/html' })).body).toContain('the shell');
    expect((await get('/quote/origin?noSpecFound=true', { accept: 'text/html' })).body).toContain('the shell');
    expect((await get('/quote', { cookie: 'has_session=1', accept: 'text/html' })).body).toContain('the shell');
  });

  it('leaves the later steps to the shell', async () => {
    expect((await get('/quote/destination', { accept: 'text/html' })).body).toContain('the shell');
  });
});

describe("the driver's search, a signed-in reader's first paint", () => {
  it("answers a browser holding a session key in the reader's language, with any query", async () => {
    for (const url of ['/search-jobs', '/search-jobs?view=alerts', '/search-jobs?origin_regions=SK']) {
      const response = await get(url, { cookie: 'has_session=1; language=fr', accept: 'text/html' });
      expect(response.body).toContain('search-jobs fr');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Cookie/);
    }
  });

  it('answers a link bringing its key in the address, from a browser holding none', async () => {
    const response = await get('/search-jobs?token=k1', { 'accept-language': 'ko', accept: 'text/html' });
    expect(response.body).toContain('search-jobs ko');
  });

  it('answers a visitor with the plain shell, which asks them to log in', async () => {
    expect((await get('/search-jobs', { 'accept-language': 'fr', accept: 'text/html' })).body).toContain('the shell');
    expect((await get('/search-jobs?tokens=x', { accept: 'text/html' })).body).toContain('the shell');
  });

  it('answers with the plain shell when the build has no page in that language', async () => {
    const response = await get('/search-jobs', { cookie: 'has_session=1; language=es', accept: 'text/html' });
    expect(response.body).toContain('the shell');
  });
});

describe("a load's page, a signed-in reader's first paint", () => {
  const haulPage = '/job/0f3c1a52-6d1e-4b8a-9c11-2a3b4c5d6e7f';

  it("answers a browser holding a session key, or a link bringing one, in the reader's language", async () => {
    const response = await get(haulPage, { cookie: 'has_session=1; language=ko', accept: 'text/html' });
    expect(response.body).toContain('job ko');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
    const link = await get(`${haulPage}?token=k1`, { 'accept-language': 'fr', accept: 'text/html' });
    expect(link.body).toContain('job fr');
  });

  it("answers a visitor, and the load's other tabs, with the plain shell", async () => {
    expect((await get(haulPage, { 'accept-language': 'fr', accept: 'text/html' })).body).toContain('the shell');
    for (const tab of ['map', 'bids', 'driver/confirm']) {
      const response = await get(`${haulPage}/${tab}`, { cookie: 'has_session=1', accept: 'text/html' });
      expect(response.body).toContain('the shell');
    }
  });
});
