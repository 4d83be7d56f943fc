import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HealthSchema, ReadinessSchema } from '@freight/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainThenClose } from '../../platform/http/graceful-close';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

describe('health', () => {
  it('says the process is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json())).toEqual({ status: 'ok' });
  });

  it('says it is ready when the database answers, naming which database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(ReadinessSchema.parse(response.json())).toEqual({ status: 'ready', database: expected });
  });

  it('says it is not ready with a JSON 503 when the database does not answer', async () => {
    const broken = await buildTestApp();
    broken.database.ping = async () => {
      throw new Error('connection refused');
    };
    const response = await broken.inject({ method: 'GET', url: '/api/readyz' });
    await broken.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable' });
  });

  it('says it is not ready when the file store cannot take files', async () => {
    // A folder inside a regular file can never be made, whoever runs the test.
    const broken = await buildTestApp({ config: { filesDir: path.join(fileURLToPath(import.meta.url), 'files') } });
    const response = await broken.inject({ method: 'GET', url: '/api/readyz' });
    await broken.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'service_unavailable', detail: 'The file store is not answering.' });
  });

  it('says it is not ready while it drains for shutdown, still answering everything else', async () => {
    const stopping = await buildTestApp();
    const closed = drainThenClose(stopping, 300);
    const readiness = await stopping.inject({ method: 'GET', url: '/api/readyz' });
    const liveness = await stopping.inject({ method: 'GET', url: '/api/healthz' });
    await closed;
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ code: 'service_unavailable', detail: 'The server is shutting down.' });
    expect(liveness.statusCode).toBe(200);
  });

  it('has its migrations applied, extensions included', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(response.statusCode).toBe(200);
    const result = await app.database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(result.rows).toHaveLength(1);
  });
});
