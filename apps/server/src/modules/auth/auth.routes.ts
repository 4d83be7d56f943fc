import { KeyResponseSchema, LoginBodySchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeKey } from '../../platform/auth/sessions';
import { readAuthorizationKey } from '../../platform/auth/tokens';
import { accountsContext, login } from '../users';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login/',
    {
      schema: {
        tags,
        summary: 'Log in with email or phone (username) and password',
        body: LoginBodySchema,
        response: { 200: KeyResponseSchema },
      },
    },
    async (request) =>
      login(accountsContext(app, request.log), { visitor: request.user, body: request.body, ip: request.ip }),
  );

  app.post(
    '/auth/logout/',
    { schema: { tags, summary: 'End this session; its key stops working', response: { 200: z.object({}) } } },
    async (request) => {
      const key = readAuthorizationKey(request.headers.authorization);
      if (key) await revokeKey(app.db, key);
      return {};
    },
  );
};
