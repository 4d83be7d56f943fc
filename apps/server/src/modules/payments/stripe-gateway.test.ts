import { randomUUID } from 'node:crypto';
import { PAYMENT_SUCCESS_MESSAGE } from '@freight/domain';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hauls, payments } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { closedAddress } from '../../testing/stand-in-server';
import { makeAcceptedHaul } from './payment-test-fixtures';
import { createStripeGateway } from './stripe-gateway';

type Seen = { method: string; url: string; headers: FastifyRequest['headers']; form: Record<string, string> };
type Answer = (request: Seen, reply: FastifyReply) => unknown;

/** Stripe's API on the loopback interface: form-encoded POSTs and GETs, answered as each test says. */
const startStripeStandIn = async () => {
  const server = Fastify({ forceCloseConnections: true });
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const standIn = { baseUrl: '', seen: [] as Seen[], answer: (() => ({})) as Answer, close: () => server.close() };
  server.all('/v1/*', async (request, reply) => {
    const seen = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      form: (request.body ?? {}) as Record<string, string>,
    };
    standIn.seen.push(seen);
    return standIn.answer(seen, reply);
  });
  standIn.baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
  return standIn;
};

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
const warnings: string[] = [];

const SUCCEEDED = {
  id: 'pi_3Test',
  object: 'payment_intent',
  status: 'succeeded',
  latest_charge: { id: 'ch_1', payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
};

const gateway = (overrides: { baseUrl?: string; timeoutMs?: number } = {}) =>
  createStripeGateway({
    secretKey: 'sk_test_secret_123',
    baseUrl: overrides.baseUrl ?? standIn.baseUrl,
    timeoutMs: overrides.timeoutMs ?? 1_000,
    warn: (_context, message) => warnings.push(message),
  });

const charge = (
  source: Parameters<ReturnType<typeof gateway>['charge']>[0]['source'] = { paymentMethod: 'pm_card_visa' },
) =>
  gateway().charge({
    idempotencyKey: 'pay-key-0001',
    amountMinor: 123_456,
    currency: 'cad',
    source,
    description: 'Test',
  });

beforeAll(async () => {
  standIn = await startStripeStandIn();
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.seen.length = 0;
  warnings.length = 0;
  standIn.answer = () => SUCCEEDED;
});

describe('Stripe gateway', () => {
  it('creates a confirmed PaymentIntent, form-encoded, with the key as Idempotency-Key and in metadata', async () => {
    expect(await charge()).toEqual({ kind: 'succeeded', reference: 'pi_3Test', brand: 'visa', last4: '4242' });
    const [request] = standIn.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/payment_intents' });
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer sk_test_secret_123',
      'idempotency-key': 'pay-key-0001',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(request?.form).toMatchObject({
      amount: '123456',
      currency: 'cad',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      'metadata[idempotency_key]': 'pay-key-0001',
      'expand[]': 'latest_charge',
    });
  });

  it('sends typed card fields as payment_method_data when there is no token', async () => {
    await charge({ pan: '4242424242424242', expdate: '0931', cvc: '123' });
    expect(standIn.seen[0]?.form).toMatchObject({
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '9',
      'payment_method_data[card][exp_year]': '2031',
      'payment_method_data[card][cvc]': '123',
    });
  });

  it('reads a card error (402) as a decline with Stripe’s message', async () => {
    standIn.answer = (_request, reply) =>
      reply
        .status(402)
        .send({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect(await charge()).toEqual({ kind: 'declined', message: 'Your card was declined.' });
  });

  it('declines a card that needs a verification step this form cannot do', async () => {
    standIn.answer = () => ({ ...SUCCEEDED, status: 'requires_action' });
    expect(await charge()).toMatchObject({ kind: 'declined', message: expect.stringMatching(/verification/) });
  });

  it.each([
    ['a 500', (_request: Seen, reply: FastifyReply) => reply.status(500).send({ error: { type: 'api_error' } })],
    [
      'a 409 (same key in flight)',
      (_request: Seen, reply: FastifyReply) =>
        reply.status(409).send({ error: { type: 'idempotency_error', message: 'in progress' } }),
    ],
    [
      'a 401 (bad key)',
      (_request: Seen, reply: FastifyReply) => reply.status(401).send({ error: { type: 'invalid_request_error' } }),
    ],
    ['a processing intent', () => ({ ...SUCCEEDED, status: 'processing' })],
  ])('treats %s as no response', async (_name, answer) => {
    standIn.answer = answer;
    expect(await charge()).toEqual({ kind: 'no_response' });
  });

  it('treats a timeout and a refused connection as no response', async () => {
    standIn.answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return SUCCEEDED;
    };
    const slow = gateway({ timeoutMs: 200 });
    expect(
      await slow.charge({
        idempotencyKey: 'k-00000001',
        amountMinor: 1,
        currency: 'cad',
        source: { paymentMethod: 'pm_x' },
        description: '',
      }),
    ).toEqual({ kind: 'no_response' });
    const closed = gateway({ baseUrl: await closedAddress() });
    expect(
      await closed.charge({
        idempotencyKey: 'k-00000001',
        amountMinor: 1,
        currency: 'cad',
        source: { paymentMethod: 'pm_x' },
        description: '',
      }),
    ).toEqual({ kind: 'no_response' });
    expect(warnings).toEqual(['Stripe did not answer in time', 'Stripe could not be reached']);
  });

  it('finds what it charged under a key by searching the metadata', async () => {
    standIn.answer = () => ({ object: 'search_result', data: [SUCCEEDED] });
    expect(await gateway().findCharge('pay-key-0001')).toMatchObject({ kind: 'succeeded', reference: 'pi_3Test' });
    const url = new URL(standIn.seen[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/v1/payment_intents/search');
    expect(url.searchParams.get('query')).toBe("metadata['idempotency_key']:'pay-key-0001'");
    standIn.answer = () => ({ object: 'search_result', data: [] });
    expect(await gateway().findCharge('pay-key-0001')).toEqual({ kind: 'not_charged' });
    standIn.answer = (_request, reply) => reply.status(503).send({});
    expect(await gateway().findCharge('pay-key-0001')).toEqual({ kind: 'no_response' });
  });
});

describe('Stripe gateway refunds', () => {
  const refund = () =>
    gateway().refund({
      idempotencyKey: 'refund:pay-1:refund:haul-1:1',
      reference: 'pi_3Test',
      amountMinor: 73_260,
      currency: 'usd',
    });

  it('creates a refund of the PaymentIntent, form-encoded, with the key as Idempotency-Key', async () => {
    standIn.answer = () => ({ id: 're_1Test', object: 'refund', status: 'succeeded' });
    expect(await refund()).toEqual({ kind: 'refunded', reference: 're_1Test' });
    const [request] = standIn.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/refunds' });
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer sk_test_secret_123',
      'idempotency-key': 'refund:pay-1:refund:haul-1:1',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(request?.form).toEqual({
      payment_intent: 'pi_3Test',
      amount: '73260',
      'metadata[idempotency_key]': 'refund:pay-1:refund:haul-1:1',
    });
  });

  it('counts a pending refund as sent: Stripe accepted it and finishes it itself', async () => {
    standIn.answer = () => ({ id: 're_2Test', object: 'refund', status: 'pending' });
    expect(await refund()).toEqual({ kind: 'refunded', reference: 're_2Test' });
  });

  it('reads a refused or failed refund as failed with Stripe’s words', async () => {
    standIn.answer = (_request, reply) =>
      reply.status(400).send({
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        },
      });
    expect(await refund()).toEqual({ kind: 'failed', message: 'Charge has already been refunded.' });
    standIn.answer = () => ({
      id: 're_3Test',
      object: 'refund',
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect(await refund()).toEqual({ kind: 'failed', message: 'Stripe could not refund: expired_or_canceled_card' });
  });

  it('treats a 500, a 409 (same key in flight) and a refused connection as no response', async () => {
    standIn.answer = (_request, reply) => reply.status(500).send({ error: { type: 'api_error' } });
    expect(await refund()).toEqual({ kind: 'no_response' });
    standIn.answer = (_request, reply) =>
      reply.status(409).send({ error: { type: 'idempotency_error', message: 'in progress' } });
    expect(await refund()).toEqual({ kind: 'no_response' });
    const closed = gateway({ baseUrl: await closedAddress() });
    expect(
      await closed.refund({ idempotencyKey: 'refund:x', reference: 'pi_x', amountMinor: 1, currency: 'cad' }),
    ).toEqual({ kind: 'no_response' });
  });
});

describe('POST /purchase/pay/ with PAYMENT_GATEWAY=stripe', () => {
  it('pays with a Stripe.js payment_method token through the configured gateway', async () => {
    const app = await buildTestApp({
      config: {
        payments: {
          gateway: 'stripe',
          stripeSecretKey: 'sk_test_app',
          stripeApiUrl: standIn.baseUrl,
          timeoutMs: 2_000,
          reconcileIntervalS: 60,
        },
      },
    });
    try {
      const { shipper, haul } = await makeAcceptedHaul(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/purchase/pay/',
        headers: { ...auth(shipper.key), 'idempotency-key': randomUUID() },
        payload: { payment_method: 'pm_card_visa', haul_id: haul.id },
      });
      expect(response.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
      const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, haul.id));
      expect(payment).toMatchObject({ gateway: 'stripe', gatewayReference: 'pi_3Test', status: 'succeeded' });
      // Our payment id is Stripe's idempotency key, so a retry after a crash reuses it.
      expect(standIn.seen[0]?.headers['idempotency-key']).toBe(payment?.id);
      expect(standIn.seen[0]?.headers.authorization).toBe('Bearer sk_test_app');
      expect((await app.db.select().from(hauls).where(eq(hauls.id, haul.id)))[0]?.status).toBe('confirmed');
    } finally {
      await app.close();
    }
  });
});
