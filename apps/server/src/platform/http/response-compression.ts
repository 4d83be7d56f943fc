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
