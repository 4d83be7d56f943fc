import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/public-config']));
    expect(document.paths['/readyz'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'database',
    );
  });

  it('serves a browsable documentation page without any download from outside', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
    expect(response.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
  });
});
