import { HaulPageSchema, HaulSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, makeConfirmedShipper, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { expectCompressedInOnePiece } from '../../testing/compressed-answers';
import { makeDriver } from '../../testing/drivers';
import { makeQuotedHaul } from '../../testing/hauls';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const READY = '2026-07-02T14:00:00.000Z';

/** The post flow's pickup and drop-off details and dates (spec 2: post). */
const DETAILS = {
  load: { ready_datetime: READY, deliver_by_datetime: '2026-07-06T22:00:00.000Z' },
  origin: {
    address: 'NE 12-38-4 W3, RM of Vanscoy',
    loading_dock: false,
    loading_provided: true,
    loading_times: 'weekdays_8_to_5',
    instructions: 'Yard gate code 4411; call on arrival.',
  },
  destination: { address: '3105 2 Ave N, Lethbridge', unloading_provided: true, loading_times: 'see_instructions' },
};

const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, key: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: auth(key), ...(payload && { payload }) });

const postedHaul = async (key: string) => {
  const haul = await makeQuotedHaul(app, key);
  const published = await call('PUT', `/haul/${haul.id}/publish/`, key, DETAILS);
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return HaulSchema.parse(published.json());
};

describe('saving a draft and publishing', () => {
  it('keeps the post flow’s details on the draft', async () => {
    const { key } = await createTempUser(app);
    const haul = await makeQuotedHaul(app, key);
    const saved = await call('POST', `/haul/${haul.id}/save_draft/`, key, DETAILS);
    expect(saved.statusCode).toBe(200);
    expect(HaulSchema.parse(saved.json())).toMatchObject({
      status: 'draft',
      load: { ready_datetime: READY, deliver_by_datetime: '2026-07-06T22:00:00.000Z' },
      origin: { address: 'NE 12-38-4 W3, RM of Vanscoy', loading_provided: true, loading_times: 'weekdays_8_to_5' },
      destination: { unloading_provided: true, loading_times: 'see_instructions' },
    });
  });

  it('saves the draft of a shipper without a confirmed email, then says what is missing before posting', async () => {
    const visitor = await createTempUser(app);
    const haul = await makeQuotedHaul(app, visitor.key);
    const refused = await call('PUT', `/haul/${haul.id}/publish/`, visitor.key, DETAILS);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'needs_confirmation',
      detail:
        'Your draft has been saved, but you must confirm your email address and agree to the terms before posting.',
    });
    const draft = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, visitor.key)).json());
    expect(draft).toMatchObject({ status: 'draft', origin: { address: DETAILS.origin.address } });

    const unconfirmed = await registerUser(app, { accepted_terms: true });
    const theirs = await makeQuotedHaul(app, unconfirmed.key);
    expect((await call('PUT', `/haul/${theirs.id}/publish/`, unconfirmed.key, DETAILS)).json().code).toBe(
      'needs_confirmation',
    );
  });

  it('posts a confirmed shipper’s load, once, and names the missing required fields', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await makeQuotedHaul(app, shipper.key);
    const incomplete = await call('PUT', `/haul/${haul.id}/publish/`, shipper.key, {});
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      detail: 'Please complete the required fields',
      fields: {
        'origin.address': ['Please complete the required fields'],
        'destination.address': ['Please complete the required fields'],
        'load.ready_datetime': ['Please complete the required fields'],
      },
    });
    const published = await call('PUT', `/haul/${haul.id}/publish/`, shipper.key, DETAILS);
    expect(published.statusCode).toBe(200);
    expect(HaulSchema.parse(published.json())).toMatchObject({ status: 'posted' });
    expect(published.json().published).not.toBeNull();
    const again = await call('PUT', `/haul/${haul.id}/publish/`, shipper.key, DETAILS);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This load is posted, so it cannot be posted.');
  });

  it('refuses a delivery date before the ready date, and a load the office must plan', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await makeQuotedHaul(app, shipper.key);
    const backwards = await call('POST', `/haul/${haul.id}/save_draft/`, shipper.key, {
      load: { ready_datetime: READY, deliver_by_datetime: '2026-07-01T00:00:00.000Z' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({
      'load.deliver_by_datetime': ['The delivery date must be on or after the ready date.'],
    });
    const superload = await makeQuotedHaul(app, shipper.key, {
      origin: { name: 'Saskatoon, SK', location: [-106.67, 52.13] },
      destination: { name: 'Lethbridge, AB', location: [-112.8333, 49.7] },
      load: { make_model: 'Bourgault 9650 air cart', length: 14.86, width: 6.38, height: 3.68, weight: 17_599 },
    });
    const office = await call('PUT', `/haul/${superload.id}/publish/`, shipper.key, DETAILS);
    expect(office.statusCode).toBe(409);
    expect(office.json().code).toBe('needs_office');
  });
});

describe('boost', () => {
  it('adds 30 % for the driver to a posted load, and never compounds', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await postedHaul(shipper.key);
    const boosted = HaulSchema.parse(
      (await call('PUT', `/haul/${haul.id}/boost/`, shipper.key, { boost: true })).json(),
    );
    expect(boosted.boost).toBe(30);
    const transport = haul.transport_rate?.amountCents ?? 0;
    expect(boosted.transport_rate?.amountCents).toBe(Math.ceil((transport * 1.3) / 100) * 100);
    expect(boosted.quote.lines.map((line) => line.code)).toContain('boost');
    const twice = HaulSchema.parse((await call('PUT', `/haul/${haul.id}/boost/`, shipper.key, { boost: 30 })).json());
    expect(twice.shipper_rate).toEqual(boosted.shipper_rate);
  });

  it('is for posted loads only, and only their shipper', async () => {
    const shipper = await makeConfirmedShipper(app);
    const draft = await makeQuotedHaul(app, shipper.key);
    expect((await call('PUT', `/haul/${draft.id}/boost/`, shipper.key, { boost: true })).statusCode).toBe(409);
    const posted = await postedHaul(shipper.key);
    const other = await registerUser(app);
    expect((await call('PUT', `/haul/${posted.id}/boost/`, other.key, { boost: true })).statusCode).toBe(404);
    const staff = await makeStaff(app);
    expect((await call('PUT', `/haul/${posted.id}/boost/`, staff.key, { boost: true })).statusCode).toBe(403);
  });
});

describe('delete, clone and resume', () => {
  it('deletes with a reason, asking for an elaboration when it is "other"', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await postedHaul(shipper.key);
    const noReason = await call('DELETE', `/haul/${haul.id}/`, shipper.key, { reason: 'other' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ elaboration: ['Please tell us why.'] });
    const deleted = await call('DELETE', `/haul/${haul.id}/`, shipper.key, {
      reason: 'other',
      elaboration: 'Sold the cart to the neighbour instead.',
    });
    expect(HaulSchema.parse(deleted.json())).toMatchObject({ status: 'cancelled', deleted_reason: 'other' });
    expect((await call('DELETE', `/haul/${haul.id}/`, shipper.key, { reason: 'no_longer_shipping' })).statusCode).toBe(
      409,
    );
  });

  it('clones a load into a new draft without its boost, and resumes a deleted one as a draft', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await postedHaul(shipper.key);
    await call('PUT', `/haul/${haul.id}/boost/`, shipper.key, { boost: true });
    const clone = await call('POST', `/haul/${haul.id}/clone/`, shipper.key);
    expect(clone.statusCode).toBe(201);
    expect(HaulSchema.parse(clone.json())).toMatchObject({
      status: 'draft',
      boost: 0,
      shipper_rate: haul.shipper_rate,
      origin: { address: DETAILS.origin.address },
    });
    await call('DELETE', `/haul/${haul.id}/`, shipper.key, { reason: 'dates_changed' });
    const resumed = await call('POST', `/haul/${haul.id}/resume/`, shipper.key);
    expect(HaulSchema.parse(resumed.json())).toMatchObject({ status: 'draft', published: null, deleted_reason: null });
  });

  it('lets nobody but the shipper clone, and staff delete on a shipper’s request', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await postedHaul(shipper.key);
    const staff = await makeStaff(app);
    expect((await call('POST', `/haul/${haul.id}/clone/`, staff.key)).statusCode).toBe(403);
    expect((await call('POST', `/haul/${haul.id}/clone/`, (await registerUser(app)).key)).statusCode).toBe(404);
    const byStaff = await call('DELETE', `/haul/${haul.id}/`, staff.key, { reason: 'no_longer_shipping' });
    expect(byStaff.json().status).toBe('cancelled');
  });
});

describe('editing', () => {
  it('prices a posted load again when it changes, keeping its boost, through the haul, the place or the load', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await postedHaul(shipper.key);
    await call('PUT', `/haul/${haul.id}/boost/`, shipper.key, { boost: true });
    const heavier = HaulSchema.parse(
      (await call('PATCH', `/load/${haul.load.id}/`, shipper.key, { weight: 12_000 })).json(),
    );
    expect(heavier.quote.size_class).toBe('heavy');
    expect(heavier.quote.lines.map((line) => line.code)).toContain('boost');
    const moved = await call('PUT', `/place/${haul.destination.id}/`, shipper.key, {
      name: 'Brandon, MB',
      location: [-99.9501, 49.8485],
      address: '1200 18th St, Brandon',
    });
    const movedHaul = HaulSchema.parse(moved.json());
    expect(movedHaul.destination).toMatchObject({ name: 'Brandon, MB', region: 'MB', unloading_provided: true });
    expect(movedHaul.route.distance_m).toBeLessThan(heavier.route.distance_m);
    const place = await call('GET', `/place/${haul.origin.id}`, shipper.key);
    expect(place.json()).toMatchObject({ address: DETAILS.origin.address, loading_times: 'weekdays_8_to_5' });
    // A client written from spec 9 sends the wording; it is stored as its code.
    const worded = await call('PUT', `/place/${haul.origin.id}/`, shipper.key, {
      loading_times: '24 hours a day - 7 days a week',
    });
    expect(worded.statusCode).toBe(200);
    expect((await call('GET', `/place/${haul.origin.id}`, shipper.key)).json()).toMatchObject({
      loading_times: 'always',
    });
    const renamed = await call('PATCH', `/haul/${haul.id}/`, shipper.key, { load: { make_model: 'Kubota M7-172' } });
    expect(renamed.json().load.make_model).toBe('Kubota M7-172');
  });

  it('hides places and loads of other shippers', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await makeQuotedHaul(app, shipper.key);
    const other = await registerUser(app);
    expect((await call('GET', `/place/${haul.origin.id}`, other.key)).statusCode).toBe(404);
    expect((await call('PATCH', `/load/${haul.load.id}/`, other.key, { weight: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', `/haul/${haul.id}/`, other.key, { load: { weight: 1 } })).statusCode).toBe(404);
  });
});

describe('My Loads lists', () => {
  it('splits a shipper’s loads into drafts, loads in progress and history, a page at a time', async () => {
    const shipper = await makeConfirmedShipper(app);
    const draft = await makeQuotedHaul(app, shipper.key);
    const posted = await postedHaul(shipper.key);
    const gone = await postedHaul(shipper.key);
    await call('DELETE', `/haul/${gone.id}/`, shipper.key, { reason: 'posted_by_mistake' });
    const ids = async (url: string) =>
      HaulPageSchema.parse((await call('GET', url, shipper.key)).json()).results.map((h) => h.id);
    expect(await ids('/haul/draft/')).toEqual([draft.id]);
    expect(await ids('/haul/')).toEqual([posted.id]);
    expect(await ids('/haul/haul_history/')).toEqual([gone.id]);

    const extra = await makeQuotedHaul(app, shipper.key);
    const firstPage = HaulPageSchema.parse((await call('GET', '/haul/draft/?page=1&page_size=1', shipper.key)).json());
    expect(firstPage).toMatchObject({ count: 2, page: 1, page_size: 1 });
    expect(firstPage.results.map((h) => h.id)).toEqual([extra.id]);
    const other = await registerUser(app);
    expect(HaulPageSchema.parse((await call('GET', '/haul/draft/', other.key)).json()).count).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/haul/' })).statusCode).toBe(401);
  });
  it('sends a page of loads compressed in one piece, its compressed length given, not streamed', async () => {
    const shipper = await makeConfirmedShipper(app);
    for (let made = 0; made < 5; made += 1) await makeQuotedHaul(app, shipper.key);
    // Five drafts are 10-11 KB of JSON.
    await expectCompressedInOnePiece(app, '/api/haul/draft/', shipper.key);
  });

  it('lists first the loads in progress that wait on the shipper, so no page buries them', async () => {
    const shipper = await makeConfirmedShipper(app);
    const waiting = await postedHaul(shipper.key);
    const newer = await postedHaul(shipper.key);
    const newest = await postedHaul(shipper.key);
    const driver = await makeDriver(app);
    expect((await call('PUT', `/haul/${waiting.id}/accept/`, driver.key)).statusCode).toBe(200);
    // Touch the others after the acceptance, so newest-first alone would put the accepted load last.
    for (const haul of [newer, newest]) {
      expect((await call('PUT', `/haul/${haul.id}/boost/`, shipper.key, { boost: 30 })).statusCode).toBe(200);
    }
    const page = async (query: string) =>
      HaulPageSchema.parse((await call('GET', `/haul/${query}`, shipper.key)).json()).results.map((h) => h.id);
    expect(await page('?page=1&page_size=1')).toEqual([waiting.id]);
    expect(await page('')).toEqual([waiting.id, newest.id, newer.id]);
  });
});

describe('view times of hauls', () => {
  it('counts loads others posted since the user last searched, and changes to their own since My Loads', async () => {
    const shipper = await makeConfirmedShipper(app);
    const driver = await makeConfirmedShipper(app);
    const counts = async (key: string) => (await call('GET', '/view_times/', key)).json()[0];
    const before = await counts(driver.key);
    const haul = await postedHaul(shipper.key);
    expect((await counts(driver.key)).posted_count).toBe(before.posted_count + 1);
    expect((await counts(shipper.key)).posted_count).toBe(before.posted_count);
    await call('POST', '/view_times/seen/', driver.key, { list: 'posted' });
    expect((await counts(driver.key)).posted_count).toBe(0);

    expect((await counts(shipper.key)).self_count).toBe(1);
    await call('POST', '/view_times/seen/', shipper.key, { list: 'self' });
    expect((await counts(shipper.key)).self_count).toBe(0);
    await call('PUT', `/haul/${haul.id}/boost/`, shipper.key, { boost: true });
    expect((await counts(shipper.key)).self_count).toBe(1);
  });
});

describe('illegal moves', () => {
  it('answers 409 for every action the load’s state does not allow', async () => {
    const shipper = await makeConfirmedShipper(app);
    const posted = await postedHaul(shipper.key);
    const cancelled = await postedHaul(shipper.key);
    await call('DELETE', `/haul/${cancelled.id}/`, shipper.key, { reason: 'dates_changed' });
    const refusals: [string, 'POST' | 'PUT' | 'PATCH', string, object?][] = [
      ['save a posted load as a draft', 'POST', `/haul/${posted.id}/save_draft/`, {}],
      ['resume a posted load', 'POST', `/haul/${posted.id}/resume/`],
      ['boost a deleted load', 'PUT', `/haul/${cancelled.id}/boost/`, { boost: true }],
      ['publish a deleted load', 'PUT', `/haul/${cancelled.id}/publish/`, {}],
      ['edit a deleted load', 'PATCH', `/haul/${cancelled.id}/`, { load: { make_model: 'x' } }],
      ['move a deleted load’s place', 'PUT', `/place/${cancelled.origin.id}/`, { address: 'elsewhere' }],
    ];
    for (const [what, method, url, payload] of refusals) {
      const response = await call(method, url, shipper.key, payload);
      expect({ what, status: response.statusCode }).toEqual({ what, status: 409 });
    }
  });
});
