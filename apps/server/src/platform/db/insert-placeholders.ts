import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

/**
 * One row of an INSERT that is prepared once and run many times. Drizzle builds an insert by walking every column
 * each time; a prepared insert needs a placeholder per column instead, and Drizzle's own placeholders cannot take a
 * NULL on a timestamp column (its encoder calls `toISOString` on it) nor make a fresh `$defaultFn` value (a UUIDv7
 * id) per run. So each column the row gives, or that has a `$defaultFn`, becomes a raw placeholder, filled here with
 * the value Drizzle would have sent (its own encoder, NULL as NULL); every other column takes its SQL default.
 *
 * `shape` names the set of columns: one prepared statement per shape, since a column left out is a different
 * statement (`default` in place of a parameter).
 */
export type InsertRowParams = { shape: string; params: Record<string, unknown> };

type ColumnSlot = { key: string; column: PgColumn; placeholder: string };

/**
 * A table's columns with their placeholders' names, listed once per table and prefix: every stored quote fills some
 * hundred of them, and a name made anew each time is a new string to hash as the parameter's key.
 */
const columnSlots = new WeakMap<PgTable, Map<string, ColumnSlot[]>>();

const columnSlotsOf = (table: PgTable, prefix: string): ColumnSlot[] => {
  const ofTable = columnSlots.get(table) ?? new Map<string, ColumnSlot[]>();
  columnSlots.set(table, ofTable);
  const known = ofTable.get(prefix);
  if (known) return known;
  const slots = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    column,
    placeholder: `${prefix}${key}`,
  }));
  ofTable.set(prefix, slots);
  return slots;
};

/**
 * The parameters of `row` for a prepared insert into `table`, placeholders named `${prefix}${column key}`. A statement
 * of several inserts passes one `params` to each of its rows: merging a hundred placeholders per quote afterwards
 * (object spreads) cost about as much as filling them.
 */
export const insertRowParams = (
  table: PgTable,
  row: Record<string, unknown>,
  prefix: string,
  params: Record<string, unknown> = {},
): InsertRowParams => {
  const keys: string[] = [];
  for (const { key, column, placeholder } of columnSlotsOf(table, prefix)) {
    const given = row[key];
    if (given === undefined && column.defaultFn === undefined) continue;
    const value = given === undefined ? column.defaultFn?.() : given;
    // Only an object can be SQL; the check walks Drizzle's class chain, so values that are not objects skip it.
    if (typeof value === 'object' && value !== null && is(value, SQL)) {
      throw new Error(`${key}: an SQL value cannot be a prepared insert's parameter`);
    }
    params[placeholder] = value === null ? null : column.mapToDriverValue(value);
    keys.push(key);
  }
  return { shape: keys.join(','), params };
};

/**
 * The VALUES of a prepared insert into `table` for rows of `shape` (from insertRowParams), for Drizzle's `.values()`.
 * Typed as a whole row: the columns left out take their defaults, as they would in a row without them.
 */
export const insertRowPlaceholders = <TTable extends PgTable>(
  _table: TTable,
  shape: string,
  prefix: string,
): PgInsertValue<TTable> =>
  Object.fromEntries(
    shape.split(',').map((key) => [key, sql`${sql.placeholder(`${prefix}${key}`)}`]),
  ) as PgInsertValue<TTable>;
