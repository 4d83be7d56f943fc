import { LOAD_TYPES, type LoadType } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSpecRows } from './read-spec-rows';
import type { SpecRow } from './spec-row';

/** Issue 4 asks for at least this many real rows in the bundled data. */
const MIN_ROWS = 500;

/**
 * The load type each category must carry. A category missing here fails the test, so a new group of rows gets its
 * load type chosen on purpose (spec 9: towed farm implements are `implement_towing`).
 */
const LOAD_TYPE_BY_CATEGORY: Readonly<Record<string, LoadType>> = {
  car: 'vehicle',
  suv: 'vehicle',
  pickup: 'vehicle',
  van: 'vehicle',
  motorcycle: 'powersports',
  atv: 'powersports',
  utv: 'powersports',
  tractor: 'machinery',
  combine: 'machinery',
  sprayer: 'machinery',
  swather: 'machinery',
  excavator: 'machinery',
  wheel_loader: 'machinery',
  skid_steer: 'machinery',
  compact_track_loader: 'machinery',
  backhoe: 'machinery',
  travel_trailer: 'rv',
  fifth_wheel: 'rv',
  motorhome: 'rv',
  boat: 'boat',
  personal_watercraft: 'boat',
  air_cart: 'implement_towing',
  air_drill: 'implement_towing',
  air_seeder: 'implement_towing',
  planter: 'implement_towing',
  disc_harrow: 'implement_towing',
  harrow_packer: 'implement_towing',
  heavy_harrow: 'implement_towing',
  land_roller: 'implement_towing',
};

/**
 * Rows on file per category when the data last grew (November 2026). A floor, not an exact count: it catches a
 * file dropped or emptied by mistake without failing when rows are added.
 */
const MIN_ROWS_BY_CATEGORY: Readonly<Record<string, number>> = {
  tractor: 172,
  pickup: 80,
  suv: 70,
  car: 44,
  travel_trailer: 124,
  fifth_wheel: 46,
  combine: 9,
  excavator: 16,
  wheel_loader: 15,
  skid_steer: 11,
  planter: 9,
  backhoe: 9,
  air_cart: 6,
  motorcycle: 6,
  van: 4,
  sprayer: 3,
  atv: 3,
  utv: 2,
  personal_watercraft: 4,
  boat: 2,
};

let rows: SpecRow[];

beforeAll(async () => {
  rows = await readSpecRows();
});

const countBy = (key: (row: SpecRow) => string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

describe('the bundled spec dataset', () => {
  it(`holds at least ${MIN_ROWS} rows`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(MIN_ROWS);
  });

  it('keeps at least the rows each category had when the data last grew', () => {
    const counts = countBy((row) => row.category);
    const short = Object.entries(MIN_ROWS_BY_CATEGORY)
      .filter(([category, floor]) => (counts.get(category) ?? 0) < floor)
      .map(([category, floor]) => `${category}: ${counts.get(category) ?? 0} < ${floor}`);
    expect(short).toEqual([]);
  });

  it('gives every category its agreed load type, and only load types the domain knows', () => {
    const wrong = rows
      .filter((row) => LOAD_TYPE_BY_CATEGORY[row.category] !== row.load_type)
      .map((row) => `${row.name}: ${row.category} is ${row.load_type}`);
    expect(wrong).toEqual([]);
    expect(Object.values(LOAD_TYPE_BY_CATEGORY).every((type) => LOAD_TYPES.includes(type))).toBe(true);
  });

  it('marks towed farm implements as implement_towing', () => {
    const implementCategories = ['air_cart', 'planter'];
    const implementRows = rows.filter((row) => implementCategories.includes(row.category));
    expect(implementRows.length).toBeGreaterThan(0);
    expect(new Set(implementRows.map((row) => row.load_type))).toEqual(new Set(['implement_towing']));
  });

  it('cites a source on every row: a web address and a note with the original figures', () => {
    const unsourced = rows
      .filter((row) => !/^https?:\/\/[^/]+\.[^/]+/.test(row.source_url) || row.source_note.trim().length < 20)
      .map((row) => row.name);
    expect(unsourced).toEqual([]);
  });

  it('holds no test placeholders', () => {
    const placeholders = rows.filter(
      (row) =>
        /example\.(test|com)/.test(row.source_url) ||
        /placeholder/i.test(row.source_note) ||
        [row.length_m, row.width_m, row.height_m, row.weight_kg].every((value) => value === 1),
    );
    expect(placeholders.map((row) => row.name)).toEqual([]);
  });
});
