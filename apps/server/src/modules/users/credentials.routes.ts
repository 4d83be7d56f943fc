import {
  ACCOUNT_MESSAGES,
  ChangePasswordBodySchema,
  DetailResponseSchema,
  KeyResponseSchema,
  SendResetEmailBodySchema,
  UserIdParamsSchema,
  VerifyQuerySchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { sendVerification } from './accounts.service';
import { accountsContext } from './accounts-context';
import { changePassword, sendResetEmail, verifyEmail } from './credentials.service';

const tags = ['users'];

/** Email confirmation and password reset: the links they send lead to the web routes user/verify and user/reset. */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/send_verify_email/',
    { schema: { tags, summary: 'Email a confirmation link', response: { 200: DetailResponseSchema } } },
    async (request) => {
      await sendVerification(accountsContext(app, request.log), requireUser(request));
      return { detail: ACCOUNT_MESSAGES.verifyLinkSent };
    },
  );

  app.post(
    '/user/:id/verify/',
    {
      schema: {
        tags,
        summary: 'Confirm the email address with the emailed code; logs that account in',
        params: UserIdParamsSchema,
        querystring: VerifyQuerySchema,
        response: { 200: KeyResponseSchema },
      },
    },
    async (request) =>
      verifyEmail(accountsContext(app, request.log), {
        userId: request.params.id,
        code: request.query.code,
        visitor: request.user,
      }),
  );

  app.post(
    '/user/send_reset_email/',
    {
      schema: {
        tags,
        summary: 'Email a password reset link to the account with this email or phone',
        body: SendResetEmailBodySchema,
        response: { 200: DetailResponseSchema },
      },
    },
    async (request) => {
      await sendResetEmail(accountsContext(app, request.log), { body: request.body, ip: request.ip });
      return { detail: ACCOUNT_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/user/change_password/',
    {
      schema: {
        tags,
        summary: 'Set a new password (with a reset code, or the current password); other sessions end',
        body: ChangePasswordBodySchema,
        response: { 200: KeyResponseSchema },
      },
    },
    async (request) => changePassword(accountsContext(app, request.log), { user: request.user, body: request.body }),
  );
};
