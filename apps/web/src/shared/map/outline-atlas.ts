import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The offline basemap's shapes, in longitude/latitude degrees (GeoJSON order). */
export type OutlineAtlas = {
  /** Natural Earth 1:50m country polygons. */
  countries: FeatureCollection;
  /** US Census 1:10m borders between states (the national border comes from the countries). */
  stateBorders: MultiLineString;
};

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type StatesTopology = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

/**
 * Loads the bundled atlas data. The JSON files are imported dynamically so the bundler makes each its own chunk, fetched
 * from our own server only when a map without tile server is shown. Casts: the JSON files' inferred types are plain
 * number arrays, which TypeScript cannot match to TopoJSON's tuples.
 */
const convertAtlas = async (): Promise<OutlineAtlas> => {
  const [world, us] = await Promise.all([
    import('world-atlas/countries-50m.json').then((module) => module.default as unknown as CountriesTopology),
    import('us-atlas/states-10m.json').then((module) => module.default as unknown as StatesTopology),
  ]);
  return {
    countries: feature(world, world.objects.countries),
    stateBorders: mesh(us, us.objects.states, (a, b) => a !== b),
  };
};

let loading: Promise<OutlineAtlas> | undefined;

/** The atlas, downloaded and converted once per visit however many maps are drawn; a failed download is retried. */
export const loadOutlineAtlas = (): Promise<OutlineAtlas> => {
  loading ??= convertAtlas().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};
