import {
  AdminCancelHaulResponseSchema,
  AdminHaulDetailSchema,
  AdminHaulPageSchema,
  ApiErrorSchema,
} from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls, ledgerTransactions, payments, staffAuditLog } from '../../db/schema';
import { auth, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makePostedHaul } from '../../testing/posted-hauls';
import { makeDeliveredHaul, makePaidHaul } from './admin.test-helpers';

/** Money and concurrency: run on PGlite and with DATABASE_URL on PostgreSQL. */
let app: FastifyInstance;
let staffKey: string;
// Each test pays for loads through the API; a busy machine needs more than the default.
const SLOW = 60_000;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));

beforeAll(async () => {
  app = await buildTestApp({ clock });
  staffKey = (await makeStaff(app)).key;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'PUT', url: string, key: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: auth(key), ...(payload && { payload }) });

const search = async (query: string) =>
  AdminHaulPageSchema.parse((await call('GET', `/admin/hauls/?${query}`, staffKey)).json());

const cancel = (haulId: string, reason = 'The shipper called: the tractor sold locally.') =>
  call('PUT', `/admin/hauls/${haulId}/cancel/`, staffKey, { reason });

describe('GET /admin/hauls/', () => {
  it(
    'finds loads by state, by part of the shipper’s or driver’s name or email, and by creation days',
    async () => {
      const shipper = await makeConfirmedShipper(app);
      const posted = await makePostedHaul(app, { shipper });
      const paid = await makePaidHaul(app, { shipper });
      const email = shipper.user.email ?? '';

      const byShipper = await search(`shipper=${encodeURIComponent(email.slice(0, 12).toUpperCase())}`);
      expect(byShipper.results.map((row) => row.id).sort()).toEqual([posted.haul.id, paid.haulId].sort());
      expect(byShipper.results[0]).toMatchObject({ id: paid.haulId, status: 'confirmed', origin: 'Regina, SK' });

      const confirmed = await search(`state=confirmed&shipper=${encodeURIComponent(shipper.user.name)}`);
      expect(confirmed.results.map((row) => row.id)).toEqual([paid.haulId]);
      const [driverRow] = (await search(`driver=${encodeURIComponent(confirmed.results[0]?.driver?.name ?? '-')}`))
        .results;
      expect(driverRow?.id).toBe(paid.haulId);

      expect((await search(`shipper=${encodeURIComponent(email)}&from=2026-06-01&to=2026-06-01`)).count).toBe(2);
      expect((await search(`shipper=${encodeURIComponent(email)}&from=2026-06-02`)).count).toBe(0);
      expect((await search('shipper=%25%25')).count).toBe(0);
      expect((await call('GET', '/admin/hauls/?state=lost', staffKey)).statusCode).toBe(400);
      const paged = await search('page_size=1&page=2');
      expect(paged).toMatchObject({ page: 2, page_size: 1 });
      expect(paged.results).toHaveLength(1);
    },
    SLOW,
  );
});

describe('GET /admin/hauls/{id}/', () => {
  it(
    'shows the load with its card payment and the money held in escrow',
    async () => {
      const paid = await makePaidHaul(app);
      const detail = AdminHaulDetailSchema.parse((await call('GET', `/admin/hauls/${paid.haulId}/`, staffKey)).json());
      expect(detail).toMatchObject({
        id: paid.haulId,
        status: 'confirmed',
        can_cancel: true,
        money: {
          paid_cad_cents: paid.shipperRateCents + paid.taxCadCents,
          escrow_cad_cents: paid.shipperRateCents,
          tax_held_cad_cents: paid.taxCadCents,
          released: false,
        },
        payments: [
          {
            status: 'succeeded',
            amount_cad_cents: paid.shipperRateCents + paid.taxCadCents,
            refunded_cad_cents: 0,
            card: 'visa •••• 4242',
          },
        ],
      });
      expect(JSON.stringify(detail)).not.toContain(paid.deliveryCode);
      expect((await call('GET', `/admin/hauls/${crypto.randomUUID()}/`, staffKey)).statusCode).toBe(404);
    },
    SLOW,
  );
});

describe('PUT /admin/hauls/{id}/cancel/', () => {
  it(
    'cancels a paid load at the shipper’s request with the reason and refunds the card in full',
    async () => {
      const paid = await makePaidHaul(app);
      const reason = 'The shipper phoned: the buyer backed out.';
      const response = await cancel(paid.haulId, reason);
      expect(response.statusCode).toBe(200);
      const body = AdminCancelHaulResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        refunded_now_cad_cents: paid.shipperRateCents + paid.taxCadCents,
        haul: {
          status: 'cancelled',
          can_cancel: false,
          deleted_elaboration: reason,
          money: {
            escrow_cad_cents: 0,
            tax_held_cad_cents: 0,
            refunded_cad_cents: paid.shipperRateCents + paid.taxCadCents,
          },
        },
      });
      const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, paid.haulId));
      expect(payment?.refundedCadCents).toBe(paid.shipperRateCents + paid.taxCadCents);
      // The shipper sees their load deleted, with the reason staff wrote.
      const seen = await app.inject({
        method: 'GET',
        url: `/api/haul/${paid.haulId}/`,
        headers: auth(paid.shipper.key),
      });
      expect(seen.json()).toMatchObject({ status: 'cancelled' });

      await app.auditWritten();
      const [row] = await app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, paid.haulId));
      expect(row).toMatchObject({
        action: 'hauls.cancel',
        route: '/api/admin/hauls/:id/cancel/',
        targetType: 'hauls',
        statusCode: 200,
        detail: { refunded_cad_cents: paid.shipperRateCents + paid.taxCadCents, body: { reason } },
      });
      const detail = AdminHaulDetailSchema.parse((await call('GET', `/admin/hauls/${paid.haulId}/`, staffKey)).json());
      expect(detail.actions).toEqual([expect.objectContaining({ action: 'hauls.cancel', status_code: 200 })]);
    },
    SLOW,
  );

  it(
    'moves the money once: a second cancel is 409, and of two at once one wins',
    async () => {
      const first = await makePaidHaul(app);
      expect((await cancel(first.haulId)).statusCode).toBe(200);
      const again = await cancel(first.haulId);
      expect(again.statusCode).toBe(409);
      expect(ApiErrorSchema.parse(again.json()).code).toBe('haul_action_not_allowed');

      const raced = await makePaidHaul(app);
      const answers = await Promise.all([cancel(raced.haulId), cancel(raced.haulId), cancel(raced.haulId)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      for (const haulId of [first.haulId, raced.haulId]) {
        const refunds = await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.haulId, haulId));
        expect(refunds.filter((transaction) => transaction.eventKey.startsWith('refund:'))).toHaveLength(1);
        const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, haulId));
        expect(payment?.refundedCadCents).toBe(payment?.amountCadCents);
      }
    },
    SLOW,
  );

  it(
    'will not cancel a delivered load, and asks for a reason',
    async () => {
      const delivered = await makeDeliveredHaul(app);
      const late = await cancel(delivered.haulId);
      expect(late.statusCode).toBe(409);
      const [row] = await app.db.select().from(hauls).where(eq(hauls.id, delivered.haulId));
      expect(row?.status).toBe('completed');
      const posted = await makePostedHaul(app);
      const noReason = await call('PUT', `/admin/hauls/${posted.haul.id}/cancel/`, staffKey, { reason: ' ' });
      expect(noReason.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(noReason.json()).fields).toEqual({ reason: ['Say why the load is cancelled.'] });
      expect((await cancel(crypto.randomUUID())).statusCode).toBe(404);
    },
    SLOW,
  );
});
