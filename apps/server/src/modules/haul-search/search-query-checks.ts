import type { HaulSearchQuery } from '@freight/domain';
import { AppError } from '../../platform/errors/app-error';
import { type FieldProblems, fieldProblem } from '../../platform/errors/field-problems';

/** Most of these checks name a field that needs another one given with it. */
const needs = (message: string) => [fieldProblem('needs_other_field', message)];

const given = (value: unknown) => value !== undefined;

/** A point is two numbers; one without the other is a mistake the caller should hear about, not a silent no-op. */
const checkPoint = (
  problems: FieldProblems,
  q: HaulSearchQuery,
  prefix: 'origin' | 'destination' | 'route_from' | 'route_to',
) => {
  const lon = `${prefix}_lon` as const;
  const lat = `${prefix}_lat` as const;
  if (given(q[lon]) !== given(q[lat])) {
    problems[given(q[lon]) ? lat : lon] = needs(`Give ${lon} and ${lat} together.`);
  }
};

const checkBbox = (problems: FieldProblems, bbox: number[] | undefined) => {
  if (!bbox) return;
  const [west = 0, south = 0, east = 0, north = 0] = bbox;
  const inRange =
    [west, east].every((lon) => Math.abs(lon) <= 180) && [south, north].every((lat) => Math.abs(lat) <= 90);
  if (!inRange || south > north) {
    problems.bbox = [
      fieldProblem('invalid', 'bbox is west,south,east,north in degrees, with south at or below north.'),
    ];
  }
};

/**
 * What the schema alone cannot say about a search: filters that only make sense together, and orders that need a
 * starting point. Throws validation_failed (400) naming every offending field.
 */
export const checkSearchQuery = (q: HaulSearchQuery): void => {
  const problems: FieldProblems = {};
  for (const prefix of ['origin', 'destination', 'route_from', 'route_to'] as const) checkPoint(problems, q, prefix);
  if (given(q.origin_radius_km) && !given(q.origin_lon)) {
    problems.origin_radius_km = needs('A radius needs origin_lon and origin_lat.');
  }
  if (given(q.destination_radius_km) && !given(q.destination_lon)) {
    problems.destination_radius_km = needs('A radius needs destination_lon and destination_lat.');
  }
  if (given(q.destination_lon) && given(q.destination_lat) && !given(q.destination_radius_km)) {
    problems.destination_radius_km = needs('Give a destination_radius_km around the destination point.');
  }
  const hasRoute = [q.route_from_lon, q.route_from_lat, q.route_to_lon, q.route_to_lat].filter(given).length;
  if (hasRoute > 0 && hasRoute < 4)
    problems.route_to_lon ??= needs('A trip needs both ends: route_from_* and route_to_*.');
  if (given(q.corridor_km) && hasRoute === 0)
    problems.corridor_km = needs('corridor_km needs a trip (route_from_*, route_to_*).');
  if (q.pickup_from && q.pickup_to && q.pickup_from > q.pickup_to) {
    problems.pickup_to = [fieldProblem('before_start', 'pickup_to is before pickup_from.')];
  }
  checkBbox(problems, q.bbox);
  if (q.sort === 'nearest' && !given(q.origin_lon))
    problems.sort = needs('Sorting by nearest needs origin_lon and origin_lat.');
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    throw new AppError('validation_failed', problems[fields[0] as string]?.[0]?.message ?? 'Invalid search.', problems);
  }
};
