import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auth } from './accounts';

/** The plugin's default ceiling for compressing in one call on a 2-core host, above which it streams through zlib. */
const STREAMED_ABOVE_BYTES = 8_192;

/**
 * Asks `url` with `key` for brotli and checks the answer came compressed in one piece (its compressed length given,
 * not streamed in chunks), and that its JSON was past the size at which the plugin would otherwise have streamed it
 * (platform/http/response-compression.ts, `LIST_PAGE_COMPRESSION`).
 */
export const expectCompressedInOnePiece = async (
  app: FastifyInstance,
  url: string,
  key: string,
): Promise<LightMyRequestResponse> => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...auth(key), 'accept-encoding': 'br' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(response.rawPayload).length).toBeGreaterThan(STREAMED_ABOVE_BYTES);
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  expect(response.headers['transfer-encoding']).toBeUndefined();
  return response;
};
