import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HAUL_STATUSES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../testing/source-files';

const SERVER_SRC = join(import.meta.dirname, '../..');
const WEB_SRC = join(SERVER_SRC, '../../web/src');
const ROOT = join(SERVER_SRC, '../../..');

/**
 * Tests, their fixtures and the demo seed set up loads in a given state on purpose; the database schema and its
 * migrations declare the enum. Production code has no exemption: it names a status through packages/domain
 * (`HAUL_STATUS.posted`, `isPosted`, `statusAllows`, ...), so the lifecycle table stays the one place that spells them.
 */
const isExempt = (path: string) =>
  /\.test\.tsx?$|\.test-helpers\.ts$/.test(path) ||
  /\/(testing|seed|db\/schema)\//.test(path) ||
  // Inserts the posted loads of the search tests (imported only by them) in bulk.
  path.endsWith('modules/haul-search/posted-haul-seeds.ts');

const STATUS = `'(?:${HAUL_STATUSES.join('|')})'`;
/** A property access chain such as `record?.haul.status` or `haul.data?.status`. */
const RECEIVER = String.raw`[\w$]+(?:\??\.[\w$]+)*`;

/**
 * What the scan reads as spelling a haul status, line by line. Its reach, honestly: a comparison (`===`, `!==`, either
 * way round) of a haul status literal with something whose name ends in `status`, unless the name says it is a bid's
 * or a payout's (bids share the word 'accepted', payouts 'cancelled'; no other entity shares a haul status word); a
 * `case` of a haul status; a Drizzle `eq`/`ne` on `hauls.status`; an array made of haul status literals only. A status
 * passed through a variable of another name, or written across lines, is not seen.
 */
const PATTERNS = [
  new RegExp(`(${RECEIVER})\\s*[!=]==?\\s*${STATUS}`, 'g'),
  new RegExp(`${STATUS}\\s*[!=]==?\\s*(${RECEIVER})`, 'g'),
  new RegExp(`\\bcase\\s+${STATUS}\\s*:`, 'g'),
  new RegExp(`\\b(?:eq|ne)\\(\\s*hauls\\.status\\s*,\\s*${STATUS}`, 'g'),
  new RegExp(`\\[\\s*${STATUS}(?:\\s*,\\s*${STATUS})*\\s*,?\\s*\\]`, 'g'),
];

const isHaulStatusSpelled = ([, receiver]: RegExpMatchArray): boolean =>
  receiver === undefined || (/status$/i.test(receiver) && !/bid|payout/i.test(receiver));

/** `line: code` for each line that compares, switches on or lists a haul status as a string literal. */
const findStatusLiterals = (text: string): string[] =>
  text
    .split('\n')
    .flatMap((line, index) =>
      PATTERNS.some((pattern) => [...line.matchAll(pattern)].some(isHaulStatusSpelled))
        ? [`${index + 1}: ${line.trim()}`]
        : [],
    );

describe('haul status literals', () => {
  it('appear nowhere in the server or web sources outside tests, fixtures, the seed and the schema', () => {
    const offenders = [...sourceFiles(SERVER_SRC), ...sourceFiles(WEB_SRC)]
      .map((path) => relative(ROOT, path))
      .filter((path) => !isExempt(path))
      .flatMap((path) => findStatusLiterals(readFileSync(join(ROOT, path), 'utf8')).map((hit) => `${path}:${hit}`));
    expect(offenders).toEqual([]);
  });

  it('reads the web sources too, so an empty result is not an empty scan', () => {
    expect(sourceFiles(WEB_SRC).filter((path) => path.endsWith('.tsx')).length).toBeGreaterThan(10);
  });

  it.each([
    ["if (haul.status === 'cancelled') throw removed();"],
    ["if (record?.haul.status !== 'posted') return 0;"],
    ["const isEditing = haul.data?.status === 'posted';"],
    ["if ('draft' === haulStatus) return;"],
    ["    case 'picked_up':"],
    ["  .where(and(eq(hauls.id, id), ne(hauls.status, 'draft')))"],
    ["const TRAVELLING: readonly HaulStatus[] = ['confirmed', 'picked_up'];"],
    ["statuses: ['draft', 'posted'],"],
  ])('catches a haul status spelled out such as %s', (code) => {
    expect(findStatusLiterals(`const a = 1;\n${code}\n`)).toEqual([`2: ${code.trim()}`]);
  });

  it.each([
    ["const isHolder = bid?.status === 'accepted';"],
    ["if (haul.my_bid?.status === 'accepted') return 'holder';"],
    ["if (!payout || payout.status === 'cancelled') return 'no_payout';"],
    ["const column = list === 'posted' ? 'postedSeenAt' : 'selfSeenAt';"],
    ['if (isPosted(haul.status)) return record;'],
    ['    case HAUL_STATUS.picked_up:'],
    ["await decideBid(tx, { bidId, status: 'accepted', at: now });"],
    ["const bidStatuses = ['active', 'accepted'];"],
  ])('lets a bid status, another word or a named status pass: %s', (code) => {
    expect(findStatusLiterals(code)).toEqual([]);
  });
});
