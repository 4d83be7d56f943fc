import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

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

/** The parameters of `row` for a prepared insert into `table`, placeholders named `${prefix}${column key}`. */
export const insertRowParams = (table: PgTable, row: Record<string, unknown>, prefix: string): InsertRowParams => {
  const params: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const given = row[key];
    if (given === undefined && column.defaultFn === undefined) continue;
    const value = given === undefined ? column.defaultFn?.() : given;
    if (is(value, SQL)) throw new Error(`${key}: an SQL value cannot be a prepared insert's parameter`);
    params[`${prefix}${key}`] = value === null ? null : column.mapToDriverValue(value);
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
