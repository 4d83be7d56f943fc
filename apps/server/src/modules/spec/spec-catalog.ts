import { SPEC_AUTOCOMPLETE_LIMIT } from '@freight/domain';
import { MAKE_ALIASES } from './make-aliases';
import { readSpecRows } from './read-spec-rows';
import type { SpecAnswer, SpecRow } from './spec-row';
import { type SpecSearchHit, SpecSearchIndex } from './spec-search-index';
import { readTypicalSizes, TypicalSizes } from './typical/typical-sizes';

/** Below this share of the query matched, a suggestion is noise (0.5: "ford" of "ford zzz" still suggests Fords). */
const MIN_SUGGESTION_SCORE = 0.5;
/** The single best answer needs more: it fills in a quote's dimensions, so a wrong machine is worse than none. */
const MIN_BEST_SCORE = 0.6;

/** A year is a soft word: a "2023" asked for may take the 2022 figures. A model number may not. */
const isYear = (token: string) => /^(19|20)\d\d$/.test(token);

/** Every model number typed is in the row: an 8R 410 is no answer to "8R 370", nor to "8R 3" being typed. */
const hasEveryNumber = (hit: SpecSearchHit): boolean => hit.missedNumbers.every(isYear);

/**
 * A word the row lacks is forgiven only beside its make or a model number it has: "ford zzz" still means a Ford and
 * "f150 crew" an F-150, but "air drill" is no Lucid Air.
 */
const isAnchored = (hit: SpecSearchHit): boolean =>
  hit.unmatchedWords === 0 || hit.hasMakeMatch || hit.foundNumbers.some((number) => !isYear(number));

/** Worth showing in a type-ahead list. */
const isSuggestion = (hit: SpecSearchHit): boolean =>
  hit.isExact ||
  (hit.tokenScore >= MIN_SUGGESTION_SCORE && hit.hasLetterMatch && hasEveryNumber(hit) && isAnchored(hit));

/** Close enough to fill in a quote: the exact make and model, or most words matched, something beyond the make. */
const isCloseEnough = (hit: SpecSearchHit): boolean =>
  hit.isExact ||
  (hit.tokenScore >= MIN_BEST_SCORE &&
    hit.hasNonMakeMatch &&
    hit.hasLetterMatch &&
    hasEveryNumber(hit) &&
    isAnchored(hit));

/** The equipment specs, indexed once at start; every query is answered from memory. */
export class SpecCatalog {
  private readonly index: SpecSearchIndex;

  /** `typical`: figures by kind and size, the last resort when no row answers (none unless given). */
  constructor(
    readonly rows: readonly SpecRow[],
    private readonly typical: TypicalSizes = new TypicalSizes([]),
  ) {
    this.index = new SpecSearchIndex(rows, MAKE_ALIASES);
  }

  get size(): number {
    return this.rows.length;
  }

  /** Type-ahead suggestions for partly typed text, best first (the last word may be unfinished); typical sizes last. */
  suggest(text: string, limit: number = SPEC_AUTOCOMPLETE_LIMIT): SpecAnswer[] {
    const rows: SpecAnswer[] = this.index
      .search(text, { isTypeAhead: true })
      .filter(isSuggestion)
      .slice(0, limit)
      .map((hit) => this.rows[hit.row] as SpecRow);
    const typical = rows.length < limit ? this.typical.answer(text) : undefined;
    return typical ? [...rows, typical] : rows;
  }

  /** The one row the text means, else typical sizes for the kind and size it names, else undefined (see isCloseEnough). */
  findBest(text: string): SpecAnswer | undefined {
    const hit = this.index.search(text, { isTypeAhead: false }).find(isCloseEnough);
    return hit ? this.rows[hit.row] : this.typical.answer(text);
  }
}

/** Reads and checks the data files (throws SpecDataError naming file and line) and indexes them. */
export const loadSpecCatalog = async (dataDir?: string): Promise<SpecCatalog> =>
  new SpecCatalog(await readSpecRows(dataDir), await readTypicalSizes());
