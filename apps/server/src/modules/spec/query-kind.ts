import { CATEGORY_WORDS } from './category-words';
import { asksForElectric } from './electric-variants';
import { FAMILY_CATEGORIES } from './family-categories';
import type { SpecRow } from './spec-row';

/** What kind of machine a query names or implies, so no answer is of another kind. */
export type QueryKind = {
  /** The categories the query allows; undefined when it names or implies none (any category may answer). */
  categories: ReadonlySet<string> | undefined;
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
  const wantsElectric = asksForElectric(queryTokens, isTypeAhead);
  if (!ANY_KIND_WORD.test(text)) return { categories: undefined, wantsElectric };
  for (const { words, categories } of CATEGORY_WORDS) {
    if (words.test(text)) for (const category of categories) found.add(category);
  }
  for (const { make, model, categories } of FAMILY_CATEGORIES) {
    if (model.test(text) && (!make || make.test(text))) for (const category of categories) found.add(category);
  }
  return { categories: found.size > 0 ? found : undefined, wantsElectric };
};

/**
 * The row is of a kind the query allows: its category, and an electric variant only when asked for.
 * `isElectricVariant` is the row's isElectricVariant(), worked out once when the catalogue is built.
 */
export const fitsQueryKind = (
  row: Pick<SpecRow, 'category'>,
  { isElectricVariant }: { isElectricVariant: boolean },
  kind: QueryKind,
): boolean =>
  (kind.categories === undefined || kind.categories.has(row.category)) && (kind.wantsElectric || !isElectricVariant);
