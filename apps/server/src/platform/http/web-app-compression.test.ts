import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { makeWebDist, type WebDist } from '../../testing/web-dist';

let app: FastifyInstance;
let dist: WebDist;

beforeAll(async () => {
  dist = await makeWebDist();
  app = await buildTestApp({ config: { webDistDir: dist.dir } });
});

afterAll(async () => {
  await app.close();
  await rm(dist.dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed web assets', () => {
  it('sends the brotli copy of a bundle to a browser that accepts it, decoding to the same bytes', async () => {
    const response = await get(dist.scriptPath, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The copy written at build time, not one compressed again for this request.
    expect(response.rawPayload.equals(dist.scriptBr)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).equals(dist.script)).toBe(true);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await get(dist.scriptPath, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(dist.scriptGz)).toBe(true);
    expect(gunzipSync(response.rawPayload).equals(dist.script)).toBe(true);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await get(dist.scriptPath);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(dist.script)).toBe(true);
  });

  it('compresses index.html too, and keeps it revalidated on every visit', async () => {
    for (const url of ['/', '/job/0192f0e4/detail']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).equals(dist.indexHtml)).toBe(true);
    }
  });
});

describe('compressed API answers', () => {
  it('compresses a large JSON answer for a client that accepts it', async () => {
    const plain = await get('/api/openapi.json');
    const response = await get('/api/openapi.json', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON answer as it is', async () => {
    const response = await get('/api/healthz', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTruthy();
  });
});

describe('type-ahead answers', () => {
  it('sends the default ten suggestions as they are, and a long list compressed', async () => {
    const ten = await get('/api/geo/autocomplete/?search_term=sa', 'br, gzip');
    expect(ten.headers['content-encoding']).toBeUndefined();
    expect(ten.rawPayload.length).toBeGreaterThan(1_024); // above the threshold other answers are compressed from
    const fifty = await get('/api/geo/autocomplete/?search_term=sa&limit=50', 'br, gzip');
    expect(fifty.headers['content-encoding']).toBe('br');
    const machines = await get('/api/spec/get_autocomplete/?search_term=john%20deere', 'br, gzip');
    expect(machines.headers['content-encoding']).toBeUndefined();
    expect(machines.rawPayload.length).toBeGreaterThan(1_024);
  });
});
