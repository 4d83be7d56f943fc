import type { HaulSearchResult } from '@freight/domain';
import type { TFunction } from 'i18next';
import Supercluster from 'supercluster';
import type { PickupGroup } from './pickup-groups';

/**
 * A marker's reach in CSS pixels: markers are 44 px touch targets (WCAG 2.5.5), so pickups whose markers would touch
 * at the zoom shown share one marker that counts their loads.
 */
const CLUSTER_RADIUS_PX = 48;
/** Past this zoom (a town's streets) pickups are never merged: they are 100 m or more apart already. */
const LAST_CLUSTER_ZOOM = 13;

/** One marker on the map: a pickup spot (its loads listed on tap), or pickups merged at this zoom (tap zooms in). */
export type PickupMarker<Load extends HaulSearchResult> =
  | { kind: 'pickup'; location: [number, number]; group: PickupGroup<Load> }
  | {
      kind: 'cluster';
      location: [number, number];
      loadCount: number;
      /** The place with the most loads in it, to name the marker by. */
      placeName: string;
      /** Whether every load in it is picked up at places of that one name (a town's yards). */
      isOnePlace: boolean;
      /** The zoom at which the merged pickups come apart. */
      expansionZoom: number;
    };

type PointProperties = { group: number };
type ClusterProperties = { loadCount: number; topPlace: string; topCount: number; isOnePlace: boolean };

/**
 * Indexes pickup groups for clustering, once per set of results; `markersIn` is then cheap for any view. Each cluster
 * sums its loads and keeps the place with the most of them (supercluster's map/reduce), so its name needs no second
 * pass over its members.
 */
export const indexPickups = <Load extends HaulSearchResult>(groups: readonly PickupGroup<Load>[]) => {
  const index = new Supercluster<PointProperties, ClusterProperties>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: LAST_CLUSTER_ZOOM,
    map: (properties) => {
      const group = groups[properties.group];
      const loadCount = group?.loads.length ?? 0;
      const topPlace = group?.placeName ?? '';
      return { loadCount, topPlace, topCount: loadCount, isOnePlace: true };
    },
    reduce: (into, from) => {
      into.isOnePlace = into.isOnePlace && from.isOnePlace && into.topPlace === from.topPlace;
      into.loadCount += from.loadCount;
      if (from.topCount > into.topCount) {
        into.topPlace = from.topPlace;
        into.topCount = from.topCount;
      }
    },
  });
  index.load(
    groups.map((group, position) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: group.location },
      properties: { group: position },
    })),
  );

  /** The markers for a view: `bbox` is [west, south, east, north] in degrees, `zoom` Leaflet's (rounded down). */
  const markersIn = (bbox: [number, number, number, number], zoom: number): PickupMarker<Load>[] =>
    index.getClusters(bbox, Math.floor(zoom)).flatMap((found): PickupMarker<Load>[] => {
      const [lon = 0, lat = 0] = found.geometry.coordinates;
      const location: [number, number] = [lon, lat];
      const properties = found.properties;
      if ('cluster' in properties && properties.cluster) {
        const id = properties.cluster_id;
        return [
          {
            kind: 'cluster',
            location,
            loadCount: properties.loadCount,
            placeName: properties.topPlace,
            isOnePlace: properties.isOnePlace,
            expansionZoom: index.getClusterExpansionZoom(id),
          },
        ];
      }
      const group = groups[(properties as PointProperties).group];
      return group ? [{ kind: 'pickup', location: group.location, group }] : [];
    });

  return { markersIn };
};

/** The marker's accessible name (and hover title): the load itself, or how many loads are picked up where. */
export const pickupMarkerName = (marker: PickupMarker<HaulSearchResult>, t: TFunction<'search'>): string => {
  if (marker.kind === 'cluster') {
    const names = { count: marker.loadCount, place: marker.placeName };
    return marker.isOnePlace ? t('map.loadsAt', names) : t('map.loadsNear', names);
  }
  const { loads, placeName } = marker.group;
  const [only] = loads;
  if (loads.length === 1 && only) {
    return t('map.load', { makeModel: only.make_model, from: only.origin.name, to: only.destination.name });
  }
  return t('map.loadsAt', { count: loads.length, place: placeName });
};
