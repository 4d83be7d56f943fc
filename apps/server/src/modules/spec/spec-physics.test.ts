import { beforeAll, describe, expect, it } from 'vitest';
import { readSpecRows } from './read-spec-rows';
import type { SpecRow } from './spec-row';

/**
 * Plausible physics per group of categories: the weight over the box the machine fills (kg/m³) and its size. A figure
 * in the wrong unit (pounds as kilograms, inches as centimetres), a working width given as transport width, or a
 * weight of another configuration moves a row out of its group's band. Bands were set from what such machines are
 * (a car is mostly air in steel, ~100-175 kg/m³, so the same weight in pounds lands above 200; a skid steer or excavator a dense block, ~200-300; a travel trailer a
 * light box, ~25-45) with room either side, then checked against the rows on file (issue 19).
 */
type Bounds = {
  density: [min: number, max: number];
  lengthM: [min: number, max: number];
  widthM: [min: number, max: number];
  heightM: [min: number, max: number];
};

const ROAD_VEHICLE: Bounds = { density: [70, 200], lengthM: [3, 7.5], widthM: [1.5, 2.6], heightM: [1.2, 2.9] };
const TOWED_RV: Bounds = { density: [15, 90], lengthM: [3, 15], widthM: [2, 2.6], heightM: [2, 4.2] };
const SMALL_RECREATION: Bounds = { density: [30, 200], lengthM: [1.5, 9], widthM: [0.6, 2.6], heightM: [0.8, 2.5] };
const FARM_SELF_PROPELLED: Bounds = { density: [40, 400], lengthM: [2, 12], widthM: [1, 5.5], heightM: [1.2, 4.8] };
const FARM_TOWED: Bounds = { density: [20, 250], lengthM: [3, 20], widthM: [2, 7], heightM: [1.5, 5] };
const CONSTRUCTION: Bounds = { density: [80, 450], lengthM: [2.5, 13], widthM: [0.9, 3.8], heightM: [1.8, 4.6] };

const BOUNDS_BY_CATEGORY: Readonly<Record<string, Bounds>> = {
  car: ROAD_VEHICLE,
  suv: ROAD_VEHICLE,
  pickup: ROAD_VEHICLE,
  van: ROAD_VEHICLE,
  travel_trailer: TOWED_RV,
  fifth_wheel: TOWED_RV,
  motorcycle: SMALL_RECREATION,
  atv: SMALL_RECREATION,
  utv: SMALL_RECREATION,
  personal_watercraft: SMALL_RECREATION,
  boat: SMALL_RECREATION,
  // Farm harvest heights stay below 5 m: the Axial-Flow rows' 4.90-5.00 m harvest position is their upper bound.
  tractor: FARM_SELF_PROPELLED,
  combine: FARM_SELF_PROPELLED,
  sprayer: FARM_SELF_PROPELLED,
  swather: FARM_SELF_PROPELLED,
  air_cart: FARM_TOWED,
  air_drill: FARM_TOWED,
  planter: FARM_TOWED,
  skid_steer: CONSTRUCTION,
  compact_track_loader: CONSTRUCTION,
  excavator: CONSTRUCTION,
  wheel_loader: CONSTRUCTION,
  backhoe: CONSTRUCTION,
};

const outside = (value: number, [min, max]: [number, number]) => value < min || value > max;

const problemsOf = (row: SpecRow): string[] => {
  const bounds = BOUNDS_BY_CATEGORY[row.category];
  if (!bounds) return [`${row.name}: no physics bounds for category ${row.category}`];
  const density = row.weight_kg / (row.length_m * row.width_m * row.height_m);
  return [
    outside(density, bounds.density) ? `density ${density.toFixed(0)} kg/m³` : '',
    outside(row.length_m, bounds.lengthM) ? `length ${row.length_m} m` : '',
    outside(row.width_m, bounds.widthM) ? `width ${row.width_m} m` : '',
    outside(row.height_m, bounds.heightM) ? `height ${row.height_m} m` : '',
  ]
    .filter(Boolean)
    .map((problem) => `${row.name} (${row.category}): ${problem}`);
};

let rows: readonly SpecRow[];
beforeAll(async () => {
  rows = await readSpecRows();
});

describe('plausible physics of the bundled rows', () => {
  it('keeps every row within its kind of machine’s density and size', () => {
    expect(rows.flatMap(problemsOf)).toEqual([]);
  });

  it('would catch a weight in pounds or a length in feet', () => {
    const [car] = rows.filter((row) => row.category === 'car');
    if (!car) throw new Error('no car row on file');
    expect(problemsOf({ ...car, weight_kg: car.weight_kg * 2.20462 })).not.toEqual([]);
    expect(problemsOf({ ...car, length_m: car.length_m * 3.28084 })).not.toEqual([]);
  });
});
