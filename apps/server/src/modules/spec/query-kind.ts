import { CATEGORY_WORDS } from './category-words';
import { asksForElectric } from './electric-variants';
import { FAMILY_CATEGORIES } from './family-categories';
import type { SpecRow } from './spec-row';

/** What kind of machine a query names or implies, so no answer is of another kind. */
export type QueryKind = {
  /** The categories the query allows; undefined when it names or implies none (any category may answer). */
  categories: ReadonlySet<string> | undefined;
  /** The words that named or implied them (`tractor`, `steiger`, `quad`), as tokens joined by spaces. */
  kindWords: readonly string[];
  wantsElectric: boolean;
};

/** Any word of either table: most queries have none, and one test then spares the ~80 of the tables (speed). */
const ANY_KIND_WORD = new RegExp(
  [...CATEGORY_WORDS.map(({ words }) => words.source), ...FAMILY_CATEGORIES.map(({ model }) => model.source)].join('|'),
);

/**
 * Reads the kind from category words ("tractor", "air cart") and from model names that imply one ("Steiger",
 * "S780"). Several kinds named widen the set ("tractor with loader"); none leaves every category open.
 */
export const readQueryKind = (queryTokens: readonly string[], isTypeAhead: boolean): QueryKind => {
  const text = ` ${queryTokens.join(' ')} `;
  const found = new Set<string>();
  const kindWords: string[] = [];
  const wantsElectric = asksForElectric(queryTokens, isTypeAhead);
  if (!ANY_KIND_WORD.test(text)) return { categories: undefined, kindWords, wantsElectric };
  const take = (words: string | undefined, categories: readonly string[]) => {
    if (words === undefined) return;
    kindWords.push(words.trim());
    for (const category of categories) found.add(category);
  };
  for (const { words, categories } of CATEGORY_WORDS) take(words.exec(text)?.[0], categories);
  for (const { make, model, categories } of FAMILY_CATEGORIES) {
    if (!make || make.test(text)) take(model.exec(text)?.[0], categories);
  }
  return { categories: found.size > 0 ? found : undefined, kindWords, wantsElectric };
};

/** What fitsQueryKind needs to know of a row beyond its category, worked out once when the catalogue is built. */
export type RowKindFacts = {
  /** isElectricVariant() of the row. */
  isElectricVariant: boolean;
  /** The row's make, model and name as tokens joined by spaces, with a space at each end. */
  words: string;
};

/**
 * The row is of a kind the query allows: its category, or a kind word of the query is a word of its own name (the
 * "Quad" of a Rivian R1T Quad Motor is no ATV, the "Harvester" of an International Harvester no combine); and an
 * electric variant only when asked for.
 */
export const fitsQueryKind = (row: Pick<SpecRow, 'category'>, facts: RowKindFacts, kind: QueryKind): boolean =>
  (kind.categories === undefined ||
    kind.categories.has(row.category) ||
    kind.kindWords.some((words) => facts.words.includes(` ${words} `))) &&
  (kind.wantsElectric || !facts.isElectricVariant);
