import {
  BASE_CURRENCY,
  type CountryCode,
  type GeoPoint,
  greatCircleDistanceM,
  type Haul,
  parseCurrencyCode,
  priceQuote,
  type QuoteRequest,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { haulPartiesFor } from '../hauls/haul-parties';
import { toHaulView } from '../hauls/haul-view';
import {
  findHaulRecord,
  type HaulRecord,
  insertHaulRecord,
  type NewHaul,
  type NewLoad,
  type NewPlace,
  updateDraftRecord,
} from '../hauls/hauls.repository';
import { placesFor } from '../hauls/private-place-details';
import { displayRateFor } from './display-rate';
import type { QuotesContext } from './quotes-context';

/** Closer than this the two places are the same yard (spec 5: origin and destination must differ). */
const SAME_PLACE_M = 500;

const pointOf = ({ location: [lon, lat] }: { location: [number, number] }): GeoPoint => ({ lat, lon });

/** Where a point is, as the geocoder sees it; null outside Canada and the US (no town within reach). */
const locate = async (ctx: QuotesContext, point: GeoPoint) => {
  const found = await ctx.geo.geocoding.reverse(point);
  return found ? { region: found.place.region, country: found.place.country as CountryCode } : null;
};

export type PricedHaul = { haul: NewHaul; origin: NewPlace; destination: NewPlace; load: NewLoad };

/** Prices a quote request on the server's own route and geocoding; nothing stored yet. */
export const priceRequest = async (ctx: QuotesContext, user: UserRow, request: QuoteRequest): Promise<PricedHaul> => {
  const from = pointOf(request.origin);
  const to = pointOf(request.destination);
  if (greatCircleDistanceM(from, to) < SAME_PLACE_M) {
    const message = 'Origin and destination must differ.';
    throw new AppError('validation_failed', message, fieldError('destination', 'same_as_origin', message));
  }
  const [route, originArea, destinationArea] = await Promise.all([
    ctx.geo.routing.route(from, to),
    locate(ctx, from),
    locate(ctx, to),
  ]);
  const { load } = request;
  const now = ctx.clock.now();
  const readyAt = load.ready_datetime ? new Date(load.ready_datetime) : null;
  const outcome = priceQuote({
    distanceKm: route.distanceM / 1000,
    durationS: route.durationS,
    load: { lengthM: load.length, widthM: load.width, heightM: load.height, weightKg: load.weight },
    originCountry: originArea?.country ?? null,
    destinationCountry: destinationArea?.country ?? null,
    readyAt,
    now,
  });
  const isRate = outcome.outcome === 'rate';
  return {
    haul: {
      userId: user.id,
      quoteOutcome: outcome.outcome,
      sizeClass: isRate ? outcome.sizeClass : null,
      shipperRateCents: isRate ? outcome.shipperRateCents : null,
      transportRateCents: isRate ? outcome.transportRateCents : null,
      quoteLines: isRate ? outcome.lines : [],
      quoteReasons: isRate ? [] : outcome.reasons,
      routeDistanceM: Math.round(route.distanceM),
      routeDurationS: Math.round(route.durationS),
      routeSource: route.source,
      quotedAt: now,
      updatedAt: now,
    },
    load: {
      makeModel: load.make_model,
      lengthM: load.length,
      widthM: load.width,
      heightM: load.height,
      weightKg: load.weight,
      loadType: load.load_type,
      readyAt,
      deliverBy: load.deliver_by_datetime ? new Date(load.deliver_by_datetime) : null,
      externalData: load.external_data,
    },
    origin: { name: request.origin.name, address: request.origin.address, lon: from.lon, lat: from.lat, ...originArea },
    destination: {
      name: request.destination.name,
      address: request.destination.address,
      lon: to.lon,
      lat: to.lat,
      ...destinationArea,
    },
  };
};

/**
 * A haul as `viewer` sees it, `rate` in their currency. The shipper and staff see what the shipper pays and how it
 * is made up; anyone else (drivers) sees only what the load pays the driver: `rate` is then the transport rate, and
 * the shipper rate and the quote's lines (the platform fee among them) are withheld.
 */
export const viewHaul = async (ctx: QuotesContext, record: HaulRecord, viewer: UserRow): Promise<Haul> => {
  const isShipperSide = record.haul.userId === viewer.id || viewer.isStaff;
  const [rate, parties] = await Promise.all([
    displayRateFor({
      shipperRateCents: isShipperSide ? record.haul.shipperRateCents : record.haul.transportRateCents,
      currency: parseCurrencyCode(viewer.currencyChoice) ?? BASE_CURRENCY,
      exchangeRates: ctx.exchangeRates,
    }),
    haulPartiesFor(ctx.db, { record, viewer, now: ctx.clock.now() }),
  ]);
  const view = toHaulView(record, rate, ctx.storage, parties);
  const priced = isShipperSide ? view : { ...view, shipper_rate: null, quote: { ...view.quote, lines: [] } };
  return placesFor(priced, viewer, record.haul.driverUserId);
};

const loadRecord = async (ctx: QuotesContext, haulId: string): Promise<HaulRecord> => {
  const record = await findHaulRecord(ctx.db, haulId);
  if (!record) throw new AppError('not_found', 'No such haul.');
  return record;
};

/** Prices a new quote and keeps it as a draft haul of the (possibly temporary) user. */
export const createQuote = async (ctx: QuotesContext, user: UserRow, request: QuoteRequest): Promise<Haul> => {
  const priced = await priceRequest(ctx, user, request);
  const haulId = await insertHaulRecord(ctx.db, priced);
  return viewHaul(ctx, await loadRecord(ctx, haulId), user);
};

/** Prices a draft again after the user changed a place or the load; only its owner, only while it is a draft. */
export const updateQuote = async (
  ctx: QuotesContext,
  { user, haulId, request }: { user: UserRow; haulId: string; request: QuoteRequest },
): Promise<Haul> => {
  const existing = await findHaulRecord(ctx.db, haulId);
  if (!existing || existing.haul.userId !== user.id) throw new AppError('not_found', 'No such haul.');
  const priced = await priceRequest(ctx, user, request);
  const { userId: _owner, ...haul } = priced.haul;
  const updated = await updateDraftRecord(ctx.db, { haulId, userId: user.id, ...priced, haul });
  if (!updated) throw new AppError('haul_not_draft', 'This load is no longer a draft; its quote cannot change.');
  return viewHaul(ctx, await loadRecord(ctx, haulId), user);
};
