import {
  CreateAccountBodySchema,
  CreateTempAccountBodySchema,
  isDriver,
  KeyResponseSchema,
  PublicUserSchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRegistered, requireSelfOrStaff, requireUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import { driverStandingOf, driversContext, readDriverOfUser } from '../drivers';
import { removeProfilePicture } from '../pictures';
import { createTempAccount, registerAccount } from './accounts.service';
import { accountsContext } from './accounts-context';
import { updateProfile } from './profile.service';
import { toPublicUserView, toUserView } from './user-view';
import { findUserById } from './users.repository';

const tags = ['users'];

export type UsersRoutesOptions = {
  /** Where profile pictures are stored, so removing one deletes its files. */
  storage: FileStorage;
};

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { storage }) => {
  app.post(
    '/user/create_temp_account/',
    {
      schema: {
        tags,
        summary: 'Give a visitor a temporary account (e.g. when they start a quote)',
        body: CreateTempAccountBodySchema,
        response: { 201: KeyResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await createTempAccount(accountsContext(app, request.log), {
        originalReferralWebsite: request.body.original_referral_website ?? null,
        referralCode: request.body.referral_code,
        ip: request.ip,
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/user/create_account/',
    {
      schema: {
        tags,
        summary: 'Register; a temporary visitor sending their key keeps what they made',
        body: CreateAccountBodySchema,
        response: { 201: KeyResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await registerAccount(accountsContext(app, request.log), {
        visitor: request.user,
        body: request.body,
        ip: request.ip,
      });
      return reply.status(201).send(result);
    },
  );

  app.get('/user/profile/', { schema: { tags, response: { 200: UserSchema } } }, async (request) => {
    const user = requireUser(request);
    // The key's check said whether there is a driver profile to read; most users (visitors, shippers) have none.
    const driver = request.hasDriverProfile ? await readDriverOfUser(driversContext(app, request.log), user.id) : null;
    return toUserView(user, driver);
  });

  app.get(
    '/user/:id/',
    { schema: { tags, params: UserIdParamsSchema, response: { 200: UserSchema } } },
    async (request) => {
      requireSelfOrStaff(request, request.params.id);
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw new AppError('not_found', 'No such user.');
      return toUserView(target, await readDriverOfUser(driversContext(app, request.log), target.id));
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/user/:id/',
      schema: { tags, params: UserIdParamsSchema, body: UpdateUserBodySchema, response: { 200: UserSchema } },
      handler: async (request) => {
        requireSelfOrStaff(request, request.params.id);
        const target = await findUserById(app.db, request.params.id);
        if (!target) throw new AppError('not_found', 'No such user.');
        const updated = await updateProfile(accountsContext(app, request.log), { target, body: request.body });
        if (request.body.picture === null && target.profilePictureId) {
          await removeProfilePicture({ db: app.db, storage }, target.id);
          updated.picture = null;
        }
        return { ...updated, driver: await readDriverOfUser(driversContext(app, request.log), target.id) };
      },
    });
  }

  app.get(
    '/user/:id/public/',
    { schema: { tags, params: UserIdParamsSchema, response: { 200: PublicUserSchema } } },
    async (request) => {
      requireRegistered(request);
      const target = await findUserById(app.db, request.params.id);
      if (!target || target.status === 'temporary') throw new AppError('not_found', 'No such user.');
      return toPublicUserView(target, isDriver(await driverStandingOf(app.db, target.id)));
    },
  );
};
