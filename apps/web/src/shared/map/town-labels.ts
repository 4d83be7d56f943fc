/** A town as the basemap stores it: name, longitude, latitude (degrees), and the first zoom its label is drawn at. */
export type TownLabel = [name: string, lon: number, lat: number, minZoom: number];

export type TownSource = { name: string; lon: number; lat: number; population: number };

/** Below zoom 4 the map shows a continent: province codes say enough. */
export const FIRST_TOWN_ZOOM = 4;
/** By zoom 11 (a few kilometres across a phone) every kept town has found room; later zooms add none. */
const LAST_TOWN_ZOOM = 11;

/** Towns shown up to this zoom come with the map; the closer views' towns are a second file, fetched on zooming in. */
export const LAST_WIDE_TOWN_ZOOM = 8;

/** Label text size in CSS pixels; the width estimate below is for this size of a sans-serif face. */
export const TOWN_FONT_PX = 12;
const AVERAGE_CHARACTER_PX = 6.6;
const DOT_PX = 8;
/** Room kept around a label so neighbours do not touch. */
const GAP_PX = 4;
const TILE_PX = 256;

/** The box a town's dot and name cover, in pixels from its point: the name sits right of the dot, centred on it. */
export const townLabelBox = (name: string) => ({
  left: -DOT_PX / 2 - GAP_PX,
  right: DOT_PX / 2 + 3 + name.length * AVERAGE_CHARACTER_PX + GAP_PX,
  top: -TOWN_FONT_PX / 2 - GAP_PX,
  bottom: TOWN_FONT_PX / 2 + GAP_PX,
});

/** Web Mercator pixel position at a zoom, as Leaflet's default CRS computes it. */
const project = (lon: number, lat: number, zoom: number) => {
  const scale = TILE_PX * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
};

type Box = { left: number; right: number; top: number; bottom: number };
const CELL_PX = 128;

/** Boxes already placed at one zoom, bucketed by grid cell so a check looks at neighbours only. */
const createPlacedBoxes = () => {
  const cells = new Map<string, Box[]>();
  const cellsOf = (box: Box) => {
    const keys: string[] = [];
    for (let x = Math.floor(box.left / CELL_PX); x <= Math.floor(box.right / CELL_PX); x += 1) {
      for (let y = Math.floor(box.top / CELL_PX); y <= Math.floor(box.bottom / CELL_PX); y += 1) keys.push(`${x}:${y}`);
    }
    return keys;
  };
  const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  return {
    fits: (box: Box) => cellsOf(box).every((key) => !cells.get(key)?.some((placed) => overlaps(placed, box))),
    add: (box: Box) => {
      for (const key of cellsOf(box)) cells.set(key, [...(cells.get(key) ?? []), box]);
    },
  };
};

const boxAt = (town: TownSource, zoom: number): Box => {
  const { x, y } = project(town.lon, town.lat, zoom);
  const box = townLabelBox(town.name);
  return { left: x + box.left, right: x + box.right, top: y + box.top, bottom: y + box.bottom };
};

/**
 * The zoom at which each town's label first fits without overlapping a larger town's, the most populous placed first.
 * A label shown at one zoom fits at every closer zoom (distances double, boxes keep their size), so a town once shown
 * stays shown. Towns that find no room by `LAST_TOWN_ZOOM` are left out. Sorted by that zoom, coordinates to 0.001°.
 */
export const placeTownLabels = (towns: readonly TownSource[]): TownLabel[] => {
  const byPopulation = [...towns].sort((a, b) => b.population - a.population);
  const firstZoom = new Map<TownSource, number>();
  for (let zoom = FIRST_TOWN_ZOOM; zoom <= LAST_TOWN_ZOOM; zoom += 1) {
    const placed = createPlacedBoxes();
    // Towns shown at the zoom before keep their room first, whatever their size.
    const order = [
      ...byPopulation.filter((town) => firstZoom.has(town)),
      ...byPopulation.filter((town) => !firstZoom.has(town)),
    ];
    for (const town of order) {
      const box = boxAt(town, zoom);
      if (!placed.fits(box)) continue;
      placed.add(box);
      if (!firstZoom.has(town)) firstZoom.set(town, zoom);
    }
  }
  return byPopulation
    .filter((town) => firstZoom.has(town))
    .map((town): TownLabel => [town.name, round3(town.lon), round3(town.lat), firstZoom.get(town) ?? LAST_TOWN_ZOOM])
    .sort((a, b) => a[3] - b[3]);
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Towns first shown at `lastZoom` or before, and the others (the list is sorted by first zoom). */
export const splitTownsAt = (towns: readonly TownLabel[], lastZoom: number): [TownLabel[], TownLabel[]] => [
  towns.filter((town) => town[3] <= lastZoom),
  towns.filter((town) => town[3] > lastZoom),
];
