import type { SpecMatch, SpecResult } from '@freight/domain';
import { z } from 'zod';

/** The columns every data/*.csv starts with, in this order. */
export const SPEC_CSV_COLUMNS = [
  'category',
  'load_type',
  'make',
  'model',
  'name',
  'length_m',
  'width_m',
  'height_m',
  'weight_kg',
  'configuration',
  'source_url',
  'source_note',
] as const;

const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;
/** Plain decimals only: no units, thousands separators or exponents, so `4,670` or `4670mm` cannot slip in. */
const DECIMAL = /^\d+(\.\d+)?$/;

const text = z.string().trim().min(1, 'is empty').max(200, 'is longer than 200 characters');
const snakeCase = z.string().trim().regex(SNAKE_CASE, 'must be snake_case, e.g. implement_towing');

/**
 * A positive measure in SI with a ceiling that catches a figure in the wrong unit (millimetres, feet, pounds) without
 * refusing any real load: a folded implement or a motorhome stays well inside these.
 */
const measure = (max: number, unit: string) =>
  z
    .string()
    .trim()
    .regex(DECIMAL, `must be a plain number of ${unit}, e.g. 4.67`)
    .transform(Number)
    .pipe(
      z
        .number()
        .positive(`must be more than 0 ${unit}`)
        .max(max, `must be at most ${max} ${unit}; is it in another unit?`),
    );

const SPEC_LIMITS = { lengthM: 40, widthM: 10, heightM: 8, weightKg: 150_000 } as const;

/** One data row as it stands in the CSV (all strings), checked and turned into numbers. */
export const SpecRowSchema = z.object({
  category: snakeCase,
  load_type: snakeCase,
  make: text,
  model: text,
  name: text,
  length_m: measure(SPEC_LIMITS.lengthM, 'metres'),
  width_m: measure(SPEC_LIMITS.widthM, 'metres'),
  height_m: measure(SPEC_LIMITS.heightM, 'metres'),
  weight_kg: measure(SPEC_LIMITS.weightKg, 'kilograms'),
  /** How the machine stands when measured: "transport position, wings folded", "header off", "as the source lists it". */
  configuration: text,
  source_url: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }),
  source_note: z.string().trim(),
});
export type SpecRow = z.output<typeof SpecRowSchema>;

/** What the API sends for a row found as `match`: the spec's Spec result, sources left out. */
export const toSpecResult = ({ row, match }: { row: SpecRow; match: SpecMatch }): SpecResult => ({
  make: row.make,
  model: row.model,
  name: row.name,
  weight: row.weight_kg,
  height: row.height_m,
  width: row.width_m,
  length: row.length_m,
  load_type: row.load_type,
  category: row.category,
  match,
});
