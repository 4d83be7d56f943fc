import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { SERVER_ROOT } from '../../../platform/paths';
import type { SpecRow } from '../spec-row';
import { parseSizeQuery } from './parse-size-query';
import { TYPICAL_KIND_IDS, TYPICAL_KINDS, type TypicalKindId } from './typical-kinds';

/** Kept out of data/, whose every CSV is read as catalogue rows. */
const TYPICAL_SIZES_PATH = path.join(SERVER_ROOT, 'src/modules/spec/typical/typical-sizes.csv');

/**
 * A size this much beyond the smallest or largest row still takes that row: a "36 ft" nominal length is the 35.6 ft
 * of the table's last row, not a machine nobody measured. Further out there is no answer, since extrapolating past the
 * machines measured would be a guess.
 */
const END_TOLERANCE = 0.05;

const positive = z.coerce.number().positive();
const TypicalSizeRowSchema = z.object({
  kind: z.enum(TYPICAL_KIND_IDS as [TypicalKindId, ...TypicalKindId[]]),
  size: positive,
  length_m: positive,
  width_m: positive,
  height_m: positive,
  weight_kg: positive,
  configuration: z.string().trim().min(1),
  source_url: z.url({ protocol: /^https?$/ }),
  source_note: z.string().trim().min(20),
});
export type TypicalSizeRow = z.output<typeof TypicalSizeRowSchema>;

/** An answer built from typical sizes: a catalogue-shaped row the shipper is asked to confirm. */
export type TypicalAnswer = SpecRow & { match: 'typical' };

const FIGURES = ['length_m', 'width_m', 'height_m', 'weight_kg'] as const;
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const formatSize = (size: number) => (Number.isInteger(round(size, 1)) ? String(round(size, 0)) : size.toFixed(1));

/** The row itself, or the two rows around the size; undefined outside the table (see END_TOLERANCE). */
const bracket = (rows: readonly TypicalSizeRow[], size: number): [TypicalSizeRow, TypicalSizeRow] | undefined => {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return undefined;
  if (size < first.size * (1 - END_TOLERANCE) || size > last.size * (1 + END_TOLERANCE)) return undefined;
  if (size <= first.size) return [first, first];
  if (size >= last.size) return [last, last];
  const upper = rows.findIndex((row) => row.size >= size);
  return [rows[upper - 1] ?? first, rows[upper] ?? last];
};

/**
 * Typical transport figures by kind and size (typical-sizes.csv), the last resort before the shipper types the
 * dimensions. Between two rows each figure is interpolated linearly by size: within one kind, length and weight grow
 * steadily with size and the widths and heights of neighbouring rows differ little, so the straight line is closer
 * than either neighbour. Metres are rounded to the centimetre and weights to the kilogram.
 */
export class TypicalSizes {
  private readonly byKind: ReadonlyMap<TypicalKindId, readonly TypicalSizeRow[]>;

  constructor(rows: readonly TypicalSizeRow[]) {
    const byKind = new Map<TypicalKindId, TypicalSizeRow[]>();
    for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    for (const kindRows of byKind.values()) kindRows.sort((a, b) => a.size - b.size);
    this.byKind = byKind;
  }

  /** Typical figures for a query naming a kind and a size ("40 ft fifth wheel"), or undefined. */
  answer(text: string): TypicalAnswer | undefined {
    const query = parseSizeQuery(text);
    if (!query) return undefined;
    const around = bracket(this.byKind.get(query.kind) ?? [], query.size);
    if (!around) return undefined;
    const [below, above] = around;
    const share = above.size === below.size ? 0 : (query.size - below.size) / (above.size - below.size);
    const figure = (name: (typeof FIGURES)[number]) => below[name] + share * (above[name] - below[name]);
    const kind = TYPICAL_KINDS[query.kind];
    const sized = `${kind.label}, ${formatSize(query.size)} ${kind.unit}`;
    const how =
      below === above
        ? `the ${formatSize(below.size)} ${kind.unit} row`
        : `interpolated between the ${formatSize(below.size)} and ${formatSize(above.size)} ${kind.unit} rows`;
    return {
      category: kind.category,
      load_type: kind.loadType,
      make: 'Typical',
      model: sized,
      name: `${sized} (typical)`,
      length_m: round(figure('length_m'), 2),
      width_m: round(figure('width_m'), 2),
      height_m: round(figure('height_m'), 2),
      weight_kg: round(figure('weight_kg'), 0),
      configuration: below.configuration,
      source_url: below.source_url,
      source_note: `Typical figures, ${how} of typical-sizes.csv. ${below.source_note}`,
      match: 'typical',
    };
  }
}

/** Parses and checks typical-sizes.csv text (throws a ZodError naming the bad field). */
export const parseTypicalSizes = (text: string): TypicalSizeRow[] =>
  z.array(TypicalSizeRowSchema).parse(parse(text, { columns: true, skip_empty_lines: true }));

/** Reads the bundled typical-sizes.csv. */
export const readTypicalSizes = async (): Promise<TypicalSizes> =>
  new TypicalSizes(parseTypicalSizes(await readFile(TYPICAL_SIZES_PATH, 'utf8')));
