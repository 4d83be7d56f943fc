import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auth } from './testing/accounts';

/**
 * Spec section 7 replayed as a client written against the spec would call it: its paths and its field names only,
 * as a shipper, a driver and staff. Each call is accepted, or refused only for a reason the spec (or DESIGN.md, where
 * the spec says "not shown") gives. A 400 for a missing or unknown field here means the contract drifted.
 */
export type Who = 'visitor' | 'shipper' | 'driver' | 'staff' | 'newcomer';
type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object; headers?: object };
/** `keep` takes what later calls need from the answer (a password change hands out a new key). */
export type Row = {
  name: string;
  who: Who;
  call: () => Call;
  expected: number[];
  code?: string;
  keep?: (body: never) => void;
};

/** Makes one call of a row with the key of who makes it, and checks the answer's status (and code, if given). */
export const replay = async (
  app: FastifyInstance,
  keys: Partial<Record<Who, string>>,
  { who, call, expected, code, keep }: Row,
) => {
  const { method, url, payload, headers } = call();
  const key = keys[who];
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(key ? auth(key) : {}), ...headers },
    ...(payload && { payload }),
  });
  expect({ status: response.statusCode, body: response.statusCode >= 400 ? response.json() : null }).toMatchObject({
    status: expect.toBeOneOf(expected),
    ...(code && { body: { code } }),
  });
  keep?.(response.json() as never);
};
