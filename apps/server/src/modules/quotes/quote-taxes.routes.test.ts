import {
  convertFromCad,
  ExchangeRatesResponseSchema,
  type Haul,
  HaulSchema,
  PRICE_BEAT_OFFER_CAD_CENTS,
  type QuoteRequestInput,
} from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeAcceptedHaul } from '../payments/testing';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const place = (name: string, lon: number, lat: number) => ({ name, location: [lon, lat] as [number, number] });
const SASKATOON = place('Saskatoon, SK', -106.67, 52.13);
const LETHBRIDGE = place('Lethbridge, AB', -112.8333, 49.7);
const TORONTO = place('Toronto, ON', -79.3832, 43.6532);
const MONTREAL = place('Montréal, QC', -73.5673, 45.5017);
const QUEBEC_CITY = place('Québec, QC', -71.2082, 46.8139);
const CAR = { make_model: '2021 Honda Civic Sedan', length: 4.64, width: 1.8, height: 1.41, weight: 1_257 };

const quote = async (key: string, origin: QuoteRequestInput['origin'], destination: QuoteRequestInput['origin']) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/quote/',
    headers: auth(key),
    payload: { origin, destination, load: CAR },
  });
  expect(response.statusCode).toBe(201);
  const haul = HaulSchema.parse(response.json());
  expect(haul.quote.outcome).toBe('rate');
  return haul;
};

const shipperRateOf = (haul: Haul) => haul.shipper_rate?.amountCents ?? Number.NaN;

/** A registered user who reads prices in US dollars. */
const usdViewer = async () => {
  const user = await registerUser(app);
  await app.inject({
    method: 'PATCH',
    url: `/api/user/${user.user.id}/`,
    headers: auth(user.key),
    payload: { currency_choice: 'usd' },
  });
  return user;
};

describe('taxes on a quote', () => {
  it('adds the GST of the destination province as its own line, outside the price lines', async () => {
    const visitor = await createTempUser(app);
    const haul = await quote(visitor.key, SASKATOON, LETHBRIDGE);
    const freight = shipperRateOf(haul);
    const gst = Math.round(freight * 0.05);
    expect(haul.quote.tax_treatment).toBe('taxable');
    expect(haul.quote.taxes).toEqual([{ code: 'gst', region: 'AB', rate_percent: '5', amountCents: gst }]);
    expect(haul.quote.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(freight);
    expect(haul.shipper_total).toEqual({ amountCents: freight + gst, currency: 'cad' });
    expect(haul.rate_taxes).toEqual([{ amountCents: gst, currency: 'cad' }]);
    expect(haul.total_rate).toMatchObject({ amountCents: freight + gst, currency: 'cad' });
  });

  it('adds GST and QST on a load within Quebec, and GST alone on a load into Quebec from Ontario', async () => {
    const visitor = await createTempUser(app);
    const withinQuebec = await quote(visitor.key, MONTREAL, QUEBEC_CITY);
    const freight = shipperRateOf(withinQuebec);
    expect(withinQuebec.quote.taxes.map(({ code, rate_percent }) => [code, rate_percent])).toEqual([
      ['gst', '5'],
      ['qst', '9.975'],
    ]);
    expect(withinQuebec.quote.taxes[1]?.amountCents).toBe(Math.round((freight * 9975) / 100_000));

    const intoQuebec = await quote(visitor.key, TORONTO, MONTREAL);
    expect(intoQuebec.quote.taxes.map(({ code, region }) => [code, region])).toEqual([['gst', 'QC']]);
    const outOfQuebec = await quote(visitor.key, MONTREAL, TORONTO);
    expect(outOfQuebec.quote.taxes.map(({ code, rate_percent }) => [code, rate_percent])).toEqual([['hst', '13']]);
  });

  it('shows the taxes in a USD viewer’s currency, adding up to the total their card is charged', async () => {
    const user = await usdViewer();
    const haul = await quote(user.key, SASKATOON, LETHBRIDGE);
    expect(haul.rate?.currency).toBe('usd');
    expect(haul.rate_taxes).toHaveLength(1);
    expect(haul.rate_taxes[0]?.currency).toBe('usd');
    expect(haul.total_rate?.amountCents).toBe((haul.rate?.amountCents ?? 0) + (haul.rate_taxes[0]?.amountCents ?? 0));
    expect(haul.total_rate?.as_of).toBe(haul.rate?.as_of);
    // USD is worth more than CAD, so the USD tax is the smaller number.
    expect(haul.rate_taxes[0]?.amountCents).toBeLessThan(haul.quote.taxes[0]?.amountCents ?? 0);
  });

  it('offers the CA$100 price beat in the viewer’s currency, at the quote’s own exchange rate', async () => {
    const user = await usdViewer();
    const haul = await quote(user.key, SASKATOON, LETHBRIDGE);
    const rates = (await app.inject({ method: 'GET', url: '/api/exchange_rates/' })).json();
    const usd = ExchangeRatesResponseSchema.parse(rates).find((rate) => rate.currency === 'usd');
    expect(usd?.asOf).toBe(haul.rate?.as_of);
    expect(haul.price_beat).toEqual(usd && convertFromCad(PRICE_BEAT_OFFER_CAD_CENTS, usd));
    expect(haul.price_beat?.currency).toBe('usd');

    const visitor = await createTempUser(app);
    const inCad = await quote(visitor.key, SASKATOON, LETHBRIDGE);
    expect(inCad.price_beat).toEqual({ amountCents: PRICE_BEAT_OFFER_CAD_CENTS, currency: 'cad' });
  });

  it('shows the shipper the taxes of a posted load and the driver holding it none: tax is not the driver’s pay', async () => {
    const { shipper, haul, driverKey } = await makeAcceptedHaul(app);
    const viewAs = async (key: string) =>
      HaulSchema.parse((await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/`, headers: auth(key) })).json());
    const asShipper = await viewAs(shipper.key);
    expect(asShipper.quote.taxes.map(({ code, region }) => [code, region])).toEqual([['gst', 'MB']]);
    expect(asShipper.total_rate).not.toBeNull();
    const asDriver = await viewAs(driverKey);
    expect(asDriver).toMatchObject({ rate_taxes: [], total_rate: null, shipper_total: null, price_beat: null });
    expect(asDriver.quote).toMatchObject({ taxes: [], tax_treatment: null });
  });
});
