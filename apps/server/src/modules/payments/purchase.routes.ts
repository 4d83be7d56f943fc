import {
  HaulIdParamsSchema,
  HaulSchema,
  PayBodySchema,
  PaymentRequestListSchema,
  PayResponseSchema,
  RequestPaymentBodySchema,
  RequestPaymentResponseSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRegistered, requireStaff, requireUser } from '../../platform/auth/guards';
import { type HaulServices, haulContext } from '../hauls';
import { noticesContext } from '../notices';
import { cardRefundDepsFor } from './card-refunds';
import { confirmHaul } from './haul-confirm.service';
import { pay } from './pay.service';
import type { PaymentGateway } from './payment-gateway';
import { listPaymentRequests, requestPayment } from './payment-requests.service';
import { paymentsContext } from './payments-context';

export type PurchaseRoutesOptions = HaulServices & {
  /** Tests pass their own; otherwise the one PAYMENT_GATEWAY names. */
  gateway?: PaymentGateway;
};

/** Spec 7 Payment (`/purchase/...`), staff's list of pay-another-way requests, and `PUT /haul/{id}/confirm/`. */
export const purchaseRoutes: FastifyPluginAsyncZod<PurchaseRoutesOptions> = async (app, options) => {
  // One gateway per process, shared with the card refunds and the reconciliation round (card-refunds.ts).
  const gateway = options.gateway ?? cardRefundDepsFor(app).gateway;
  const services = { gateway, exchangeRates: options.exchangeRates };

  app.post(
    '/purchase/pay/',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Pay by card for a load the driver accepted (haul_id; confirms the driver) or for a plan (driver, level)',
        description:
          'Card fields (pan, expdate MMYY, cvc) or a provider token (payment_method). An idempotency key ' +
          '(idempotency_key or the Idempotency-Key header) is optional: a repeat with it answers as the first attempt; ' +
          'without one the open payment of the same load or plan is repeated. Either way the card is charged once.',
        body: PayBodySchema,
        response: { 200: PayResponseSchema },
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      return pay(paymentsContext(app, services, request.log), {
        user: requireUser(request),
        body: request.body,
        headerKey: typeof header === 'string' ? header : undefined,
      });
    },
  );

  app.post(
    '/purchase/request_payment/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Ask to pay another way for a load (haul_id) or a plan (driver, level), with a note for staff',
        body: RequestPaymentBodySchema,
        response: { 201: RequestPaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await requestPayment(
        { db: app.db, now: app.clock.now() },
        { user: requireRegistered(request), body: request.body },
      );
      reply.status(201);
      return { detail: 'We received your request. Our staff will contact you about payment.', request: created };
    },
  );

  app.get(
    '/admin/payment_requests/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Staff: requests to pay another way, open ones first (status=all includes handled ones)',
        querystring: z.object({ status: z.enum(['open', 'all']).default('open') }),
        response: { 200: PaymentRequestListSchema },
      },
    },
    async (request) => {
      requireStaff(request);
      return listPaymentRequests(app.db, request.query.status);
    },
  );

  app.put(
    '/haul/:id/confirm/',
    {
      schema: {
        tags: ['hauls'],
        summary: 'Confirm the accepting driver; needs the prepayment (POST /purchase/pay/ confirms as it pays)',
        params: HaulIdParamsSchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      confirmHaul(
        { ...haulContext(app, options), ...noticesContext(app, request.log) },
        {
          user: requireUser(request),
          haulId: request.params.id,
        },
      ),
  );
};
