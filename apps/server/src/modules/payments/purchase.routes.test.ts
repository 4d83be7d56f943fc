import { randomUUID } from 'node:crypto';
import {
  convertFromCad,
  createMoney,
  formatMoney,
  loadReference,
  PAYMENT_SUCCESS_MESSAGE,
  paymentFailureMessage,
} from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hauls, ledgerTransactions, outboxMessages, payments } from '../../db/schema';
import { auth, changeUserRow, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { makePostedHaul } from '../../testing/posted-hauls';
import { createTestDatabase } from '../../testing/test-database';
import { EmbeddedExchangeRates } from '../exchange-rates';
import { escrowBalance, heldTax } from '../ledger';
import { captureLogLines, makeAcceptedHaul } from './payment-test-fixtures';
import { SANDBOX_CARDS } from './sandbox-gateway';

/** Money and concurrency: run on PGlite and with DATABASE_URL on PostgreSQL. */
let app: FastifyInstance;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));
const log = captureLogLines();

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database: await createTestDatabase(),
    logger: { stream: log.stream },
    clock,
  });
});

afterAll(() => app.close());

const card = (pan: string = SANDBOX_CARDS.success) => ({ pan, expdate: '1230', cvc: '123' });

const payHaul = (key: string, haulId: string, body: Record<string, unknown> = card(), idempotencyKey = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase/pay/',
    headers: auth(key),
    payload: { ...body, haul_id: haulId, idempotency_key: idempotencyKey },
  });

const paymentsOf = (haulId: string) => app.db.select().from(payments).where(eq(payments.haulId, haulId));
const haulRow = async (haulId: string) => (await app.db.select().from(hauls).where(eq(hauls.id, haulId)))[0];
const prepaymentsOf = (haulId: string) =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.haulId, haulId), eq(ledgerTransactions.kind, 'prepayment')));

describe('POST /purchase/pay/ for a load', () => {
  it('charges the shipper rate and its GST, holds them apart, confirms the driver with a code, and emails a record', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const before = log.charges().length;
    const response = await payHaul(shipper.key, haul.id, card('4242 4242-4242 4242'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
    expect(log.charges().length - before).toBe(1);

    const stored = await haulRow(haul.id);
    expect(stored).toMatchObject({ status: 'confirmed' });
    expect(stored?.confirmedAt).toEqual(clock.now());
    expect(stored?.deliveryCode).toMatch(/^\d{6}$/);
    // Regina -> Winnipeg is supplied in Manitoba: 5 % GST on the shipper rate, charged with it, kept apart.
    const freight = stored?.shipperRateCents ?? 0;
    const gst = Math.round(freight * 0.05);
    const [payment] = await paymentsOf(haul.id);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountMinor: freight + gst,
      amountCadCents: freight + gst,
      taxCadCents: gst,
      taxLines: [{ code: 'gst', region: 'MB', rateMilliPercent: 5000, amountCents: gst }],
      currency: 'cad',
      exchangeRate: '1',
      gateway: 'sandbox',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(payment?.gatewayReference).toMatch(/^sbx_/);
    expect(await escrowBalance(app.db, haul.id)).toBe(freight);
    expect(await heldTax(app.db, haul.id)).toBe(gst);

    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Your payment: transaction record'));
    const record = mails.find((mail) => mail.recipient === shipper.user.email);
    expect(record?.body).toContain('ending in 4242');
    // The load by its short reference and places, never its raw id; amounts as the reader's language writes them.
    expect(record?.body).toContain(`For: Load ${loadReference(haul.id)}: `);
    expect(record?.body).not.toContain(haul.id);
    const cad = (cents: number) => formatMoney(createMoney(cents, 'cad'), 'en-us');
    expect(record?.body).toContain(`Amount: ${cad(freight + gst)}`);
    expect(record?.body).toContain(`Freight: ${cad(freight)}`);
    expect(record?.body).toContain(`GST 5% (MB): ${cad(gst)}`);
    expect(record?.body).not.toContain('4242424242424242');
  });

  it.each([
    [SANDBOX_CARDS.declined, 'Your card was declined.'],
    [SANDBOX_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    [SANDBOX_CARDS.expired, 'Your card has expired.'],
    [SANDBOX_CARDS.wrongCvc, "Your card's security code is incorrect."],
  ])('passes on the card company’s words for %s and leaves the load unpaid', async (pan, words) => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const response = await payHaul(shipper.key, haul.id, card(pan));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      message: `Your payment could not be processed. Your credit card company said: ${words}`,
    });
    expect(await paymentsOf(haul.id)).toMatchObject([
      { status: 'failed', failureMessage: words, gatewayReference: null },
    ]);
    expect(await haulRow(haul.id)).toMatchObject({ status: 'accepted', deliveryCode: null });
    expect(await escrowBalance(app.db, haul.id)).toBe(0);

    // A new attempt (new key) with a good card goes through.
    expect((await payHaul(shipper.key, haul.id)).json()).toMatchObject({ success: true });
  });

  it('says "No response" when the gateway does not answer, keeping the payment pending and the load unpaid', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const response = await payHaul(shipper.key, haul.id, card(SANDBOX_CARDS.noResponse));
    expect(response.json()).toEqual({
      success: false,
      message: 'Your payment could not be processed. Your credit card company said: No response.',
    });
    expect(await paymentsOf(haul.id)).toMatchObject([{ status: 'pending' }]);
    expect(await haulRow(haul.id)).toMatchObject({ status: 'accepted' });

    // Another key at once: nobody is in a gateway call for the old one, so the gateway is asked about it (not
    // charged), it is marked failed, and the new payment goes through.
    expect((await payHaul(shipper.key, haul.id)).json()).toMatchObject({ success: true });
    const rows = await paymentsOf(haul.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
    expect(rows.find((row) => row.status === 'failed')?.failureMessage).toBe('No response');
  });

  it('charges once for the same key sent twice, answering the repeat as the first', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const before = log.charges().length;
    const key = randomUUID();
    const first = await payHaul(shipper.key, haul.id, card(), key);
    const second = await payHaul(shipper.key, haul.id, card(), key);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ success: true });
    expect(log.charges().length - before).toBe(1);
    expect(await paymentsOf(haul.id)).toHaveLength(1);
    expect(await prepaymentsOf(haul.id)).toHaveLength(1);
  });

  it('repeats a decline for the same key without asking the gateway again', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const key = randomUUID();
    const first = await payHaul(shipper.key, haul.id, card(SANDBOX_CARDS.declined), key);
    // Even with a good card now: the key names that first attempt, whose answer was a decline.
    const again = await payHaul(shipper.key, haul.id, card(), key);
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(haul.id)).toHaveLength(1);
  });

  it('charges once for the same key sent concurrently, by the header or the body', async () => {
    for (const pan of [SANDBOX_CARDS.success, SANDBOX_CARDS.slow]) {
      const { shipper, haul } = await makeAcceptedHaul(app);
      const before = log.charges().length;
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          app.inject({
            method: 'POST',
            url: '/api/purchase/pay/',
            headers: index % 2 ? { ...auth(shipper.key), 'idempotency-key': key } : auth(shipper.key),
            payload: { ...card(pan), haul_id: haul.id, ...(index % 2 ? {} : { idempotency_key: key }) },
          }),
        ),
      );
      for (const response of responses) {
        expect(response.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
      }
      expect(log.charges().length - before).toBe(1);
      expect(await paymentsOf(haul.id)).toHaveLength(1);
      expect(await prepaymentsOf(haul.id)).toHaveLength(1);
      const records = await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, 'Your payment: transaction record'));
      expect(records.filter((mail) => mail.recipient === shipper.user.email)).toHaveLength(1);
    }
  });

  it('refuses a load that is not accepted, not yours, already paid, or unknown, charging nothing', async () => {
    const { shipper, haul: posted } = await makePostedHaul(app);
    const { haul: paid, shipper: payer } = await makeAcceptedHaul(app);
    await payHaul(payer.key, paid.id);
    const stranger = await makeConfirmedShipper(app);
    const { haul: theirs } = await makeAcceptedHaul(app);
    const before = log.charges().length;

    const notAccepted = await payHaul(shipper.key, posted.id);
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json()).toMatchObject({ code: 'haul_not_payable' });
    expect((await payHaul(stranger.key, theirs.id)).json()).toMatchObject({ code: 'not_found' });
    expect((await payHaul(stranger.key, randomUUID())).statusCode).toBe(404);
    const again = await payHaul(payer.key, paid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This load is already paid.');

    expect(log.charges().length).toBe(before);
    expect(await paymentsOf(posted.id)).toHaveLength(0);
    expect(await paymentsOf(theirs.id)).toHaveLength(0);
    expect(await paymentsOf(paid.id)).toHaveLength(1);
    expect(await prepaymentsOf(paid.id)).toHaveLength(1);
  });

  it('refuses a key reused for another purchase', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const { haul: other } = await makeAcceptedHaul(app, { shipper });
    const key = randomUUID();
    await payHaul(shipper.key, haul.id, card(), key);
    const reused = await payHaul(shipper.key, other.id, card(), key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toMatch(/already used for another payment/);
    expect(await paymentsOf(other.id)).toHaveLength(0);
  });

  it('charges a shipper who chose US dollars in USD at the stored rate, recording the rate and the CAD amount', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    await changeUserRow(app, shipper.user.id, { currencyChoice: 'usd' });
    expect((await payHaul(shipper.key, haul.id)).json()).toMatchObject({ success: true });
    const rate = await new EmbeddedExchangeRates().getCadRate('usd');
    const cents = (await haulRow(haul.id))?.shipperRateCents ?? 0;
    const gst = Math.round(cents * 0.05);
    expect(await paymentsOf(haul.id)).toMatchObject([
      {
        currency: 'usd',
        amountMinor: convertFromCad(cents + gst, rate).amountCents,
        amountCadCents: cents + gst,
        taxCadCents: gst,
        exchangeRate: String(rate.cadPerUnit),
      },
    ]);
    expect(await escrowBalance(app.db, haul.id)).toBe(cents);
  });

  it('writes a USD payment on the transaction record as the US$ amount charged, CAD only beside it', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    await changeUserRow(app, shipper.user.id, { currencyChoice: 'usd' });
    expect((await payHaul(shipper.key, haul.id)).json()).toMatchObject({ success: true });
    const [payment] = await paymentsOf(haul.id);
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Your payment: transaction record'));
    const body = mails.find((mail) => mail.recipient === shipper.user.email)?.body ?? '';
    const usd = formatMoney({ amountCents: payment?.amountMinor ?? -1, currency: 'usd' }, 'en-us');
    expect(usd).toMatch(/^US\$\d/);
    expect(body).toContain(`Amount: ${usd}\n`);
    expect(body).toContain(`In Canadian dollars: CA$`);
    expect(body).not.toMatch(/\d USD/);
  });
});

describe('POST /purchase/pay/ input', () => {
  it.each([
    [{ ...card('4242 4242 4242 4241') }, 'pan'],
    [{ ...card(), pan: '42' }, 'pan'],
    [{ ...card(), expdate: '1330' }, 'expdate'],
    [{ ...card(), expdate: '12/30' }, 'expdate'],
    [{ ...card(), expdate: '0526' }, 'expdate'],
    [{ ...card(), cvc: '12' }, 'cvc'],
    [{ pan: SANDBOX_CARDS.success }, 'expdate'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const response = await payHaul(shipper.key, haul.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await paymentsOf(haul.id)).toHaveLength(0);
  });

  it('needs a well-formed idempotency key if any, a load or a plan, and a logged-in registered user', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const badKey = await app.inject({
      method: 'POST',
      url: '/api/purchase/pay/',
      headers: auth(shipper.key),
      payload: { ...card(), haul_id: haul.id, idempotency_key: 'short' },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().fields).toHaveProperty('idempotency_key');
    const noTarget = await app.inject({
      method: 'POST',
      url: '/api/purchase/pay/',
      headers: auth(shipper.key),
      payload: { ...card(), idempotency_key: randomUUID() },
    });
    expect(noTarget.json().fields).toHaveProperty('haul_id');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/purchase/pay/',
      payload: { ...card(), haul_id: haul.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never writes the card number or CVC to the log, even for a refused request', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    log.lines.length = 0;
    await payHaul(shipper.key, haul.id, { pan: '4242424242424242', expdate: '0931', cvc: '987' });
    await payHaul(shipper.key, haul.id, { pan: '5555555555554444', expdate: '1330', cvc: '986' });
    const logged = JSON.stringify(log.lines);
    expect(log.lines.some((line) => line.msg === 'request' && line.url === '/api/purchase/pay/')).toBe(true);
    for (const secret of ['4242424242424242', '5555555555554444', '"987"', '"986"', '"0931"', '"1330"']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('PUT /haul/{id}/confirm/', () => {
  it('asks for the prepayment first, then answers the paid load confirmed (shipper only)', async () => {
    const { shipper, haul, driverKey } = await makeAcceptedHaul(app);
    const confirm = (key: string) =>
      app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/confirm/`, headers: auth(key) });
    const unpaid = await confirm(shipper.key);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'prepayment_required' });
    expect(unpaid.json().detail).toMatch(/\/purchase\/pay\//);
    expect((await confirm(driverKey)).statusCode).toBe(404);
    const staff = await makeStaff(app);
    expect((await confirm(staff.key)).statusCode).toBe(403);

    await payHaul(shipper.key, haul.id);
    const code = (await haulRow(haul.id))?.deliveryCode;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const confirmed = await confirm(shipper.key);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ id: haul.id, status: 'confirmed' });
    }
    expect((await haulRow(haul.id))?.deliveryCode).toBe(code);
  });

  it('confirms a load whose prepayment is still held after its driver was replaced', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    await payHaul(shipper.key, haul.id);
    // As if the shipper had turned the paid driver back and another had accepted: accepted again, escrow still held.
    await app.db.update(hauls).set({ status: 'accepted', deliveryCode: null }).where(eq(hauls.id, haul.id));
    const confirmed = await app.inject({
      method: 'PUT',
      url: `/api/haul/${haul.id}/confirm/`,
      headers: auth(shipper.key),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await haulRow(haul.id)).toMatchObject({
      status: 'confirmed',
      deliveryCode: expect.stringMatching(/^\d{6}$/),
    });
    // Paying again is refused: the escrow already holds this load's money.
    expect((await payHaul(shipper.key, haul.id)).statusCode).toBe(409);
  });
});

describe('failure message', () => {
  it('is spec 8’s sentence followed by the card company’s words or "No response"', () => {
    expect(paymentFailureMessage('Your card was declined.')).toBe(
      'Your payment could not be processed. Your credit card company said: Your card was declined.',
    );
    expect(paymentFailureMessage(null)).toBe(
      'Your payment could not be processed. Your credit card company said: No response.',
    );
  });
});
