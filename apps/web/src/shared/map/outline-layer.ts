import L from 'leaflet';
import { OUTLINE_ATTRIBUTION } from './base-layers';
import { loadOutlineAtlas } from './outline-atlas';

const LAND = { color: '#8f887b', weight: 0.8, fillColor: '#f4f1ea', fillOpacity: 1 };
const STATE_BORDERS = { color: '#b1a999', weight: 0.6 };

/**
 * The offline basemap: country shapes and US state borders from the bundled atlases, drawn on one canvas in the tile
 * pane, under the route and the markers. Not interactive, so a click reaches the map (and picks a point).
 */
export const createOutlineLayer = async (): Promise<L.LayerGroup> => {
  const atlas = await loadOutlineAtlas();
  // GeoJSON hands its options to each shape it makes, renderer included (a path option its type does not list).
  const shared: L.GeoJSONOptions & L.PathOptions = {
    renderer: L.canvas({ pane: 'tilePane', padding: 0.5 }),
    interactive: false,
  };
  return L.layerGroup(
    [
      L.geoJSON(atlas.countries, { ...shared, style: LAND }),
      L.geoJSON(atlas.stateBorders, { ...shared, style: STATE_BORDERS }),
    ],
    { attribution: OUTLINE_ATTRIBUTION },
  );
};
