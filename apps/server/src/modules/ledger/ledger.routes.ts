import { HaulIdParamsSchema, HaulMoneySchema, StaffLedgerSchema } from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireUser } from '../../platform/auth/guards';
import { viewHaulMoney, viewStaffLedger } from './ledger-views.service';

/** Checked before the params are, so a non-staff caller learns nothing from validation errors. */
const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/**
 * The money views of a haul and of the whole ledger (DESIGN.md section 5). The staff refund is modules/payments'
 * route: it sends the card refund after the ledger's.
 */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/haul/:id/money/',
    {
      schema: {
        tags: ['money'],
        summary: 'Where the haul’s money is: paid, held in escrow, released or refunded, and the driver’s payout',
        params: HaulIdParamsSchema,
        response: { 200: HaulMoneySchema },
      },
    },
    async (request) => viewHaulMoney(app.db, { user: requireUser(request), haulId: request.params.id }),
  );

  app.get(
    '/admin/ledger/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ledger balances by account kind, the zero-sum check, and payouts that could not be sent',
        response: { 200: StaffLedgerSchema },
      },
      preValidation: staffOnly,
    },
    async () => viewStaffLedger(app.db),
  );
};
