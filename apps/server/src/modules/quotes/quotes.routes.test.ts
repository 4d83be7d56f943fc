import { HaulSchema, type QuoteRequestInput, SPEC_CATEGORY_KEY } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

/** Saskatoon, SK to Lethbridge, AB: a common prairie run (about 580 km by road). */
const SASKATOON = { name: 'Saskatoon, SK', location: [-106.67, 52.13] as [number, number] };
const LETHBRIDGE = { name: 'Lethbridge, AB', location: [-112.8333, 49.7] as [number, number] };
const FARGO = { name: 'Fargo, ND', location: [-96.7898, 46.8772] as [number, number] };

/** A towed implement as a farmer measured it folded for the road: wider than 2.6 m, so it needs a permit. */
const IMPLEMENT = {
  make_model: 'Harrow packer, folded',
  length: 9.5,
  width: 3.6,
  height: 3.4,
  weight: 6_500,
  load_type: 'implement_towing',
} as const;
/** From the catalogue (bourgault.com): a Bourgault 9650 air cart on rear duals is 6.38 m wide, a superload. */
const AIR_CART = {
  make_model: 'Bourgault 9650 air cart',
  length: 14.86,
  width: 6.38,
  height: 3.68,
  weight: 17_599,
  load_type: 'implement_towing',
} as const;
/** A fifth wheel from the catalogue (4.09 m tall, towed at that legal height), with the category the form sends. */
const FIFTH_WHEEL = {
  make_model: '2024 Grand Design Solitude 310GK',
  length: 10.46,
  width: 2.57,
  height: 4.09,
  weight: 5_488,
  load_type: 'rv',
  external_data: { spec_name: '2024 Grand Design Solitude 310GK', [SPEC_CATEGORY_KEY]: 'fifth_wheel' },
} as const;
const CAR = {
  make_model: '2021 Honda Civic Sedan',
  length: 4.64,
  width: 1.8,
  height: 1.41,
  weight: 1_257,
  load_type: 'vehicle',
} as const;

const postQuote = (key: string, payload: QuoteRequestInput) =>
  app.inject({ method: 'POST', url: '/api/quote/', headers: auth(key), payload });

describe('POST /quote/', () => {
  it('prices a car across the prairies and keeps it as a draft of the temporary visitor', async () => {
    const visitor = await createTempUser(app);
    const response = await postQuote(visitor.key, { origin: SASKATOON, destination: LETHBRIDGE, load: CAR });
    expect(response.statusCode).toBe(201);
    const haul = HaulSchema.parse(response.json());
    expect(haul).toMatchObject({
      status: 'draft',
      user: visitor.user.id,
      quote: { outcome: 'rate', size_class: 'light', reasons: [] },
      origin: { name: 'Saskatoon, SK', region: 'SK', country: 'CAN', location: SASKATOON.location },
      destination: { region: 'AB', country: 'CAN' },
      load: { make_model: '2021 Honda Civic Sedan', load_type: 'vehicle', ready_datetime: null },
    });
    expect(haul.route.distance_m).toBeGreaterThan(500_000);
    expect(haul.route.distance_m).toBeLessThan(700_000);
    const lines = haul.quote.lines.reduce((sum, line) => sum + line.amountCents, 0);
    expect(haul.shipper_rate).toEqual({ amountCents: lines, currency: 'cad' });
    expect(haul.rate).toMatchObject({ amountCents: lines, currency: 'cad' });
  });

  it('shows the rate in the user’s currency at the dated Bank of Canada rate', async () => {
    const user = await registerUser(app);
    await app.inject({
      method: 'PATCH',
      url: `/api/user/${user.user.id}/`,
      headers: auth(user.key),
      payload: { currency_choice: 'usd' },
    });
    const haul = HaulSchema.parse(
      (await postQuote(user.key, { origin: SASKATOON, destination: LETHBRIDGE, load: CAR })).json(),
    );
    expect(haul.rate?.currency).toBe('usd');
    expect(haul.rate?.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The US dollar is worth more than the Canadian one, so the figure is smaller.
    expect(haul.rate?.amountCents).toBeLessThan(haul.shipper_rate?.amountCents ?? 0);
  });

  it('adds permit surcharges for a towed implement wider than 2.6 m', async () => {
    const { key } = await createTempUser(app);
    const haul = HaulSchema.parse(
      (await postQuote(key, { origin: SASKATOON, destination: LETHBRIDGE, load: IMPLEMENT })).json(),
    );
    expect(haul.quote.outcome).toBe('rate');
    expect(haul.quote.lines.map((line) => line.code)).toContain('oversize_permit');
  });

  it('tows a fifth wheel picked from the catalogue, whose category rides in external_data', async () => {
    const { key } = await createTempUser(app);
    const haul = HaulSchema.parse(
      (await postQuote(key, { origin: SASKATOON, destination: LETHBRIDGE, load: FIFTH_WHEEL })).json(),
    );
    expect(haul.quote).toMatchObject({ outcome: 'rate', size_class: 'tow_away' });
    expect(haul.quote.lines.map((line) => line.code)).toEqual(['line_haul', 'loading', 'unloading', 'platform_fee']);
  });

  it('answers "call the office" for a load too wide to move, and prices a border crossing with a customs broker', async () => {
    const { key } = await createTempUser(app);
    const wide = HaulSchema.parse(
      (await postQuote(key, { origin: SASKATOON, destination: LETHBRIDGE, load: AIR_CART })).json(),
    );
    expect(wide.quote).toMatchObject({ outcome: 'no_quote', reasons: ['too_wide'] });
    expect(wide.shipper_rate).toBeNull();
    expect(wide.rate).toBeNull();
    const border = HaulSchema.parse(
      (await postQuote(key, { origin: SASKATOON, destination: FARGO, load: CAR })).json(),
    );
    expect(border.quote).toMatchObject({ outcome: 'rate', size_class: 'light', reasons: [] });
    expect(border.quote.lines.map((line) => line.code)).toContain('customs_broker');
    expect(border.quote.notes).toEqual(['bill_of_sale']);
  });

  it('refuses the same place twice, a missing description and a missing key with the spec’s messages', async () => {
    const { key } = await createTempUser(app);
    const same = await postQuote(key, { origin: SASKATOON, destination: SASKATOON, load: CAR });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ destination: ['Origin and destination must differ.'] });
    const undescribed = await postQuote(key, {
      origin: SASKATOON,
      destination: LETHBRIDGE,
      load: { ...CAR, make_model: ' ' },
    });
    expect(undescribed.statusCode).toBe(400);
    expect(undescribed.json().fields['load.make_model']).toEqual(['Please describe the item you are shipping']);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/quote/',
      payload: { origin: SASKATOON, destination: LETHBRIDGE, load: CAR },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /quote/{id}/', () => {
  it('prices the same draft again after a change, for its owner only', async () => {
    const owner = await createTempUser(app);
    const first = HaulSchema.parse(
      (await postQuote(owner.key, { origin: SASKATOON, destination: LETHBRIDGE, load: CAR })).json(),
    );
    const heavier = { origin: SASKATOON, destination: LETHBRIDGE, load: { ...CAR, weight: 5_000 } };
    const again = await app.inject({
      method: 'PUT',
      url: `/api/quote/${first.id}/`,
      headers: auth(owner.key),
      payload: heavier,
    });
    expect(again.statusCode).toBe(200);
    const repriced = HaulSchema.parse(again.json());
    expect(repriced.id).toBe(first.id);
    expect(repriced.quote.size_class).toBe('standard');
    expect(repriced.shipper_rate?.amountCents).toBeGreaterThan(first.shipper_rate?.amountCents ?? 0);

    const stranger = await createTempUser(app);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/quote/${first.id}/`,
      headers: auth(stranger.key),
      payload: heavier,
    });
    expect(refused.statusCode).toBe(404);
  });
});
