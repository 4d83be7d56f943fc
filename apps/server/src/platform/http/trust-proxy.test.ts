import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registrationBody } from '../../testing/accounts';
import { testConfig } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';
import type { TrustProxy } from '../config-values';

/** Enough bad logins from one address to be refused: the address's failure delay starts well before this. */
const LOGIN_LIMIT_PER_ADDRESS = 50;

type Served = { app: FastifyInstance; baseUrl: string; logLines: Record<string, unknown>[] };

/** A real server on a real socket: inject cannot show the TCP peer, which is what proxy trust is about. */
const serve = async (trustProxy: TrustProxy): Promise<Served> => {
  const logLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    config: testConfig({ trustProxy, logLevel: 'info' }),
    database: await createTestDatabase(),
    logger: { stream },
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl, logLines };
};

const login = (served: Served, body: Record<string, unknown>, forwardedFor?: string) =>
  fetch(`${served.baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(body),
  });

/** Bad logins against different (unknown) accounts, so only the per-address limit can stop them. */
const exhaustAddressLimit = async (served: Served, forwardedFor: (attempt: number) => string) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= LOGIN_LIMIT_PER_ADDRESS; attempt += 1) {
    const response = await login(
      served,
      { email: `nobody${attempt}@example.com`, password: 'wrong' },
      forwardedFor(attempt),
    );
    statuses.push(response.status);
  }
  return statuses;
};

let behindProxy: Served;
let direct: Served;

beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([serve(['127.0.0.1']), serve(false)]);
});

afterAll(async () => {
  await Promise.all([behindProxy.app.close(), direct.app.close()]);
});

describe('proxy trust (TRUST_PROXY)', () => {
  it('behind a trusted proxy, one client’s bad logins do not lock out another client', async () => {
    const account = registrationBody();
    const created = await fetch(`${behindProxy.baseUrl}/api/user/create_account/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify(account),
    });
    expect(created.status).toBe(201);

    const attacker = await exhaustAddressLimit(behindProxy, () => '203.0.113.7');
    // Refused as bad passwords until the address's failures are slowed down (login-streaks), then 429.
    // Not "the last try was refused": each wait ends (1 s, 2 s, 4 s...), and on a loaded machine a try can land just
    // after one has, which is then a bad password again (400).
    const firstRefusal = attacker.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(attacker.slice(0, firstRefusal).every((status) => status === 400)).toBe(true);

    const user = await login(behindProxy, { email: account.email, password: account.password }, '198.51.100.20');
    expect(user.status).toBe(200);
    // The request log names the client, not the proxy.
    const logged = behindProxy.logLines.filter((line) => line.msg === 'request').map((line) => line.ip);
    expect(logged).toContain('203.0.113.7');
    expect(logged).toContain('198.51.100.20');
    expect(logged).not.toContain('127.0.0.1');
  });

  it('ignores X-Forwarded-For from a peer it does not trust: the limit still counts against the peer', async () => {
    // Each forged address tries once: only one address (the peer) ever reaches the limit's free failures.
    const forged = await exhaustAddressLimit(direct, (attempt) => `192.0.2.${attempt + 1}`);
    expect(forged).toContain(429);
    const logged = direct.logLines.filter((line) => line.msg === 'request').map((line) => line.ip);
    expect(new Set(logged)).toEqual(new Set(['127.0.0.1']));
  });
});
