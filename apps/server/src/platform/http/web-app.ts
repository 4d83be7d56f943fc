import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { type PrerenderedPage, prerenderedPageFile } from './welcome-page';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A path naming a file (`/assets/main-1a2b.js`) that does not exist is a 404, never the app in its place. */
const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/** `/dev/...` is the server's development tools (the mailbox): where one is off, a JSON 404, never the app. */
const isDevToolPath = (url: string) => url === '/dev' || url.startsWith('/dev/') || url.startsWith('/dev?');

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiPath(request.url) &&
  !isDevToolPath(request.url) &&
  !looksLikeFile(request.url);

const serveIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');

/**
 * Serves the built web app and answers every other non-API path with index.html (history-mode URLs);
 * the app itself shows its not-found page for paths it does not know. API paths get the JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string): Promise<void> => {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Files are looked up per request, so a rebuild is served without restarting the server.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset; the best one the browser accepts is sent as is.
      preCompressed: true,
      // Hashed bundles never change under a name. Everything else is revalidated on each use: index.html, and the
      // service worker (/sw.js) and web app manifest, so an installed app learns of a new build on its next start.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The root is a directory to the static plugin; the app's page is what it must answer with: the page already drawn
    // in the reader's language where the build made one (decision 027), else the plain shell. `/` is the welcome
    // page; `/quote`, where every "Get a quote" leads, is the quote's first step on a first visit, so both it and
    // `/quote/origin` get that step (the app moves `/quote` there itself, as it would have), but only without a
    // query: a claim link (`/quote?haul_id=…&share=…`) or a step given its options draws something else. Every other
    // address is the shell, which draws its own page.
    // `/search-jobs` is the driver's search as a signed-in reader's first paint, with any query: its heading and
    // loading line are the same whatever the filters. So is a load's page, its heading and loading mark.
    const answerWith = (page: PrerenderedPage) => (request: FastifyRequest, reply: FastifyReply) => {
      const isOtherPage = page === 'quote-origin' && request.url.includes('?');
      const keyInAddress = new URLSearchParams(request.url.split('?')[1] ?? '').has('token');
      const file = isOtherPage ? undefined : prerenderedPageFile(page, request.headers, { keyInAddress });
      if (!file || !existsSync(path.join(webDistDir, file))) return serveIndex(reply);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
        .sendFile(file);
    };
    app.get('/', { schema: { hide: true } }, answerWith('welcome'));
    app.get('/quote', { schema: { hide: true } }, answerWith('quote-origin'));
    app.get('/quote/origin', { schema: { hide: true } }, answerWith('quote-origin'));
    app.get('/search-jobs', { schema: { hide: true } }, answerWith('search-jobs'));
    // A load's page (its first tab), the same for every load until its early read writes the title in.
    app.get('/job/:haulId', { schema: { hide: true } }, answerWith('job'));
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run `npm run build`)');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && wantsPage(request)) {
      return serveIndex(reply);
    }
    throw new AppError('route_not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`);
  });
};
