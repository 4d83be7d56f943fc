import {
  AdminAuditPageSchema,
  AdminAuditQuerySchema,
  AdminCancelHaulBodySchema,
  AdminCancelHaulResponseSchema,
  AdminHaulDetailSchema,
  AdminHaulPageSchema,
  AdminHaulsQuerySchema,
  AdminIdParamsSchema,
  AdminLeadPageSchema,
  AdminLeadsQuerySchema,
  AdminMoneySchema,
  AdminOutboxPageSchema,
  AdminOutboxQuerySchema,
  AdminPayoutSchema,
  HaulIdParamsSchema,
} from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../platform/auth/guards';
import { noteAudit } from '../audit';
import { cardRefundDepsFor, pendingSettleWindowMs, sendCardRefundsAfterCommit } from '../payments';
import { cancelAdminHaul, cancelResponse, searchAdminHauls, viewAdminHaul } from './admin-hauls.service';
import { retryPayout, viewAdminMoney } from './admin-money.service';
import { listAudit, listLeads, listOutbox } from './admin-outbox.service';

const tags = ['admin'];

/** Checked before params and body are (admin-console.ts checks it for every /admin route too). */
const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/** The staff console's loads, money, outbox, call-back leads and audit trail (issue 10). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/hauls/',
    {
      schema: {
        tags,
        summary: 'Loads by state, shipper, driver (name or email, in part) and creation dates, newest first',
        querystring: AdminHaulsQuerySchema,
        response: { 200: AdminHaulPageSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => searchAdminHauls(app.db, request.query),
  );

  app.get(
    '/admin/hauls/:id/',
    {
      schema: {
        tags,
        summary: 'One load as staff see it: parties, payments, its money in the ledger, staff actions on it',
        params: HaulIdParamsSchema,
        response: { 200: AdminHaulDetailSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => viewAdminHaul(app.db, request.params.id),
  );

  app.put(
    '/admin/hauls/:id/cancel/',
    {
      schema: {
        tags,
        summary:
          'Cancel a load at its shipper’s request, with the reason; whatever it prepaid is refunded in full, once',
        params: HaulIdParamsSchema,
        body: AdminCancelHaulBodySchema,
        response: { 200: AdminCancelHaulResponseSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => {
      const { refundedCadCents } = await cancelAdminHaul(
        { db: app.db, clock: app.clock },
        { haulId: request.params.id, reason: request.body.reason },
      );
      noteAudit(request, { refunded_cad_cents: refundedCadCents });
      // After the cancellation (and its refund) committed, never inside it: the card gateway may be slow.
      await sendCardRefundsAfterCommit(cardRefundDepsFor(app, request.log), request.params.id);
      return cancelResponse(app.db, request.params.id, refundedCadCents);
    },
  );

  app.get(
    '/admin/money/',
    {
      schema: {
        tags,
        summary: 'The ledger summed: escrow per load, drivers’ payables, payouts, refunds, revenue, and the check',
        response: { 200: AdminMoneySchema },
      },
      preValidation: staffOnly,
      config: { auditAction: 'money.view' },
    },
    async () =>
      viewAdminMoney(app.db, {
        unsettledBefore: new Date(app.clock.now().getTime() - pendingSettleWindowMs(app.config)),
      }),
  );

  app.put(
    '/admin/payouts/:id/retry/',
    {
      schema: {
        tags,
        summary: 'Put a failed payout back in the queue, due now (after the driver fixed their bank details)',
        params: AdminIdParamsSchema,
        response: { 200: AdminPayoutSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => retryPayout({ db: app.db, clock: app.clock }, request.params.id),
  );

  app.get(
    '/admin/outbox/',
    {
      schema: {
        tags,
        summary: 'Emails and SMS sent or failed, newest first, by channel, status and recipient',
        querystring: AdminOutboxQuerySchema,
        response: { 200: AdminOutboxPageSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => listOutbox(app.db, request.query),
  );

  app.get(
    '/admin/leads/',
    {
      schema: {
        tags,
        summary: 'Quotes that ended in “call the office” (no quote), newest first, with the contact left',
        querystring: AdminLeadsQuerySchema,
        response: { 200: AdminLeadPageSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => listLeads(app.db, request.query),
  );

  app.get(
    '/admin/audit/',
    {
      schema: {
        tags,
        summary: 'The staff audit trail, newest first, by who and when; refused attempts with refused=true',
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditPageSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => listAudit(app.db, request.query),
  );
};
