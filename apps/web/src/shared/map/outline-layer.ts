import L from 'leaflet';
import { nextFrameShown, nextTask } from '../ui/next-task';
import { OUTLINE_ATTRIBUTION } from './base-layers';
import { featureBatches, lineBatches } from './basemap-batches';
import { createPlaceLabelLayer } from './create-place-label-layer';
import { createHeldCanvas } from './held-canvas';
import { loadCloseTowns, loadOutlineAtlas } from './outline-atlas';
import { LAST_WIDE_TOWN_ZOOM } from './town-labels';

const LAND = { stroke: false, fillColor: '#f4f1ea', fillOpacity: 1 };
const COUNTRY_LINES = { color: '#8f887b', weight: 1 };
const REGION_LINES = { color: '#a79f90', weight: 1, dashArray: '4 3' };

/** Names sit above the route line and below the markers (overlayPane is 400, markerPane 600). */
const LABEL_PANE = 'placeLabels';
const LABEL_PANE_Z = '450';

const labelPaneOf = (map: L.Map) => {
  const pane = map.getPane(LABEL_PANE) ?? map.createPane(LABEL_PANE);
  pane.style.zIndex = LABEL_PANE_Z;
  pane.style.pointerEvents = 'none';
  return LABEL_PANE;
};

/**
 * The offline basemap: land, coasts, country and province/state borders from the bundled atlas, drawn on one canvas in
 * the tile pane under the route and the markers, with town and province names above them. Not interactive, so a click
 * reaches the map (and picks a point). The closer zooms' towns are fetched the first time the map is zoomed in there.
 */
export const createOutlineLayer = async (map: L.Map): Promise<L.LayerGroup> => {
  const atlas = await loadOutlineAtlas();
  // A quarter of the view drawn beyond each edge: a short pan shows land at once, and there is little to fill.
  const canvas = createHeldCanvas({ pane: 'tilePane', padding: 0.25 });
  // GeoJSON hands its options to each shape it makes, renderer included (a path option its type does not list).
  const shared: L.GeoJSONOptions & L.PathOptions = { renderer: canvas.renderer, interactive: false };
  const labels = createPlaceLabelLayer({ regions: atlas.regionLabels, towns: atlas.towns }, { pane: labelPaneOf(map) });
  const group = L.layerGroup([], { attribution: OUTLINE_ATTRIBUTION });
  // Each layer is projected as it joins the map, so the land and the lines join a few thousand points at a time, one
  // batch per task: no task holds the whole basemap (over a second on a slowed phone when it did). The canvas, held
  // until all have joined, is then drawn once, and the names come once that drawing is on screen: their canvas is
  // the other large copy to the compositor, and the land is what tells the driver where they are.
  // Taken off the list as they are done, so a group removed midway and added again goes on where it stopped.
  const pending: (() => unknown)[] = [
    // The canvas is made (Leaflet sizes it twice, width then height) in a task of its own, apart from any batch.
    () => map.addLayer(canvas.renderer),
    ...featureBatches(atlas.land).map((land) => () => group.addLayer(L.geoJSON(land, { ...shared, style: LAND }))),
    ...lineBatches(atlas.regionLines).map(
      (lines) => () => group.addLayer(L.geoJSON(lines, { ...shared, style: REGION_LINES })),
    ),
    ...lineBatches(atlas.countryLines).map(
      (lines) => () => group.addLayer(L.geoJSON(lines, { ...shared, style: COUNTRY_LINES })),
    ),
    () => canvas.release(),
    nextFrameShown,
    () => group.addLayer(labels),
  ];
  const addPending = async () => {
    while (pending.length > 0) {
      // The browser's turn (a tap, a frame) between steps: the basemap is drawn in several short tasks, not one.
      await nextTask();
      if (!map.hasLayer(group)) return;
      await pending.shift()?.();
    }
  };
  const addCloseTowns = () => {
    if (map.getZoom() <= LAST_WIDE_TOWN_ZOOM) return;
    map.off('zoomend', addCloseTowns);
    // Offline with the file not cached yet: the wide zooms' towns stay, and the next map tries again.
    loadCloseTowns().then(
      (towns) => labels.addTowns(towns),
      () => undefined,
    );
  };
  group.on('add', () => {
    void addPending();
    map.on('zoomend', addCloseTowns);
    addCloseTowns();
  });
  group.on('remove', () => map.off('zoomend', addCloseTowns));
  return group;
};
