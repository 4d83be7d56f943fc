import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiRequestError } from './api-request-error';
import { onRequestProblem, type RequestProblem } from './request-problems';

const ProfileSchema = z.object({ id: z.string() });

/** A 200 whose body starts and then breaks off, as when a phone loses its signal mid-answer. */
const cutOffAnswer = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":"u'));
        controller.error(new TypeError('network error'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

const answering = (response: () => Response | Promise<Response>) => vi.stubGlobal('fetch', vi.fn(response));

const problemsDuring = async (
  work: () => Promise<unknown>,
): Promise<{ problems: RequestProblem[]; error: unknown }> => {
  const problems: RequestProblem[] = [];
  const stop = onRequestProblem((problem) => problems.push(problem));
  try {
    await work();
    return { problems, error: undefined };
  } catch (error) {
    return { problems, error };
  } finally {
    stop();
  }
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('gives the checked answer', async () => {
    answering(() => Response.json({ id: 'u1', extra: true }));
    await expect(apiRequest('/user/profile/', { schema: ProfileSchema })).resolves.toEqual({ id: 'u1' });
  });

  it('takes an answer cut off mid-body for a lost connection, not a bad answer', async () => {
    answering(cutOffAnswer);
    const { problems, error } = await problemsDuring(() => apiRequest('/user/profile/', { schema: ProfileSchema }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(problems).toEqual(['connection']);
  });

  it('takes no answer at all for a lost connection', async () => {
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    const { problems, error } = await problemsDuring(() => apiRequest('/user/profile/', { schema: ProfileSchema }));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(problems).toEqual(['connection']);
  });

  it('calls a whole answer that is not JSON, or not the contract, an unexpected response', async () => {
    for (const response of [
      () => new Response('<html>gateway</html>', { status: 200 }),
      () => Response.json({ name: 'no id' }),
    ]) {
      answering(response);
      const { problems, error } = await problemsDuring(() => apiRequest('/user/profile/', { schema: ProfileSchema }));
      expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
      expect(problems).toEqual([]);
    }
  });

  it('lets an abort through as the abort it is, with no connection problem reported', async () => {
    const controller = new AbortController();
    answering(
      () =>
        new Response(
          new ReadableStream({
            start(stream) {
              stream.enqueue(new TextEncoder().encode('{"id":'));
              controller.signal.addEventListener('abort', () => stream.error(controller.signal.reason));
            },
          }),
        ),
    );
    const request = problemsDuring(() =>
      apiRequest('/user/profile/', { schema: ProfileSchema, signal: controller.signal }),
    );
    controller.abort();
    const { problems, error } = await request;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(problems).toEqual([]);
  });
});

describe('apiRequest with the reads public/signed-in-start.js began', () => {
  /** A fresh api client on a page where signed-in-start.js asked for the load `h1` with the key k1. */
  const startedEarly = async () => {
    vi.resetModules();
    const early = { '/api/haul/h1/': { token: 'k1', response: Promise.resolve(Response.json({ id: 'early' })) } };
    vi.stubGlobal('window', { __earlyRequests: early, addEventListener: () => undefined });
    return (await import('./api-client')).apiRequest;
  };

  it('gives the early answer to the first read with the same key, and asks the server for the next', async () => {
    const request = await startedEarly();
    answering(() => Response.json({ id: 'fresh' }));
    await expect(request('/haul/h1/', { schema: ProfileSchema, token: 'k1' })).resolves.toEqual({ id: 'early' });
    await expect(request('/haul/h1/', { schema: ProfileSchema, token: 'k1' })).resolves.toEqual({ id: 'fresh' });
  });

  it('never gives a read after a write the answer read before it', async () => {
    const request = await startedEarly();
    answering(() => Response.json({ id: 'fresh' }));
    await request('/haul/h1/bids/', { method: 'POST', body: {}, schema: ProfileSchema, token: 'k1' });
    await expect(request('/haul/h1/', { schema: ProfileSchema, token: 'k1' })).resolves.toEqual({ id: 'fresh' });
  });

  it('never gives another key the early answer', async () => {
    const request = await startedEarly();
    answering(() => Response.json({ id: 'fresh' }));
    await expect(request('/haul/h1/', { schema: ProfileSchema, token: 'k2' })).resolves.toEqual({ id: 'fresh' });
  });
});
