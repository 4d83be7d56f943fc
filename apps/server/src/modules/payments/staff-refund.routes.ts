import { HaulIdParamsSchema, StaffRefundResponseSchema } from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../platform/auth/guards';
import { refundHaulByStaff } from '../ledger';
import { cardRefundDepsFor, sendCardRefundsAfterCommit } from './card-refunds';

/** Checked before the params are, so a non-staff caller learns nothing from validation errors. */
const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/** Staff refund a haul's escrow: the ledger moves the money back, then this module sends it to the card. */
export const staffRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/hauls/:id/refund/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund the haul’s escrow to the shipper’s card (once; not after delivery)',
        params: HaulIdParamsSchema,
        response: { 200: StaffRefundResponseSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => {
      const refunded = await refundHaulByStaff(app.db, { haulId: request.params.id });
      // After the refund committed, never inside it: the card gateway may be slow.
      await sendCardRefundsAfterCommit(cardRefundDepsFor(app, request.log), request.params.id);
      return refunded;
    },
  );
};
