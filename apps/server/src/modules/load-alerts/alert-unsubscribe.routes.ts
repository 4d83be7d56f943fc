import { normalizeLanguage } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUnsubscriber, unsubscribeFromAlertEmails } from './alert-unsubscribe';
import { renderUnsubscribePage, type UnsubscribeState } from './unsubscribe-page';

const QuerySchema = z.object({ token: z.string().max(200).default('') });

/** The visitor's language for a link that names nobody: the first of Accept-Language the product speaks. */
const requestLanguage = (acceptLanguage: string | undefined) => normalizeLanguage(acceptLanguage?.split(/[,;-]/)[0]);

/**
 * The load-alert email's unsubscribe link (no login: the signed token is the proof). GET answers a page with one
 * button, so a mail scanner that opens links turns nothing off; POST turns the emails off, from that button or from a
 * mail app's one-click List-Unsubscribe-Post (RFC 8058). A tampered token is refused with 400 and a page saying so.
 */
export const alertUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 posts `List-Unsubscribe=One-Click` as a form; the token in the URL is all this route reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );
  const profileUrl = new URL('/user/information', app.config.publicBaseUrl).toString();

  const handle = async (token: string, acceptLanguage: string | undefined, act: boolean) => {
    const user = await findUnsubscriber(app.db, token);
    if (!user) return { status: 400, language: requestLanguage(acceptLanguage), state: { kind: 'invalid' } as const };
    if (act) await unsubscribeFromAlertEmails(app.db, user);
    const state: UnsubscribeState = act
      ? { kind: 'done' }
      : { kind: 'confirm', actionUrl: `?token=${encodeURIComponent(token)}` };
    return { status: 200, language: normalizeLanguage(user.languageChoice), state };
  };

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/load-alerts/unsubscribe',
      schema: { hide: true, querystring: QuerySchema },
      handler: async (request, reply) => {
        const result = await handle(request.query.token, request.headers['accept-language'], method === 'POST');
        return reply
          .code(result.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderUnsubscribePage({ language: result.language, state: result.state, profileUrl }));
      },
    });
  }
};
