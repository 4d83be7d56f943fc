import { connect } from 'node:net';
import { ApiErrorSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp({ config: { bodyLimitBytes: 2048 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(() => app.close());

/** What the server writes back to raw request bytes: status, headers and body (inject would skip Node's parser). */
const rawExchange = (request: string) =>
  new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });

const errorOf = (body: string) => ApiErrorSchema.strict().parse(JSON.parse(body));

describe('refusals made before a route runs', () => {
  it('answers an over-long path parameter with a JSON 414', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/haul/${'a'.repeat(500)}/`);
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(errorOf(await response.text()).code).toBe('uri_too_long');
  });

  it('answers a path that is not valid percent-encoding with a JSON 400', async () => {
    const response = await rawExchange('GET /api/haul/%E0%A4%A/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(400);
    expect(errorOf(response.body).code).toBe('bad_request');
  });

  it('answers an over-long URL with a JSON 431 from the HTTP parser', async () => {
    const response = await rawExchange(`GET /api/healthz?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(errorOf(response.body).code).toBe('headers_too_large');
  });

  it('answers over-long headers with a JSON 431', async () => {
    const response = await rawExchange(`GET /api/healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(errorOf(response.body).code).toBe('headers_too_large');
  });

  it('answers a request Node cannot parse with a JSON 400', async () => {
    const response = await rawExchange('BREW /api/healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(response.status).toBe(400);
    expect(errorOf(response.body).code).toBe('bad_request');
  });
});

describe('Fastify’s own client errors over a real connection', () => {
  it('answers an unknown path, and a method a path does not have, with a JSON 404', async () => {
    // Fastify answers 404 rather than 405 for a method a path lacks (fastify/fastify#862); both are JSON.
    for (const [method, url] of [
      ['GET', '/api/no/such/route/'],
      ['DELETE', '/api/healthz'],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`, { method });
      expect(response.status).toBe(404);
      expect(errorOf(await response.text()).code).toBe('route_not_found');
    }
  });

  it('answers an oversize body with a JSON 413 and an unknown content type with a JSON 415', async () => {
    const url = `http://127.0.0.1:${port}/api/user/create_account/`;
    const big = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(4096) }),
    });
    expect(big.status).toBe(413);
    expect(errorOf(await big.text()).code).toBe('payload_too_large');
    const odd = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-thing' }, body: 'x' });
    expect(odd.status).toBe(415);
    expect(errorOf(await odd.text()).code).toBe('unsupported_media_type');
  });
});
