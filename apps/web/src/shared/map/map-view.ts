import { type GeoPoint, isValidGeoPoint } from '@freight/domain';

/** A place the map marks, with the name people know it by. */
export type MapPoint = GeoPoint & { label: string };

/** What the map should show: a box to fit, or a centre and a zoom level (Leaflet's 0 = the whole world). */
export type MapView =
  | { kind: 'bounds'; southWest: GeoPoint; northEast: GeoPoint }
  | { kind: 'centre'; centre: GeoPoint; zoom: number };

/** The Canadian prairies with most of North America around them: where our loads are before one is picked. */
export const OVERVIEW_VIEW: MapView = { kind: 'centre', centre: { lat: 52, lon: -100 }, zoom: 4 };

/** Close enough to see the town and the roads around it, not so close that its surroundings vanish. */
export const SINGLE_POINT_ZOOM = 9;

/** Two points a street apart would otherwise zoom to the street; the route, not the kerb, is the point. */
export const MAX_FIT_ZOOM = 12;

/**
 * The view that shows every given point: the overview with none, the point itself with one (or several in the same
 * place), else the box around them. Missing and out-of-range points are left out rather than breaking the map.
 */
export const mapViewFor = (points: readonly (GeoPoint | null | undefined)[]): MapView => {
  const shown = points.filter((point): point is GeoPoint => point != null && isValidGeoPoint(point));
  const [first] = shown;
  if (!first) return OVERVIEW_VIEW;
  const lats = shown.map((point) => point.lat);
  const lons = shown.map((point) => point.lon);
  const southWest = { lat: Math.min(...lats), lon: Math.min(...lons) };
  const northEast = { lat: Math.max(...lats), lon: Math.max(...lons) };
  if (southWest.lat === northEast.lat && southWest.lon === northEast.lon) {
    return { kind: 'centre', centre: { lat: first.lat, lon: first.lon }, zoom: SINGLE_POINT_ZOOM };
  }
  return { kind: 'bounds', southWest, northEast };
};
