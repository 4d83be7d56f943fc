import {
  type CorridorFrame,
  corridorBoxes,
  corridorFrame,
  DEFAULT_CORRIDOR_KM,
  EARTH_MEAN_RADIUS_M,
  type GeoPoint,
  type HaulSearchQuery,
  type LatLonBox,
  pickupWindow,
  radiusBox,
  type UnitVector,
  type VehicleLimits,
} from '@freight/domain';
import { and, between, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { haulSearchRows, places } from '../../db/schema';

/**
 * The SQL twin of `haulMatchesQuery` (packages/domain/src/search/haul-matches.ts): the same filters with the same
 * arithmetic in the same order, so the database and the predicate agree even at a boundary (the property test in
 * haul-search.property.test.ts holds them to it). The filters read `haul_search_rows`, one row per posted haul with
 * bit-for-bit copies of its haul, load and places (decision 021). Every geographic filter first narrows by a
 * lat/lon box, and only then applies the exact great-circle test to what is left.
 */
/** A haul's places joined by role, for the result rows and the benchmark's brute-force scan. */
export const originPlace = alias(places, 'origin_place');
export const destinationPlace = alias(places, 'destination_place');
type PlaceColumns = { lat: AnyPgColumn; lon: AnyPgColumn };
/** A place with its unit vector stored (`toUnitVector` of its lat/lon, migration 0025), as the corridor reads it. */
type TripPlaceColumns = PlaceColumns & { unitVector: readonly [AnyPgColumn, AnyPgColumn, AnyPgColumn] };

/** The pickup and drop-off as the search row holds them. */
export const searchOrigin = {
  lat: haulSearchRows.originLat,
  lon: haulSearchRows.originLon,
  region: haulSearchRows.originRegion,
  unitVector: [haulSearchRows.originX, haulSearchRows.originY, haulSearchRows.originZ],
} satisfies TripPlaceColumns & { region: AnyPgColumn };
const searchDestination = {
  lat: haulSearchRows.destinationLat,
  lon: haulSearchRows.destinationLon,
  region: haulSearchRows.destinationRegion,
  unitVector: [haulSearchRows.destinationX, haulSearchRows.destinationY, haulSearchRows.destinationZ],
} satisfies TripPlaceColumns & { region: AnyPgColumn };

const float = (value: number) => sql`${value}::float8`;

/** `greatCircleDistanceM(center, place)` in SQL: the haversine with the centre's cosine computed here, once. */
export const distanceMSql = (center: GeoPoint, place: PlaceColumns): SQL => {
  const cosCenter = Math.cos((center.lat * Math.PI) / 180);
  return sql`(${float(2 * EARTH_MEAN_RADIUS_M)} * asin(least(1, sqrt(
    power(sin((${place.lat} - ${float(center.lat)}) * pi() / 180 / 2), 2)
    + ${float(cosCenter)} * cos(${place.lat} * pi() / 180)
      * power(sin((${place.lon} - ${float(center.lon)}) * pi() / 180 / 2), 2)))))`;
};

const inBox = (box: LatLonBox, place: PlaceColumns): SQL | undefined =>
  and(
    between(place.lat, box.south, box.north),
    box.lonRanges ? or(...box.lonRanges.map(([west, east]) => between(place.lon, west, east))) : undefined,
  );

const withinKm = (center: GeoPoint, km: number, place: PlaceColumns): SQL | undefined =>
  and(inBox(radiusBox(center, km * 1000), place), sql`${distanceMSql(center, place)} <= ${float(km * 1000)}`);

/** Pickups within `km` of `center`: the same test as an origin radius (for the nearest sort's rings). */
export const pickupWithinKm = (center: GeoPoint, km: number): SQL | undefined => withinKm(center, km, searchOrigin);

const pointOf = (lon: number | undefined, lat: number | undefined): GeoPoint | null =>
  lon === undefined || lat === undefined ? null : { lon, lat };

/**
 * `dotProduct(toUnitVector(place), v)` in SQL. The place's vector is read from its stored columns, whose expressions
 * are the ones this used to compute inline (`cos(lat * pi() / 180) * cos(lon * pi() / 180)`, ...): the same bits, and
 * the sum in the same order as the domain's, so the answers are those of before without a cosine per index entry.
 */
const dotSql = ({ unitVector: [x, y, z] }: TripPlaceColumns, v: UnitVector): SQL =>
  sql`(${x} * ${float(v[0])} + ${y} * ${float(v[1])} + ${z} * ${float(v[2])})`;

/** `corridorPosition` in SQL: the offset from the trip's segment in metres, and the angle along it. */
const corridorPositionSql = (frame: CorridorFrame, place: TripPlaceColumns) => {
  const toEnds = sql`least(${distanceMSql(frame.from, place)}, ${distanceMSql(frame.to, place)})`;
  if (!frame.normal || !frame.ahead) return { offsetM: toEnds, alongRad: null };
  const alongRad = sql`atan2(${dotSql(place, frame.ahead)}, ${dotSql(place, frame.start)})`;
  const offsetM = sql`(case when ${alongRad} >= 0 and ${alongRad} <= ${float(frame.lengthRad)}
    then asin(least(1, abs(${dotSql(place, frame.normal)}))) * ${float(EARTH_MEAN_RADIUS_M)}
    else ${toEnds} end)`;
  return { offsetM, alongRad };
};

/** How many boxes a corridor's filter lists: a trip's count rounded up to the next of these (see paddedBoxes). */
const BOX_COUNTS = [1, 2, 3, 4, 6, 8, 12, 16, 24];

/**
 * The trip's boxes, the last one repeated up to the next of BOX_COUNTS. The count of boxes is part of the
 * statement's text, and a search's statement is prepared per text (search-page.ts): one text per trip length would
 * rarely run the five times PostgreSQL plans it before keeping a generic plan (7 to 12 ms of planning a trip at a
 * million loads). A box listed twice changes no answer.
 */
const paddedBoxes = (boxes: LatLonBox[]): LatLonBox[] => {
  const count = BOX_COUNTS.find((candidate) => candidate >= boxes.length) ?? boxes.length;
  const last = boxes[boxes.length - 1];
  return last ? [...boxes, ...Array.from({ length: count - boxes.length }, () => last)] : boxes;
};

/** Rounding allowance on the band's bound: 1e-9 of the Earth's radius is 6 mm, far above a dot product's error. */
const BAND_SLACK = 1e-9;

/**
 * A test every place of the corridor passes, at a few multiplications per index entry: within `corridorM` of the
 * trip's great circle, |normal . p| <= sin(corridorM / R). A place within that distance of the segment (or of an end)
 * is at least as near the whole circle. It is no part of the answer (the exact tests follow, and decide); it only
 * turns away early most of a pair's entries that fail, before the boxes and the trigonometry (PostgreSQL evaluates
 * the cheaper conditions first). Left out where it would not hold: a trip without direction, or a corridor a quarter
 * of the Earth wide.
 */
const nearTripCircle = (frame: CorridorFrame, corridorM: number, place: TripPlaceColumns): SQL | undefined => {
  const angle = corridorM / EARTH_MEAN_RADIUS_M;
  if (!frame.normal || angle >= Math.PI / 2) return undefined;
  return sql`abs(${dotSql(place, frame.normal)}) <= ${float(Math.sin(angle) + BAND_SLACK)}`;
};

const corridorCondition = (q: HaulSearchQuery): SQL | undefined => {
  const from = pointOf(q.route_from_lon, q.route_from_lat);
  const to = pointOf(q.route_to_lon, q.route_to_lat);
  if (!from || !to) return undefined;
  const frame = corridorFrame(from, to);
  const corridorM = (q.corridor_km ?? DEFAULT_CORRIDOR_KM) * 1000;
  const boxes = paddedBoxes(corridorBoxes(frame, corridorM));
  const inSomeBox = (place: PlaceColumns) => or(...boxes.map((box) => inBox(box, place)));
  const pickup = corridorPositionSql(frame, searchOrigin);
  const dropOff = corridorPositionSql(frame, searchDestination);
  return and(
    nearTripCircle(frame, corridorM, searchOrigin),
    nearTripCircle(frame, corridorM, searchDestination),
    inSomeBox(searchOrigin),
    inSomeBox(searchDestination),
    sql`${pickup.offsetM} <= ${float(corridorM)}`,
    sql`${dropOff.offsetM} <= ${float(corridorM)}`,
    pickup.alongRad && dropOff.alongRad ? sql`${pickup.alongRad} < ${dropOff.alongRad}` : undefined,
  );
};

/** Regions OR radius: the driver wants either of the places they named. */
const placeCondition = (
  place: PlaceColumns & { region: AnyPgColumn },
  regions: readonly string[],
  center: GeoPoint | null,
  radiusKm: number | undefined,
): SQL | undefined => {
  const byRegion = regions.length > 0 ? inArray(sql`upper(${place.region})`, [...regions]) : undefined;
  const byRadius = center && radiusKm !== undefined ? withinKm(center, radiusKm, place) : undefined;
  return byRegion && byRadius ? or(byRegion, byRadius) : (byRegion ?? byRadius);
};

const pickupCondition = (q: HaulSearchQuery): SQL | undefined => {
  const { fromMs, untilMs } = pickupWindow(q);
  if (fromMs === null && untilMs === null) return undefined;
  return or(
    isNull(haulSearchRows.readyAt),
    and(
      fromMs === null ? undefined : gte(haulSearchRows.readyAt, new Date(fromMs)),
      untilMs === null ? undefined : lt(haulSearchRows.readyAt, new Date(untilMs)),
    ),
  );
};

const vehicleTakes = (vehicle: VehicleLimits): SQL =>
  and(
    vehicle.capacityKg === null ? undefined : lte(haulSearchRows.weightKg, vehicle.capacityKg),
    vehicle.deckLengthM === null ? undefined : lte(haulSearchRows.lengthM, vehicle.deckLengthM),
    vehicle.deckWidthM === null ? undefined : lte(haulSearchRows.widthM, vehicle.deckWidthM),
    vehicle.maxLoadHeightM === null ? undefined : lte(haulSearchRows.heightM, vehicle.maxLoadHeightM),
  ) ?? sql`true`;

const bboxCondition = (q: HaulSearchQuery): SQL | undefined => {
  if (q.bbox?.length !== 4) return undefined;
  const [west, south, east, north] = q.bbox as [number, number, number, number];
  const lons: [number, number][] =
    west <= east
      ? [[west, east]]
      : [
          [west, 180],
          [-180, east],
        ];
  return inBox({ south, north, lonRanges: lons }, searchOrigin);
};

/** Every filter of the query as SQL conditions on haul_search_rows. */
export const searchConditions = (q: HaulSearchQuery, vehicleLimits: readonly VehicleLimits[]): SQL[] => {
  const conditions = [
    placeCondition(searchOrigin, q.origin_regions ?? [], pointOf(q.origin_lon, q.origin_lat), q.origin_radius_km),
    placeCondition(
      searchDestination,
      q.destination_regions ?? [],
      pointOf(q.destination_lon, q.destination_lat),
      q.destination_radius_km,
    ),
    pickupCondition(q),
    q.load_types?.length ? inArray(haulSearchRows.loadType, q.load_types) : undefined,
    q.fits_my_vehicles ? (or(...vehicleLimits.map(vehicleTakes)) ?? sql`false`) : undefined,
    q.max_weight_kg === undefined ? undefined : lte(haulSearchRows.weightKg, q.max_weight_kg),
    q.max_length_m === undefined ? undefined : lte(haulSearchRows.lengthM, q.max_length_m),
    // The same inequality as the predicate's, without a division: cents * 10 >= CAD/km * metres.
    q.min_rate_per_km === undefined
      ? undefined
      : sql`(${haulSearchRows.transportRateCents} is not null and ${haulSearchRows.routeDistanceM} > 0
          and ${haulSearchRows.transportRateCents}::float8 * 10 >= ${float(q.min_rate_per_km)} * ${haulSearchRows.routeDistanceM})`,
    bboxCondition(q),
    corridorCondition(q),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
};
