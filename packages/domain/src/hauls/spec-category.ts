/**
 * The spec catalogue's category of a load picked from it (`fifth_wheel`, `combine`, `pickup` ...) rides in the load's
 * `external_data` under this key, beside `spec_name`: the quote prices a towed fifth wheel or a combine's header cart
 * from it. A load typed in by hand has none.
 */
export const SPEC_CATEGORY_KEY = 'spec_category';

const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;

/** The category stored in a load's external data, or null when absent or not a catalogue code. */
export const specCategoryOf = (externalData: Record<string, unknown>): string | null => {
  const value = externalData[SPEC_CATEGORY_KEY];
  return typeof value === 'string' && SNAKE_CASE.test(value) ? value : null;
};
