import {
  AdminDisputeCaseSchema,
  AdminDisputesSchema,
  DisputeIdParamsSchema,
  ResolveDisputeBodySchema,
} from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../platform/auth/guards';
import { noteAudit } from '../audit';
import { cardRefundDepsFor, sendCardRefundsAfterCommit } from '../payments';
import { sendDisputeNotices } from './dispute-notices';
import { disputesContext } from './disputes-context';
import { listDisputes, resolveDispute, viewDisputeCase } from './staff-disputes.service';

const tags = ['admin'];

/** Checked before params and body are (the staff console's frame checks every /admin route too). */
const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/** The staff console's problem reports: the list, the case page and the decision (audited like every /admin route). */
export const staffDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/disputes/',
    {
      schema: {
        tags,
        summary: 'Problem reports on delivered loads, open ones first',
        response: { 200: AdminDisputesSchema },
      },
      preValidation: staffOnly,
    },
    async () => listDisputes(app.db),
  );

  app.get(
    '/admin/disputes/:id/',
    {
      schema: {
        tags,
        summary: 'One case: the report, both parties’ notes and pictures, and the load’s money',
        params: DisputeIdParamsSchema,
        response: { 200: AdminDisputeCaseSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => viewDisputeCase(app.db, request.params.id),
  );

  app.post(
    '/admin/disputes/:id/resolve/',
    {
      schema: {
        tags,
        summary:
          'Decide a case once: release the held payout, or refund the freight in full or in part (with its tax, ' +
          'a credit note, and the driver’s payout cut by its share); a repeat of the same decision moves nothing',
        params: DisputeIdParamsSchema,
        body: ResolveDisputeBodySchema,
        response: { 200: AdminDisputeCaseSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => {
      const ctx = disputesContext(app, request.log);
      const staff = requireStaff(request);
      const resolution = await resolveDispute(ctx, { staff, disputeId: request.params.id, body: request.body });
      const view = await viewDisputeCase(app.db, request.params.id);
      noteAudit(request, {
        outcome: request.body.outcome,
        moved: resolution !== null,
        refund_freight_cad_cents: view.dispute.resolution?.refund_freight_cad_cents ?? 0,
        refund_tax_cad_cents: view.dispute.resolution?.refund_tax_cad_cents ?? 0,
      });
      if (resolution) {
        await sendDisputeNotices(ctx.notices, resolution.notices);
        // After the commit, never inside it: the card gateway may be slow.
        if (resolution.refunded) {
          await sendCardRefundsAfterCommit(cardRefundDepsFor(app, request.log), resolution.haulId);
        }
      }
      return resolution ? viewDisputeCase(app.db, request.params.id) : view;
    },
  );
};
