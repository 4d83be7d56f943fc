import { SPEC_AUTOCOMPLETE_LIMIT, type SpecMatch } from '@freight/domain';
import { electricWordsOf, isElectricVariant } from './electric-variants';
import { MAKE_ALIASES } from './make-aliases';
import { type ModelFamily, modelFamilyOf, ratingDistance } from './model-family';
import { fitsQueryKind, type QueryKind, type RowKindFacts, readQueryKind } from './query-kind';
import { readSpecRows } from './read-spec-rows';
import { bestMatch, type Candidate, directMatch, familyAnswer } from './spec-answer-match';
import type { SpecRow } from './spec-row';
import { type SpecSearchHit, SpecSearchIndex } from './spec-search-index';
import { specTokens } from './spec-text';
import { readTypicalSizes, TypicalSizes } from './typical/typical-sizes';
import { isYearLike } from './vehicle-years';

/** Below this share of the query matched, a suggestion is noise (0.5: "ford" of "ford zzz" still suggests Fords). */
const MIN_SUGGESTION_SCORE = 0.5;
/** The single best answer needs more: it fills in a quote's dimensions, so a wrong machine is worse than none. */
const MIN_BEST_SCORE = 0.6;
/** Rows that are sold by model year: a year typed for them is never a model number, even when the name has none. */
const YEARLY_LOAD_TYPES = new Set(['vehicle', 'rv', 'boat', 'powersports']);

/** A row and how it relates to what was asked (see SpecMatch). */
export type SpecAnswer = { row: SpecRow; match: SpecMatch };

/**
 * Every model number typed is in the row: an 8R 410 is no answer to "8R 370", nor to "8R 3" being typed. A year
 * the row does not state is forgiven for vehicles ("2023 civic" may take the 2022 row), never for machinery: the
 * "1910" of "JD 1910 air cart" is a model number.
 */
const hasEveryNumber = ({ hit, row }: Candidate): boolean =>
  hit.missedNumbers.every((number) => isYearLike(number) && YEARLY_LOAD_TYPES.has(row.load_type));

/**
 * A word the row lacks is forgiven only beside its make or a model number it has: "ford zzz" still means a Ford and
 * "f150 crew" an F-150, but "air drill" is no Lucid Air.
 */
const isAnchored = (hit: SpecSearchHit): boolean =>
  hit.unmatchedWords === 0 || hit.hasMakeMatch || hit.foundNumbers.some((number) => !isYearLike(number));

/** Worth showing in a type-ahead list. */
const isSuggestion = (candidate: Candidate): boolean => {
  const { hit } = candidate;
  return (
    hit.isExact ||
    (hit.tokenScore >= MIN_SUGGESTION_SCORE && hit.hasLetterMatch && hasEveryNumber(candidate) && isAnchored(hit))
  );
};

/** Close enough to fill in a quote: the exact make and model, or most words matched, something beyond the make. */
const isCloseEnough = (candidate: Candidate): boolean => {
  const { hit } = candidate;
  return (
    hit.isExact ||
    (hit.tokenScore >= MIN_BEST_SCORE &&
      hit.hasNonMakeMatch &&
      hit.hasLetterMatch &&
      hasEveryNumber(candidate) &&
      isAnchored(hit))
  );
};

/** The equipment specs, indexed once at start; every query is answered from memory. */
export class SpecCatalog {
  private readonly index: SpecSearchIndex;
  private readonly families: ModelFamily[];
  private readonly kindFacts: RowKindFacts[];

  /** `typical`: figures by kind and size, the last resort when no row answers (none unless given). */
  constructor(
    readonly rows: readonly SpecRow[],
    private readonly typical: TypicalSizes = new TypicalSizes([]),
  ) {
    this.index = new SpecSearchIndex(rows, MAKE_ALIASES, electricWordsOf);
    this.families = rows.map(modelFamilyOf);
    this.kindFacts = rows.map((row) => ({
      isElectricVariant: isElectricVariant(row),
      words: ` ${specTokens(`${row.make} ${row.model} ${row.name}`).join(' ')} `,
    }));
  }

  get size(): number {
    return this.rows.length;
  }

  /**
   * Type-ahead suggestions for partly typed text, best first (the last word may be unfinished); relatives after the
   * rows that match, and typical sizes for a kind and size last.
   */
  suggest(text: string, limit: number = SPEC_AUTOCOMPLETE_LIMIT): SpecAnswer[] {
    const { hits, kind, tokens } = this.search(text, true);
    const direct: SpecAnswer[] = [];
    const others: Candidate[] = [];
    // Hits come best first, so the list stops filling at the limit; a short prefix may have hundreds (speed).
    for (const hit of hits) {
      const candidate = this.candidateOf(hit, kind);
      if (!candidate) continue;
      if (isSuggestion(candidate)) {
        if (direct.push({ row: candidate.row, match: directMatch(candidate) }) === limit) return direct;
      } else if (hit.missedNumbers.length === 1) others.push(candidate);
    }
    const answers = [...direct, ...this.familyAnswers(others, tokens)].slice(0, limit);
    const typical = answers.length < limit ? this.typicalAnswer(text) : undefined;
    return typical ? [...answers, typical] : answers;
  }

  /**
   * The one row the text means (see isCloseEnough); else the nearest of its family, marked as such; else typical
   * sizes for the kind and size it names; else undefined.
   */
  findBest(text: string): SpecAnswer | undefined {
    const { hits, kind, tokens } = this.search(text, false);
    const others: Candidate[] = [];
    for (const hit of hits) {
      const candidate = this.candidateOf(hit, kind);
      if (!candidate) continue;
      if (isCloseEnough(candidate)) return { row: candidate.row, match: bestMatch(candidate) };
      if (hit.missedNumbers.length === 1) others.push(candidate);
    }
    return this.familyAnswers(others, tokens)[0] ?? this.typicalAnswer(text);
  }

  private typicalAnswer(text: string): SpecAnswer | undefined {
    const row = this.typical.answer(text);
    return row && { row, match: 'typical' };
  }

  private search(text: string, isTypeAhead: boolean): { hits: SpecSearchHit[]; kind: QueryKind; tokens: string[] } {
    const tokens = specTokens(text);
    return { hits: this.index.search(text, { isTypeAhead }), kind: readQueryKind(tokens, isTypeAhead), tokens };
  }

  /**
   * The hit with its row, when the row is of the kind the query names or implies (query-kind.ts). The exact make and
   * model typed out is always of the kind meant: "MINI Cooper SE" is the electric Cooper, whose name has no kind word.
   */
  private candidateOf(hit: SpecSearchHit, kind: QueryKind): Candidate | undefined {
    const row = this.rows[hit.row] as SpecRow;
    if (!hit.isExact && !fitsQueryKind(row, this.kindFacts[hit.row] as RowKindFacts, kind)) return undefined;
    return { hit, row, family: this.families[hit.row] as ModelFamily };
  }

  /** Series rows and same-frame relatives of a model not on file, nearest rating first. */
  private familyAnswers(candidates: readonly Candidate[], tokens: readonly string[]): SpecAnswer[] {
    const answers: (SpecAnswer & { distance: number })[] = [];
    for (const candidate of candidates) {
      const match = familyAnswer(candidate, tokens);
      const missing = candidate.hit.missedNumbers[0];
      if (!match || missing === undefined) continue;
      answers.push({ row: candidate.row, match, distance: ratingDistance(candidate.family, missing) });
    }
    // A series row covers the model asked for, so it comes before any relative; the sort keeps rank order on ties.
    return answers
      .sort((a, b) => Number(a.match !== 'series') - Number(b.match !== 'series') || a.distance - b.distance)
      .map(({ row, match }) => ({ row, match }));
  }
}

/** Reads and checks the data files (throws SpecDataError naming file and line) and indexes them. */
export const loadSpecCatalog = async (dataDir?: string): Promise<SpecCatalog> =>
  new SpecCatalog(await readSpecRows(dataDir), await readTypicalSizes());
