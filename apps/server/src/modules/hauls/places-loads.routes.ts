import {
  HaulSchema,
  LoadDetailsInputSchema,
  LoadIdParamsSchema,
  PlaceDetailsInputSchema,
  PlaceIdParamsSchema,
  PlaceSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import { requireUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors/app-error';
import { loadOwnHaul } from './haul-access';
import { type HaulServices, haulContext } from './haul-context';
import { editHaul } from './haul-lifecycle';
import { toPlaceView } from './haul-view';
import { findLoad, findPlace } from './hauls.repository';

const tags = ['hauls'];

/** Spec 7, Place and load: a haul's parts by their own ids, with the haul's owner rules. */
export const placesLoadsRoutes: FastifyPluginAsyncZod<HaulServices> = async (app, services) => {
  const ctx = () => haulContext(app, services);

  const ownPlace = async (user: UserRow, placeId: string) => {
    const place = await findPlace(app.db, placeId);
    if (!place) throw new AppError('not_found', 'No such place.');
    await loadOwnHaul(app.db, user, place.haulId);
    return place;
  };

  app.get(
    '/place/:id',
    {
      schema: {
        tags,
        summary: 'A pickup or drop-off place',
        params: PlaceIdParamsSchema,
        response: { 200: PlaceSchema },
      },
    },
    async (request) => toPlaceView(await ownPlace(requireUser(request), request.params.id)),
  );

  app.put(
    '/place/:id/',
    {
      schema: {
        tags,
        summary: 'Change a pickup or drop-off place (its haul is priced again if it moved)',
        params: PlaceIdParamsSchema,
        body: PlaceDetailsInputSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const place = await ownPlace(user, request.params.id);
      return editHaul(ctx(), { user, haulId: place.haulId, body: { [place.role]: request.body } });
    },
  );

  app.patch(
    '/load/:id/',
    {
      schema: {
        tags,
        summary: 'Change what is shipped (its haul is priced again)',
        params: LoadIdParamsSchema,
        body: LoadDetailsInputSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const load = await findLoad(app.db, request.params.id);
      if (!load) throw new AppError('not_found', 'No such load.');
      return editHaul(ctx(), { user, haulId: load.haulId, body: { load: request.body } });
    },
  );
};
