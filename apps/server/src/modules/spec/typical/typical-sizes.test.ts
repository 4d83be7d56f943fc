import { LOAD_TYPES } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { TYPICAL_KIND_IDS, TYPICAL_KINDS } from './typical-kinds';
import { parseTypicalSizes, readTypicalSizes, type TypicalSizeRow, TypicalSizes } from './typical-sizes';

const row = (kind: TypicalSizeRow['kind'], size: number, figures: [number, number, number, number]) => ({
  kind,
  size,
  length_m: figures[0],
  width_m: figures[1],
  height_m: figures[2],
  weight_kg: figures[3],
  configuration: 'dry weight',
  source_url: `https://example.org/${kind}-${size}`,
  source_note: `derived from test machines of ${size}`,
});

const table = new TypicalSizes([
  row('fifth_wheel', 40, [12, 2.6, 4, 6000]),
  row('fifth_wheel', 30, [9, 2.4, 3.6, 4000]),
  row('air_cart', 650, [13, 6, 3.7, 16000]),
]);

describe('TypicalSizes.answer', () => {
  it('gives a row exactly, marked typical, with the kind as category and load type', () => {
    expect(table.answer('fifth wheel 30 ft')).toMatchObject({
      make: 'Typical',
      name: 'Fifth wheel, 30 ft (typical)',
      category: 'fifth_wheel',
      load_type: 'rv',
      length_m: 9,
      width_m: 2.4,
      height_m: 3.6,
      weight_kg: 4000,
      match: 'typical',
      source_url: 'https://example.org/fifth_wheel-30',
    });
  });

  it('interpolates each figure between the two rows around the size', () => {
    expect(table.answer('35 ft fifth wheel')).toMatchObject({
      name: 'Fifth wheel, 35 ft (typical)',
      length_m: 10.5,
      width_m: 2.5,
      height_m: 3.8,
      weight_kg: 5000,
    });
    expect(table.answer('35 ft fifth wheel')?.source_note).toMatch(/interpolated between the 30 and 40 ft rows/);
  });

  it('takes the end row a little past the table, and nothing further out', () => {
    expect(table.answer('41 ft fifth wheel')?.length_m).toBe(12);
    expect(table.answer('28.6 ft fifth wheel')?.length_m).toBe(9);
    expect(table.answer('43 ft fifth wheel')).toBeUndefined();
    expect(table.answer('20 ft fifth wheel')).toBeUndefined();
  });

  it('answers air carts by bushels, with the towed-implement load type', () => {
    expect(table.answer('air cart 650 bu')).toMatchObject({ category: 'air_cart', load_type: 'implement_towing' });
  });

  it('gives nothing for a kind without rows or a text naming no kind and size', () => {
    expect(table.answer('pontoon 22 ft')).toBeUndefined();
    expect(table.answer('ford f150')).toBeUndefined();
  });
});

describe('typical-sizes.csv', () => {
  let bundled: TypicalSizes;
  beforeAll(async () => {
    bundled = await readTypicalSizes();
  });

  it('has at least two rows for every kind a query can name, each with a source', async () => {
    const { readFile } = await import('node:fs/promises');
    const rows = parseTypicalSizes(await readFile(new URL('./typical-sizes.csv', import.meta.url), 'utf8'));
    for (const kind of TYPICAL_KIND_IDS) {
      expect(rows.filter((r) => r.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
    expect(rows.every((r) => /^https?:\/\/[^/]+\.[^/]+/.test(r.source_url) && /Derived/.test(r.source_note))).toBe(
      true,
    );
  });

  it('gives kinds load types the domain knows', () => {
    expect(TYPICAL_KIND_IDS.every((kind) => LOAD_TYPES.includes(TYPICAL_KINDS[kind].loadType))).toBe(true);
  });

  it.each([
    ['30 ft travel trailer', 'travel_trailer', 9.1],
    ['40 ft fifth wheel', 'fifth_wheel', 12.2],
    ['pontoon 22 ft', 'boat', 7.2],
    ['air cart 800 bu', 'air_cart', 13.9],
  ])('answers %j as a %s about %d m long', (text, category, lengthM) => {
    const answer = bundled.answer(text);
    expect(answer?.category).toBe(category);
    expect(answer?.length_m).toBeCloseTo(lengthM, 0);
  });
});
