import {
  BID_MISSING_FIELDS_MESSAGE,
  BidBodySchema,
  BidIdParamsSchema,
  BidListSchema,
  BidSchema,
  CounterBodySchema,
  HaulIdParamsSchema,
  HaulSchema,
} from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors/app-error';
import { validationFields } from '../../platform/errors/validation-fields';
import { type HaulServices, haulContext } from '../hauls';
import { noticesContext } from '../notices';
import { acceptCounter, counterBid, declineCounter } from './bid-counters.service';
import { acceptBid, listBidsOnHaul, placeBid, withdrawBid } from './bids.service';

const tags = ['bids'];

/**
 * Spec 5 wants its own sentence for a bid without an amount or a date, as the message and beside the fields; the
 * route validates with `attachValidation` so it can say so instead of the generic "Some fields are missing".
 */
const refuseInvalidBid = (request: FastifyRequest): void => {
  if (!request.validationError) return;
  const fields = validationFields(request, request.validationError);
  const isMissingAmountOrDate = Object.values(fields)
    .flat()
    .some((problem) => problem.message === BID_MISSING_FIELDS_MESSAGE);
  throw new AppError(
    'validation_failed',
    isMissingAmountOrDate ? BID_MISSING_FIELDS_MESSAGE : 'Some fields are missing or invalid.',
    fields,
  );
};

/** Spec 7, Bid: drivers bid on loads, the shipper sees the bids and accepts one. */
export const bidsRoutes: FastifyPluginAsyncZod<HaulServices> = async (app, services) => {
  const ctx = () => haulContext(app, services);

  app.post(
    '/bid/',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Bid on a load: an offer on a posted load, an expression of interest on an accepted one',
        body: BidBodySchema,
        response: { 201: BidSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      refuseInvalidBid(request);
      const placed = await placeBid({ ...ctx(), ...noticesContext(app, request.log) }, { user, body: request.body });
      return reply.status(201).send(placed);
    },
  );

  app.delete(
    '/bid/:id/',
    {
      schema: {
        tags,
        summary: 'Withdraw one’s own active bid',
        params: BidIdParamsSchema,
        response: { 200: BidSchema },
      },
    },
    async (request) => withdrawBid(ctx(), { user: requireUser(request), bidId: request.params.id }),
  );

  app.put(
    '/bid/:id/accept/',
    {
      schema: {
        tags,
        summary: 'The shipper gives the posted load to this bidder at the bid’s amount',
        params: BidIdParamsSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      acceptBid(
        { ...ctx(), ...noticesContext(app, request.log) },
        {
          user: requireUser(request),
          bidId: request.params.id,
        },
      ),
  );

  app.put(
    '/bid/:id/counter/',
    {
      schema: {
        tags,
        summary:
          'The shipper answers an offer with their own price, once per bid, while the load takes offers (amount in whole units of currency, kept in CAD)',
        params: BidIdParamsSchema,
        body: CounterBodySchema,
        response: { 200: BidSchema },
      },
    },
    async (request) =>
      counterBid(
        { ...ctx(), ...noticesContext(app, request.log) },
        { user: requireUser(request), bidId: request.params.id, body: request.body },
      ),
  );

  app.put(
    '/bid/:id/accept_counter/',
    {
      schema: {
        tags,
        summary: 'The bidding driver takes the shipper’s counter-offer: the load is theirs at that price',
        params: BidIdParamsSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      acceptCounter(
        { ...ctx(), ...noticesContext(app, request.log) },
        { user: requireUser(request), bidId: request.params.id },
      ),
  );

  app.put(
    '/bid/:id/decline_counter/',
    {
      schema: {
        tags,
        summary: 'The bidding driver declines the counter-offer; their own offer stands as it was',
        params: BidIdParamsSchema,
        response: { 200: BidSchema },
      },
    },
    async (request) =>
      declineCounter(
        { ...ctx(), ...noticesContext(app, request.log) },
        { user: requireUser(request), bidId: request.params.id },
      ),
  );

  app.get(
    '/haul/:id/bids/',
    {
      schema: {
        tags,
        summary: 'Bids on a load: all of them for its shipper, standing ones first; a driver sees only their own',
        params: HaulIdParamsSchema,
        response: { 200: BidListSchema },
      },
    },
    async (request) => ({
      results: await listBidsOnHaul(ctx(), { user: requireUser(request), haulId: request.params.id }),
    }),
  );
};
