import {
  type CountryCode,
  type GeoPoint,
  greatCircleDistanceM,
  priceQuote,
  type QuoteRequest,
  specCategoryOf,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import type { HaulContext } from './haul-context';
import type { NewHaul, NewLoad, NewPlace } from './hauls.repository';

/** Closer than this the two places are the same yard (spec 5: origin and destination must differ). */
const SAME_PLACE_M = 500;

const pointOf = ({ location: [lon, lat] }: { location: [number, number] }): GeoPoint => ({ lat, lon });

/** Where a point is, as the geocoder sees it; null outside Canada and the US (no town within reach). */
const locate = async (ctx: HaulContext, point: GeoPoint) => {
  const found = await ctx.geo.geocoding.reverse(point);
  return found ? { region: found.place.region, country: found.place.country as CountryCode } : null;
};

export type PricedHaul = { haul: NewHaul; origin: NewPlace; destination: NewPlace; load: NewLoad };

/** Prices a quote request on the server's own route and geocoding; nothing stored yet. */
export const priceRequest = async (ctx: HaulContext, user: UserRow, request: QuoteRequest): Promise<PricedHaul> => {
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
    loadType: load.load_type,
    category: specCategoryOf(load.external_data),
    regions: [originArea?.region, destinationArea?.region].flatMap((region) => region ?? []),
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
