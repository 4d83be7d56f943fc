import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { SERVER_ROOT } from '../../../platform/paths';

/** The list beside this file (see README.md): read by path so the test reads exactly what is committed. */
const LIST_PATH = path.join(SERVER_ROOT, 'src/modules/spec/hit-rate/machines-people-ship.csv');

/** A blank cell is "no published figure"; anything else must be a positive SI number. */
const optionalFigure = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : Number(value)))
  .pipe(z.number().positive().optional());

/** `Sea-Doo|BRP` -> two accepted names; at least one. */
const alternatives = z
  .string()
  .transform((value) =>
    value
      .split('|')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.string()).min(1));

const ShippedMachineSchema = z.object({
  query: z.string().trim().min(1),
  make: alternatives,
  family: z.string().trim().min(1),
  category: alternatives,
  length_m: optionalFigure,
  width_m: optionalFigure,
  height_m: optionalFigure,
  weight_kg: optionalFigure,
  source: z.string().trim().min(1),
  figure_note: z.string(),
});
export type ShippedMachine = z.output<typeof ShippedMachineSchema>;

/** Reads and checks the hit-rate list; throws a ZodError naming the bad field if the file is malformed. */
export const readMachinesPeopleShip = async (): Promise<ShippedMachine[]> => {
  const records: unknown = parse(await readFile(LIST_PATH, 'utf8'), { columns: true, skip_empty_lines: true });
  return z.array(ShippedMachineSchema).parse(records);
};
