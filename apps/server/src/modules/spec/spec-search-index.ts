import type { SpecRow } from './spec-row';
import { compactKey, editDistance, isDigits, specTokens, trigrams } from './spec-text';
import { isYearLike, type YearSpan, yearSpanOf, yearsOutside } from './vehicle-years';

/** How much a word of the row counts, by where the row has it. */
const WEIGHT_CORE = 1; // make or model
const WEIGHT_NAME = 0.8; // only in the name: year, trim
const WEIGHT_CATEGORY = 0.5; // `pickup`, `air drill`

/** How well a query word matches a word of the row (times the weight above). */
const SCORE_EXACT = 1;
const SCORE_PREFIX = 0.9; // times 0.6..1 by how much of the word was typed
const SCORE_ONE_EDIT = 0.75;
const SCORE_TWO_EDITS = 0.6;
const SCORE_FUZZY_PREFIX = 0.6;

/** Ranking bonuses; the exact one outweighs any word score (which is at most 1). */
const BONUS_EXACT = 1;
const BONUS_ALL_WORDS = 0.25;
/** Per make and model word: of two rows that match equally, the plainer one (F-150 before F-150 Lightning). */
const PENALTY_PER_CORE_WORD = 0.002;
/**
 * A year asked for that a row's years miss by n still matches, less well: 1 - 0.1 n, at least 0.2 (times the name
 * weight), so the nearest year of a model ranks first and a vehicle of another year is still that vehicle.
 */
const SCORE_LOST_PER_YEAR_AWAY = 0.1;
const MIN_YEAR_SCORE = 0.2;
/** A long query is cut here; nobody types more words than this for a machine. */
const MAX_QUERY_TOKENS = 12;

type Posting = { row: number; weight: number; isMake: boolean };
/** `isWhole`: the word as typed is in the row (or, being typed, starts one of its words). */
type Match = { score: number; isMake: boolean; isWhole: boolean };

export type SpecSearchHit = {
  row: number;
  /** Mean over the query words of their best match in this row, 0..1. */
  tokenScore: number;
  /** The query, aliases applied, is this row's make and model (or model, or name) written out. */
  isExact: boolean;
  /** Some query word matched the model, name or category, not only the make. */
  hasNonMakeMatch: boolean;
  /** Some query word matched the make (or a make alias). */
  hasMakeMatch: boolean;
  /** Query words that matched nothing in this row. */
  unmatchedWords: number;
  /** Some query word of letters matched (or the query has none): a shared "4" alone says little. */
  hasLetterMatch: boolean;
  /** Query words made of digits that this row lacks (a number being typed may be the start of one of its numbers). */
  missedNumbers: string[];
  /** Query words made of digits that this row has. */
  foundNumbers: string[];
  /**
   * For a row whose name states its years and a query with a year: how many years the row's years lie from it
   * (0: the row covers it). Such a year is never among missedNumbers: a vehicle of another year is the same model.
   */
  yearsAway: number | undefined;
  rank: number;
};

const byToken = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Adjacent words of the same kind run together (`cr v` -> `crv`, `ski doo` -> `skidoo`), as people type them. */
const joinedPairs = (tokens: string[]): string[] =>
  tokens.slice(1).flatMap((token, at) => {
    const before = tokens[at] ?? '';
    return isDigits(before) === isDigits(token) ? [before + token] : [];
  });

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * An inverted index over the words of make, model, name and category, with a sorted word list for prefixes and a
 * trigram index over the words for typos. A query touches only the rows that share a (near) word with it.
 */
export class SpecSearchIndex {
  private readonly words: string[] = [];
  private readonly wordId = new Map<string, number>();
  private readonly postings: Posting[][] = [];
  private readonly sortedWords: [string, number][];
  private readonly wordsByTrigram = new Map<string, number[]>();
  /** `compactKey` of make+model, of name and of model -> rows. */
  private readonly exactRows = new Map<string, number[]>();
  private readonly rowsByMake = new Map<string, number[]>();
  /** Alias word -> the make's words, for aliases whose make the data has. */
  private readonly aliasMakeTokens = new Map<string, string[]>();
  private readonly coreWordCount: number[] = [];
  private readonly years: (YearSpan | undefined)[] = [];
  private readonly names: string[];

  /** `extraWordsOf`: words a row answers to without having them (`electric` for an EV), weighed as category words. */
  constructor(
    rows: readonly SpecRow[],
    aliases: Readonly<Record<string, string>>,
    extraWordsOf: (row: SpecRow) => readonly string[] = () => [],
  ) {
    this.names = rows.map((row) => row.name);
    for (const [index, row] of rows.entries()) this.addRow(row, index, extraWordsOf(row));
    this.sortedWords = [...this.wordId].sort(byToken);
    this.words.forEach((word, id) => {
      if (isDigits(word) || word.length < 3) return;
      for (const gram of trigrams(word)) pushTo(this.wordsByTrigram, gram, id);
    });
    for (const [alias, make] of Object.entries(aliases)) {
      const makeTokens = specTokens(make);
      if (this.rowsByMake.has(compactKey(makeTokens))) this.aliasMakeTokens.set(alias, makeTokens);
    }
  }

  private addRow(row: SpecRow, index: number, extraWords: readonly string[]): void {
    const make = specTokens(row.make);
    const model = specTokens(row.model);
    const own = new Map<string, Omit<Posting, 'row'>>();
    // A word counts as the make's unless the model has it too; the name repeats the make, which changes nothing.
    const add = (tokens: string[], weight: number, field: 'make' | 'model' | 'other') => {
      for (const token of tokens) {
        const before = own.get(token);
        own.set(token, {
          weight: Math.max(before?.weight ?? 0, weight),
          isMake: field === 'make' || (field === 'other' && (before?.isMake ?? false)),
        });
      }
    };
    add([...make, ...joinedPairs(make)], WEIGHT_CORE, 'make');
    add([...model, ...joinedPairs(model)], WEIGHT_CORE, 'model');
    add(specTokens(row.name), WEIGHT_NAME, 'other');
    add([...specTokens(row.category.replaceAll('_', ' ')), ...extraWords], WEIGHT_CATEGORY, 'other');
    for (const [token, posting] of own) this.postingsOf(token).push({ row: index, ...posting });

    // The model alone counts only from 3 characters, so typing "m" or "35" does not pick the Farmall M or the MF 35.
    const modelKey = compactKey(model);
    const keys = [compactKey([...make, ...model]), compactKey(specTokens(row.name))];
    for (const key of new Set(modelKey.length >= 3 ? [...keys, modelKey] : keys)) pushTo(this.exactRows, key, index);
    pushTo(this.rowsByMake, compactKey(make), index);
    this.coreWordCount[index] = make.length + model.length;
    this.years[index] = yearSpanOf(row.name);
  }

  private postingsOf(word: string): Posting[] {
    let id = this.wordId.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.wordId.set(word, id);
      this.postings.push([]);
    }
    return this.postings[id] as Posting[];
  }

  /** Every row sharing a (near) word with the text, best first. `isTypeAhead`: the last word may be unfinished. */
  search(text: string, { isTypeAhead }: { isTypeAhead: boolean }): SpecSearchHit[] {
    const tokens = specTokens(text).slice(0, MAX_QUERY_TOKENS);
    if (tokens.length === 0) return [];
    type Tally = {
      sum: number;
      matched: number;
      hasNonMakeMatch: boolean;
      hasMakeMatch: boolean;
      hasLetterMatch: boolean;
      foundNumbers: Set<string>;
    };
    const tallies = new Map<number, Tally>();
    tokens.forEach((token, at) => {
      const isLast = at === tokens.length - 1;
      for (const [row, match] of this.matchWord(token, isTypeAhead && isLast)) {
        let tally = tallies.get(row);
        if (!tally) {
          tally = {
            sum: 0,
            matched: 0,
            hasNonMakeMatch: false,
            hasMakeMatch: false,
            hasLetterMatch: false,
            foundNumbers: new Set(),
          };
          tallies.set(row, tally);
        }
        tally.sum += match.score;
        tally.matched += 1;
        if (match.isMake) tally.hasMakeMatch = true;
        else tally.hasNonMakeMatch = true;
        if (!isDigits(token)) tally.hasLetterMatch = true;
        else if (match.isWhole) tally.foundNumbers.add(token);
      }
    });
    const exact = this.exactMatches(tokens);
    const numbers = tokens.filter(isDigits);
    const askedYear = Number(tokens.find(isYearLike) ?? 0);
    const hasLetters = numbers.length < tokens.length;
    const hits: SpecSearchHit[] = [];
    for (const [row, tally] of tallies) {
      const span = this.years[row];
      const yearsAway = askedYear && span ? yearsOutside(span, askedYear) : undefined;
      // A range that covers the year asked for counts as the year written out ("2019" in "2015-2020").
      if (yearsAway !== undefined && !tally.foundNumbers.has(String(askedYear))) {
        tally.sum += WEIGHT_NAME * Math.max(MIN_YEAR_SCORE, SCORE_EXACT - SCORE_LOST_PER_YEAR_AWAY * yearsAway);
        tally.matched += 1;
        if (yearsAway === 0) tally.foundNumbers.add(String(askedYear));
      }
      const tokenScore = tally.sum / tokens.length;
      const isExact = exact.has(row);
      hits.push({
        row,
        tokenScore,
        isExact,
        hasNonMakeMatch: tally.hasNonMakeMatch,
        hasMakeMatch: tally.hasMakeMatch,
        unmatchedWords: tokens.length - tally.matched,
        hasLetterMatch: tally.hasLetterMatch || !hasLetters,
        missedNumbers: numbers.filter(
          (number) => !tally.foundNumbers.has(number) && !(yearsAway !== undefined && Number(number) === askedYear),
        ),
        foundNumbers: [...tally.foundNumbers],
        yearsAway,
        rank:
          tokenScore +
          (isExact ? BONUS_EXACT : 0) +
          (tally.matched === tokens.length ? BONUS_ALL_WORDS : 0) -
          PENALTY_PER_CORE_WORD * (this.coreWordCount[row] ?? 0),
      });
    }
    // Equal ranks: the newest year, then by name, so answers never depend on file order.
    return hits.sort(
      (a, b) =>
        b.rank - a.rank ||
        (this.years[b.row]?.to ?? 0) - (this.years[a.row]?.to ?? 0) ||
        (this.names[a.row] ?? '').localeCompare(this.names[b.row] ?? ''),
    );
  }

  /** Rows whose make+model, model or name the query spells out, with a make alias read as the make. */
  private exactMatches(tokens: string[]): Set<number> {
    const withMakes = tokens.flatMap((token) => this.aliasMakeTokens.get(token) ?? [token]);
    const keys = new Set([compactKey(tokens), compactKey(withMakes)]);
    return new Set([...keys].flatMap((key) => this.exactRows.get(key) ?? []));
  }

  /** Each row's best match for one query word: exact, prefix, one or two typos, or a make alias. */
  private matchWord(token: string, mayBeUnfinished: boolean): Map<number, Match> {
    const found = new Map<number, Match>();
    const take = (id: number, score: number, isWhole: boolean) => {
      for (const posting of this.postings[id] ?? []) {
        const value = score * posting.weight;
        const before = found.get(posting.row);
        if (!before || value > before.score) {
          found.set(posting.row, { score: value, isMake: posting.isMake, isWhole });
        }
      }
    };
    const exactId = this.wordId.get(token);
    if (exactId !== undefined) take(exactId, SCORE_EXACT, true);
    const isNumber = isDigits(token);
    // A number is a model number: only a word being typed may stand for a longer one ("37" -> "370").
    if (mayBeUnfinished || (!isNumber && token.length >= 3)) {
      for (const [word, id] of this.wordsStartingWith(token)) {
        if (id !== exactId) take(id, SCORE_PREFIX * (0.6 + (0.4 * token.length) / word.length), mayBeUnfinished);
      }
    }
    if (!isNumber && token.length >= 4) this.takeTypos(token, exactId === undefined, mayBeUnfinished, take);
    for (const row of this.rowsForAlias(token)) {
      const before = found.get(row);
      if (!before || before.score < SCORE_EXACT) found.set(row, { score: SCORE_EXACT, isMake: true, isWhole: true });
    }
    return found;
  }

  private rowsForAlias(token: string): number[] {
    const makeTokens = this.aliasMakeTokens.get(token);
    return makeTokens ? (this.rowsByMake.get(compactKey(makeTokens)) ?? []) : [];
  }

  /**
   * Words within one edit (two from 7 letters) of the token, found through shared trigrams: k edits destroy at most
   * 3k trigrams, so a word sharing fewer cannot be that close. A word being typed also matches a word whose start is
   * within one edit (`silvera` -> `silverado`). A token that is itself a word of the data is taken as meant.
   */
  private takeTypos(
    token: string,
    mayBeMisspelt: boolean,
    mayBeUnfinished: boolean,
    take: (id: number, score: number, isWhole: boolean) => void,
  ): void {
    const maxEdits = token.length >= 7 ? 2 : 1;
    const grams = trigrams(token);
    const shared = new Map<number, number>();
    for (const gram of grams) {
      for (const id of this.wordsByTrigram.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    for (const [id, count] of shared) {
      const word = this.words[id] ?? '';
      if (word === token) continue;
      if (mayBeMisspelt && count >= grams.length - 3 * maxEdits) {
        const distance = editDistance(token, word, maxEdits);
        if (distance <= maxEdits) {
          take(id, distance === 1 ? SCORE_ONE_EDIT : SCORE_TWO_EDITS, false);
          continue;
        }
      }
      if (mayBeUnfinished && word.length > token.length && editDistance(token, word.slice(0, token.length), 1) <= 1) {
        take(id, SCORE_FUZZY_PREFIX, false);
      }
    }
  }

  private *wordsStartingWith(prefix: string): Generator<[string, number]> {
    let low = 0;
    let high = this.sortedWords.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sortedWords[middle]?.[0] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < this.sortedWords.length; at += 1) {
      const entry = this.sortedWords[at] as [string, number];
      if (!entry[0].startsWith(prefix)) return;
      yield entry;
    }
  }
}
