import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';

const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database: await createTestDatabase(),
    logger: { stream: capture },
  });
  app.post('/api/test/login', async () => ({ ok: true }));
  app.get('/api/test/explode', async (request) => {
    request.log.info({ body: { password: 'hunter2-secret', pan: '4242424242424242', cvc: '987' } }, 'careless');
    throw new Error('boom');
  });
});

afterAll(() => app.close());

describe('request logging', () => {
  it('writes one line per request with its request id, and returns that id to the client', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/healthz' });
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ reqId: response.headers['x-request-id'], statusCode: 200 });
  });

  it('never logs the Authorization header, a token in the URL, passwords or card data', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/test/login?token=tok_supersecret_123',
      headers: { authorization: 'Token tok_header_secret_456' },
      payload: { email: 'a@b.ca', password: 'hunter2-secret', pan: '4242424242424242', cvc: '987' },
    });
    await app.inject({ method: 'GET', url: '/api/test/explode' });
    // As @fastify/websocket logs an upgrade to a route without a socket handler.
    app.log.info({ path: '/api/healthz?token=tok_plugin_secret_789' }, 'plugin line');
    const logged = JSON.stringify(lines);
    for (const secret of [
      'tok_supersecret_123',
      'tok_header_secret_456',
      'tok_plugin_secret_789',
      'hunter2-secret',
      '4242424242424242',
      // The whole string: a request id (a random UUID) can end in 987 too (a CI failed on "…a32ffc53a987").
      '"987"',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(lines.some((line) => line.msg === 'request' && String(line.url).includes('token=%5Bredacted%5D'))).toBe(
      true,
    );
  });

  it('uses a well-formed incoming request id so a request can be followed across hops', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'lb-0123456789' },
    });
    expect(response.headers['x-request-id']).toBe('lb-0123456789');
  });
});
