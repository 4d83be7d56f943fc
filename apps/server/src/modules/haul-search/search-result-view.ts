import {
  type GeoPoint,
  greatCircleDistanceM,
  type HaulSearchResult,
  LOAD_TYPES,
  type LoadType,
  ratePerKm,
} from '@freight/domain';
import type { SearchRow } from './search-page';

const isLoadType = (value: string): value is LoadType => (LOAD_TYPES as readonly string[]).includes(value);
const countryOf = (value: string | null) => (value === 'CAN' || value === 'USA' ? value : null);
/** Rates to the cent and distances to 100 m: finer figures only add noise on a load board. */
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A matching load as the driver's list shows it: no street address or shipper, which the driver sees once they take
 * the load. `deadhead_km` is the empty drive from the searched origin to the pickup.
 */
export const toSearchResult = (row: SearchRow, origin: GeoPoint | null, bidCount: number): HaulSearchResult => {
  const pickup = { lon: row.originLon, lat: row.originLat };
  const perKm = ratePerKm({ transportRateCents: row.transportRateCents, routeDistanceM: row.routeDistanceM });
  return {
    id: row.id,
    make_model: row.makeModel,
    load_type: isLoadType(row.loadType) ? row.loadType : 'other',
    length: row.lengthM,
    width: row.widthM,
    height: row.heightM,
    weight: row.weightKg,
    origin: {
      name: row.originName,
      region: row.originRegion,
      country: countryOf(row.originCountry),
      location: [row.originLon, row.originLat],
    },
    destination: {
      name: row.destinationName,
      region: row.destinationRegion,
      country: countryOf(row.destinationCountry),
      location: [row.destinationLon, row.destinationLat],
    },
    distance_m: row.routeDistanceM,
    transport_rate: row.transportRateCents === null ? null : { amountCents: row.transportRateCents, currency: 'cad' },
    rate_per_km: perKm === null ? null : round(perKm, 2),
    boost: row.boostPercent,
    ready_datetime: row.readyAt?.toISOString() ?? null,
    deliver_by_datetime: row.deliverBy?.toISOString() ?? null,
    published: (row.publishedAt ?? new Date(0)).toISOString(),
    deadhead_km: origin ? round(greatCircleDistanceM(origin, pickup) / 1000, 1) : null,
    bid_count: bidCount,
  };
};
