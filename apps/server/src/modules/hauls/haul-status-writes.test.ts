import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../testing/source-files';

const SRC = join(import.meta.dirname, '../..');
/** The one function allowed to write a haul's status (the lifecycle table's `from` and `to`). */
const THE_WRITER = 'modules/hauls/apply-haul-action.ts';

/**
 * Files that build whole histories directly, not user actions: tests and their fixtures set a load's state to test
 * what follows it, and the demo seed writes loads already delivered. Production code has no such exemption.
 */
const isFixture = (path: string) =>
  /\.test\.ts$|\.test-helpers\.ts$/.test(path) ||
  path.startsWith('testing/') ||
  path.startsWith('seed/') ||
  // Inserts the posted loads of the search tests (imported only by them) in bulk.
  path === 'modules/haul-search/posted-haul-seeds.ts';

/** The text of a Drizzle statement from its start up to its `.where(`/`.returning(` or the end of the statement. */
const statementsFrom = (text: string, start: RegExp): string[] =>
  [...text.matchAll(start)].map((match) => {
    const rest = text.slice(match.index);
    const end = rest.search(/\.where\(|\.returning\(|\.onConflict|;\s*$/m);
    return rest.slice(0, end === -1 ? undefined : end);
  });

const STATUS_KEY = /\bstatus\b/;

/** Every way this code base writes a row of `hauls` that could carry a status, and whether it does. */
const findStatusWrites = (text: string): string[] => {
  const found: string[] = [];
  // Drizzle updates: any mention of `status` in what is set (a key, a shorthand, a spread of something named so).
  for (const statement of statementsFrom(text, /\.update\(\s*hauls\s*\)/g)) {
    if (STATUS_KEY.test(statement)) found.push(statement);
  }
  // Drizzle inserts: a new haul is a draft; any other literal, or a status from a variable, is a write.
  for (const statement of statementsFrom(text, /\.insert\(\s*hauls\s*\)/g)) {
    const statuses = [...statement.matchAll(/\bstatus\b\s*(?::\s*([^,}\n]+))?/g)];
    if (statuses.some(([, value]) => value?.trim() !== "'draft'")) found.push(statement);
  }
  // Raw SQL, in any case and quoting: UPDATE hauls SET ... status (before any WHERE), INSERT INTO hauls (... status).
  for (const match of text.matchAll(/update\s+"?hauls"?\s+(?:as\s+\w+\s+)?set\b(?:(?!\bwhere\b)[^;`])*?\bstatus\b/gi))
    found.push(match[0]);
  for (const match of text.matchAll(/insert\s+into\s+"?hauls"?\s*\([^)]*\bstatus\b/gi)) found.push(match[0]);
  return found;
};

describe('writes to a haul status', () => {
  it('happen only in applyHaulAction, outside test fixtures and the demo seed', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }))
      .filter(({ path }) => path !== THE_WRITER && !isFixture(path))
      .flatMap(({ path, text }) => findStatusWrites(text).map((write) => `${path}: ${write.slice(0, 120)}`));
    expect(offenders).toEqual([]);
  });

  it('are found in the one writer, so the scan reads the code as written', () => {
    expect(findStatusWrites(readFileSync(join(SRC, THE_WRITER), 'utf8'))).toHaveLength(1);
  });

  it.each([
    ["await db.update(hauls).set({ status: 'posted', updatedAt: now }).where(eq(hauls.id, id));"],
    ['await tx\n  .update(hauls)\n  .set({ ...changes, status })\n  .where(eq(hauls.id, id));'],
    ["await db.insert(hauls).values({ userId, status: 'posted' });"],
    ['await db.insert(hauls).values({ userId, status });'],
    ["await db.execute(sql`UPDATE hauls SET updated_at = now(), status = 'cancelled' WHERE id = $1`);"],
    ['await db.execute(sql`update "hauls" set "status" = $2 where "id" = $1`);'],
    ["await db.execute(sql`INSERT INTO hauls (user_id, status) VALUES ($1, 'posted')`);"],
  ])('catches a new status write such as %s', (code) => {
    expect(findStatusWrites(code)).toHaveLength(1);
  });

  it.each([
    ["await db.insert(hauls).values({ userId, status: 'draft' });"],
    ['await db.update(hauls).set({ updatedAt: at }).where(eq(hauls.status, status));'],
    ["await db.execute(sql`UPDATE hauls SET updated_at = now() WHERE status = 'posted'`);"],
  ])('lets a draft insert or a write conditioned on the status pass: %s', (code) => {
    expect(findStatusWrites(code)).toEqual([]);
  });
});
