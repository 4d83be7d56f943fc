import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { TownLabel } from './town-labels';

/** What a province or state carries in the bundled data (written by `apps/web/build/build-basemap.ts`). */
type RegionProperties = { country: string; code: string; label: [number, number] };

/** A province or state's short name (SK, ND) and where to write it, in longitude/latitude degrees. */
export type RegionLabel = { code: string; lon: number; lat: number };

/** The offline basemap's shapes and names, in longitude/latitude degrees (GeoJSON order). */
export type OutlineAtlas = {
  /** Land: Canadian provinces and US states (Natural Earth admin-1), other countries (Natural Earth 1:110m). */
  land: FeatureCollection;
  /** Coasts and borders between countries. */
  countryLines: MultiLineString;
  /** Borders between provinces, and between states. */
  regionLines: MultiLineString;
  regionLabels: RegionLabel[];
  /** Towns whose label fits at the wide zooms (up to LAST_WIDE_TOWN_ZOOM), most populous first. */
  towns: TownLabel[];
};

type RegionsTopology = Topology<{
  regions: GeometryCollection<RegionProperties>;
  world: GeometryCollection;
}>;

/** The country a topology geometry belongs to (its properties as written by the build script). */
const countryOf = (region: { properties?: object }) => (region.properties as RegionProperties | undefined)?.country;

/** Gives the browser a turn between the conversion's steps: each walks the whole topology (issue 22's long task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Turns the bundled topology into what the layer draws. Lines come from the topology's shared arcs, so a border
 * between two provinces is drawn once, not once per side. One step per task: together they held a slowed phone's
 * main thread for over half a second.
 */
const convertAtlas = async (topology: RegionsTopology, towns: TownLabel[]): Promise<OutlineAtlas> => {
  const regions = feature(topology, topology.objects.regions);
  await nextTask();
  const world = feature(topology, topology.objects.world);
  await nextTask();
  const worldLines = mesh(topology, topology.objects.world).coordinates;
  await nextTask();
  // A region's outer edge (a === b) is a coast; an edge shared with another country's region is a border.
  const coastsAndBorders = mesh(topology, topology.objects.regions, (a, b) => a === b || countryOf(a) !== countryOf(b));
  await nextTask();
  const regionLines = mesh(topology, topology.objects.regions, (a, b) => a !== b && countryOf(a) === countryOf(b));
  const regionLabels = regions.features.map((region) => {
    const [lon, lat] = region.properties.label;
    return { code: region.properties.code, lon, lat };
  });
  return {
    land: { type: 'FeatureCollection', features: [...world.features, ...regions.features] },
    countryLines: { type: 'MultiLineString', coordinates: [...worldLines, ...coastsAndBorders.coordinates] },
    regionLines,
    regionLabels,
    towns,
  };
};

/**
 * Loads the bundled atlas data. The JSON files are imported dynamically so the bundler makes each its own chunk, fetched
 * from our own server only when a map without tile server is shown. Casts: the JSON files' inferred types are plain
 * number arrays, which TypeScript cannot match to TopoJSON's tuples.
 */
const downloadAtlas = async (): Promise<OutlineAtlas> => {
  const [regions, towns] = await Promise.all([
    import('./basemap/regions.topo.json').then((module) => module.default as unknown as RegionsTopology),
    import('./basemap/towns.json').then((module) => module.default as unknown as TownLabel[]),
  ]);
  return convertAtlas(regions, towns);
};

let loading: Promise<OutlineAtlas> | undefined;

/** The atlas, downloaded and converted once per visit however many maps are drawn; a failed download is retried. */
export const loadOutlineAtlas = (): Promise<OutlineAtlas> => {
  loading ??= downloadAtlas().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

let loadingCloseTowns: Promise<TownLabel[]> | undefined;

/** The towns that only fit once zoomed in closer than LAST_WIDE_TOWN_ZOOM: fetched the first time a map goes there. */
export const loadCloseTowns = (): Promise<TownLabel[]> => {
  loadingCloseTowns ??= import('./basemap/towns-close.json')
    .then((module) => module.default as unknown as TownLabel[])
    .catch((error: unknown) => {
      loadingCloseTowns = undefined;
      throw error;
    });
  return loadingCloseTowns;
};
