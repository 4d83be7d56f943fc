import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses JSON, HTML and other text answers of at least 1 KiB for clients that accept it (brotli preferred).
 * Register before the routes: the plugin attaches to each route as it is declared. Built web assets are not
 * compressed here: they are precompressed at build time and @fastify/static picks the .br/.gz copy, which this
 * plugin leaves alone (the answer already has a content-encoding). Images, SSE and WebSocket upgrades are never
 * touched (not a compressible type, or no reply body at all).
 */
export const registerResponseCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
};

/**
 * For a type-ahead route (place and machine suggestions), asked on every pause in typing: the default ten suggestions
 * (2-3 KB) reach a phone in the same round trip compressed or not, and compressing them per request tripled such a
 * route's p95 on the bench (place autocomplete: 3.0 ms vs 0.7 ms for the same answers uncompressed). Long lists are
 * still compressed. Use as the route's `compress` option.
 */
export const TYPE_AHEAD_COMPRESSION = { threshold: 4_096 } as const;

/**
 * For a list answer of 8 to 64 KB asked often (a page of load search results: about 13 KB for 20, 63 KB for 100; a
 * page of a shipper's or a driver's own loads: 40-50 KB for 20):
 * compressed in one call on the event loop instead of through a zlib stream. The plugin's default ceiling for one
 * call is 8 KB on a 2-core host, above which each answer gets a zlib stream of its own, run in libuv's threadpool and
 * sent chunked. On this machine a search's answer (zod, compression, write) took 1.1-1.5 ms at p50 and 1.8-4.9 ms
 * at p95 that way, 0.6-0.9 and 0.7-2.2 ms in one call; brotli at quality 4 compresses 13 KB in 0.12 ms
 * (docs/performance/search-plans.md, "The HTTP round trip beyond the page statement"). Use as the route's `compress`.
 */
export const LIST_PAGE_COMPRESSION = { syncThreshold: 65_536 } as const;
