import { describe, expect, it } from 'vitest';
import { CATEGORY_WORDS } from './category-words';
import { readSpecRows } from './read-spec-rows';

describe('CATEGORY_WORDS', () => {
  it('names every category on file, so a query can ask for any kind of machine the data has', async () => {
    const onFile = new Set((await readSpecRows()).map((row) => row.category));
    const named = new Set(CATEGORY_WORDS.flatMap(({ categories }) => categories));
    expect([...onFile].filter((category) => !named.has(category))).toEqual([]);
  });

  it('names only snake_case categories, as the data spells them', () => {
    for (const { categories } of CATEGORY_WORDS) {
      for (const category of categories) expect(category).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });
});
