import { randomUUID } from 'node:crypto';
import { createMoney, formatMoney, HaulDocumentsSchema, loadReference } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { hauls, outboxMessages, payments, users } from '../../db/schema';
import { auth, changeUserRow, createTempUser, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { createTestDatabase } from '../../testing/test-database';
import { completeWith, makeAcceptedHaul } from '../delivery/testing';
import { deliveryInspectionBody, pickupInspectionBody, SIGNATURE } from '../inspections/testing';
import { payHaulByCard } from '../payments/testing';
import { pdfText } from './pdf-text.test-helpers';

const BUSINESS_NUMBER = '123456789 RT0001';
// Each test pays, delivers and draws PDFs through the whole app; a busy shared machine needs more than the default.
vi.setConfig({ testTimeout: 60_000 });
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ invoicing: { businessName: 'Prairie Freight Co.', businessNumber: BUSINESS_NUMBER } }),
    database: await createTestDatabase(),
    logger: false,
    clock: testClock(new Date('2026-06-01T15:00:00Z')),
  });
});

afterAll(() => app.close());

const pay = (key: string, haulId: string) => payHaulByCard(app, key, haulId);

const download = (key: string, haulId: string, file: string) =>
  app.inject({ method: 'GET', url: `/api/haul/${haulId}/documents/${file}`, headers: auth(key) });

const cad = (cents: number) => formatMoney(createMoney(cents, 'cad'), 'en-us');

const nameOf = async (userId: string) =>
  (await app.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? '';

/** A load paid through the card flow (so it has an invoice number), with its shipper and driver. */
const makePaidHaul = async () => {
  const accepted = await makeAcceptedHaul(app);
  const paid = await pay(accepted.shipper.key, accepted.haul.id);
  if (!paid.json().success) throw new Error(`payment failed: ${paid.body}`);
  const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, accepted.haul.id));
  if (!payment) throw new Error('no payment row');
  return { ...accepted, payment };
};

const deliver = async (driverKey: string, haulId: string) => {
  const [row] = await app.db.select({ code: hauls.deliveryCode }).from(hauls).where(eq(hauls.id, haulId));
  const completed = await completeWith(app, driverKey, haulId, row?.code ?? '');
  if (completed.statusCode !== 200) throw new Error(`complete failed: ${completed.body}`);
};

describe('GET /haul/{id}/documents/invoice.pdf', () => {
  it('gives the shipper a PDF invoice naming the parties, the load, its sales tax lines, the number and the business number', async () => {
    const { shipper, haul, payment } = await makePaidHaul();
    const response = await download(shipper.key, haul.id, 'invoice.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${payment.invoiceNumber}.pdf"`);
    expect(payment.invoiceNumber).toMatch(/^FD-2026-\d{6}$/);
    expect(payment.taxLines.length).toBeGreaterThan(0);

    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice ${payment.invoiceNumber}`);
    expect(text).toContain(`GST/HST registration number ${BUSINESS_NUMBER}`);
    expect(text).toContain('Prairie Freight Co.');
    expect(text).toContain(await nameOf(shipper.user.id));
    expect(text).toContain(`Load ${loadReference(haul.id)}: Regina, SK to Winnipeg, MB`);
    for (const tax of payment.taxLines) {
      expect(text).toContain(
        `${tax.code.toUpperCase()} ${tax.rateMilliPercent / 1000} % (${tax.region}) ${cad(tax.amountCents)}`,
      );
    }
    expect(text).toContain(`Freight ${cad(payment.amountCadCents - payment.taxCadCents)}`);
    expect(text).toContain(`Total (CAD) ${cad(payment.amountCadCents)}`);
  });

  it('writes the invoice in the reader’s language', async () => {
    const { shipper, haul, payment } = await makePaidHaul();
    await changeUserRow(app, shipper.user.id, { languageChoice: 'fr' });
    const text = await pdfText((await download(shipper.key, haul.id, 'invoice.pdf')).rawPayload);
    expect(text).toContain(`Facture ${payment.invoiceNumber}`);
    expect(text).toContain(`Numéro d'inscription à la TPS/TVH ${BUSINESS_NUMBER}`);
    expect(text).toContain('Transport');
  });

  it('is not there for the driver, another shipper, another driver or a visitor (404), and is 409 before payment', async () => {
    const { shipper, haul, driver } = await makePaidHaul();
    const others = [
      driver.key,
      (await makeConfirmedShipper(app)).key,
      (await makeDriver(app)).key,
      (await createTempUser(app)).key,
    ];
    for (const key of others) {
      const response = await download(key, haul.id, 'invoice.pdf');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await download((await makeStaff(app)).key, haul.id, 'invoice.pdf')).statusCode).toBe(200);
    expect((await download(shipper.key, randomUUID(), 'invoice.pdf')).statusCode).toBe(404);

    const unpaid = await makeAcceptedHaul(app);
    const early = await download(unpaid.shipper.key, unpaid.haul.id, 'invoice.pdf');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'invoice_not_issued' });
  });

  it('rides along with the transaction record email', async () => {
    const { shipper, payment } = await makePaidHaul();
    const [record] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shipper.user.email ?? ''))
      .then((rows) => rows.filter((row) => row.meta.kind === 'payment_record'));
    expect(record?.attachments).toEqual([
      {
        filename: `invoice-${payment.invoiceNumber}.pdf`,
        contentType: 'application/pdf',
        contentBase64: expect.any(String),
      },
    ]);
    expect(record?.body).toContain(payment.invoiceNumber ?? 'missing');
    const text = await pdfText(Buffer.from(record?.attachments?.[0]?.contentBase64 ?? '', 'base64'));
    expect(text).toContain(`Invoice ${payment.invoiceNumber}`);
  });
});

describe('GET /haul/{id}/documents/bill_of_lading.pdf', () => {
  it('gives the shipper and the driver the parties, places, load in their units and times, with empty eBOL frames', async () => {
    const { shipper, haul, driver } = await makePaidHaul();
    await changeUserRow(app, driver.user.id, { unitChoice: 'imp' });
    const asDriver = await pdfText((await download(driver.key, haul.id, 'bill_of_lading.pdf')).rawPayload);
    expect(asDriver).toContain('Bill of lading');
    expect(asDriver).toContain(await nameOf(shipper.user.id));
    expect(asDriver).toContain(await nameOf(driver.user.id));
    expect(asDriver).toContain('Kubota M7-172 tractor');
    expect(asDriver).toContain('Type Tractor or machinery');
    expect(asDriver).toContain('NE 12-38-4 W3, RM of Vanscoy');
    expect(asDriver).toMatch(/16 ft 9 in × 8 ft 4 in × 10 ft/);
    expect(asDriver).toContain('Picked up not yet');
    expect(asDriver).toContain('Signatures Added with the electronic bill of lading; this document was not signed.');

    const asShipper = await pdfText((await download(shipper.key, haul.id, 'bill_of_lading.pdf')).rawPayload);
    expect(asShipper).toContain('5 m 10 cm × 2 m 55 cm × 3 m 5 cm');
  });

  it('shows the pickup and delivery inspections: names, readings, checks, marks, places, photos and signatures', async () => {
    const { shipper, haul, driver } = await makePaidHaul();
    const pickup = await pickupInspectionBody(app, driver.key, {
      odometer_km: 182_340,
      checklist: ['tie_downs'],
      marks: [{ x: 0.25, y: 0.5, picture: null, note: 'Scratch on the left fender' }],
      place: { lat: 52.13, lon: -106.67 },
      shipper: { name: 'Dana Agent', signature: SIGNATURE },
    });
    const picked = await app.inject({
      method: 'PUT',
      url: `/api/haul/${haul.id}/pick_up/`,
      headers: auth(driver.key),
      payload: pickup,
    });
    expect(picked.statusCode).toBe(200);
    const [row] = await app.db.select({ code: hauls.deliveryCode }).from(hauls).where(eq(hauls.id, haul.id));
    const delivered = await app.inject({
      method: 'POST',
      url: `/api/haul/${haul.id}/complete/?code=${row?.code ?? ''}`,
      headers: auth(driver.key),
      payload: await deliveryInspectionBody(app, driver.key, {
        receiver: { name: 'Kim Receiver', signature: SIGNATURE },
        marks: [{ x: 0.8, y: 0.2, picture: null, note: 'Mirror cracked' }],
      }),
    });
    expect(delivered.statusCode).toBe(200);

    const response = await download(shipper.key, haul.id, 'bill_of_lading.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Pick-up inspection');
    expect(text).toContain('Handed over by (shipper or agent) Dana Agent');
    expect(text).toContain('Odometer 182,340 km');
    expect(text).toContain('Securement checked chains or straps at every tie-down point');
    expect(text).toContain('1. Scratch on the left fender (on the diagram at 25 % across, 50 % from the front)');
    expect(text).toContain('Place (GPS) 52.13000, -106.67000');
    expect(text).toContain('1. Front');
    expect(text).toContain('Delivery inspection');
    expect(text).toContain('Received by Kim Receiver');
    expect(text).toContain('1. Mirror cracked');
    expect(text).toContain('Place (GPS) not given by the phone');
    expect(text).not.toContain('this document was not signed');
    // Photos are embedded as images (one thumbnail per inspection photo), signatures drawn as paths.
    expect(response.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);
  });

  it('is 404 to other drivers and shippers, 409 to the shipper before a driver is confirmed', async () => {
    const { haul } = await makePaidHaul();
    for (const key of [(await makeDriver(app)).key, (await makeConfirmedShipper(app)).key]) {
      expect((await download(key, haul.id, 'bill_of_lading.pdf')).statusCode).toBe(404);
    }
    const unpaid = await makeAcceptedHaul(app);
    const early = await download(unpaid.shipper.key, unpaid.haul.id, 'bill_of_lading.pdf');
    expect(early.json()).toMatchObject({ code: 'bill_of_lading_not_ready' });
  });

  it('rides along with the shipper’s delivery email, with the delivery time filled in', async () => {
    const { shipper, haul, driver } = await makePaidHaul();
    await deliver(driver.key, haul.id);
    const rows = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shipper.user.email ?? ''));
    const delivered = rows.find((row) => row.meta.kind === 'delivery');
    expect(delivered?.attachments?.[0]?.filename).toMatch(/^bill-of-lading-[0-9A-F]{8}\.pdf$/);
    const text = await pdfText(Buffer.from(delivered?.attachments?.[0]?.contentBase64 ?? '', 'base64'));
    expect(text).not.toContain('Delivered not yet');
    expect(text).toContain('Delivered June 1, 2026');
  });
});

describe('GET /haul/{id}/documents/payout_statement.pdf', () => {
  it('gives the driver, once delivered, the freight, the platform fee and the payout with its due date; 404 to the shipper', async () => {
    const { shipper, haul, driver, payment } = await makePaidHaul();
    const early = await download(driver.key, haul.id, 'payout_statement.pdf');
    expect(early.json()).toMatchObject({ code: 'payout_statement_not_ready' });
    await deliver(driver.key, haul.id);

    const response = await download(driver.key, haul.id, 'payout_statement.pdf');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    const [row] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    const freight = payment.amountCadCents - payment.taxCadCents;
    expect(text).toContain(`Freight paid for the load ${cad(freight)}`);
    expect(text).toContain(`Your payout ${cad(row?.transportRateCents ?? 0)}`);
    expect(text).toContain(`Platform fee -${cad(freight - (row?.transportRateCents ?? 0))}`);
    expect(text).toContain('Status scheduled');
    expect(text).toContain('Due June 8, 2026');

    expect((await download(shipper.key, haul.id, 'payout_statement.pdf')).statusCode).toBe(404);
    expect((await download((await makeDriver(app)).key, haul.id, 'payout_statement.pdf')).statusCode).toBe(404);
  });
});

describe('GET /haul/{id}/documents/', () => {
  it('lists what each party may download now, and is 404 to anyone else', async () => {
    const { shipper, haul, driver } = await makePaidHaul();
    const list = async (key: string) =>
      HaulDocumentsSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/documents/`, headers: auth(key) })).json(),
      ).documents.map((document) => document.kind);
    expect(await list(shipper.key)).toEqual(['invoice', 'bill_of_lading']);
    expect(await list(driver.key)).toEqual(['bill_of_lading']);
    await deliver(driver.key, haul.id);
    expect(await list(driver.key)).toEqual(['bill_of_lading', 'payout_statement']);
    expect(await list((await makeStaff(app)).key)).toEqual(['invoice', 'bill_of_lading', 'payout_statement']);
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/haul/${haul.id}/documents/`,
      headers: auth((await makeDriver(app)).key),
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists each document download as a PDF', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const file of ['invoice.pdf', 'bill_of_lading.pdf', 'payout_statement.pdf']) {
      const operation = document.paths[`/haul/{id}/documents/${file}`].get;
      expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
    }
    expect(document.paths['/haul/{id}/documents/'].get.tags).toEqual(['documents']);
  });
});
