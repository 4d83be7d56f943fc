import { isDigits, specTokens } from './spec-text';

/**
 * A model's family, read from how makers number their machines: a series prefix (`8R`, `M7`, `Magnum`,
 * `Axial-Flow`) and a rating number (`370`, `174`, `340`, `7150`), often followed by a trim (`Premium KVT`).
 *
 * A row covers a whole series when its model lists its ratings with slashes (`8R 340/370/410`) or its name ends a
 * parenthesis with "series" (`Kubota M7 (M7 series)`): that is the data convention for "one set of figures for several
 * models on one frame". A "series" elsewhere is part of a model's name (`Cat 262C Series 2`, `9000 I Series`).
 */
export type ModelFamily = {
  /** Tokens before the first rating (`8R 370` -> `8`, `r`); empty when the model is a bare number (`Bourgault 3320`). */
  series: string[];
  /** Numbers of two or more digits from the first one on (`8R 340/370/410` -> 340, 370, 410). */
  ratings: string[];
  coversSeries: boolean;
};

export const modelFamilyOf = ({ model, name }: { model: string; name: string }): ModelFamily => {
  const tokens = specTokens(model);
  const first = tokens.findIndex((token) => isDigits(token) && token.length >= 2);
  const series = first === -1 ? tokens : tokens.slice(0, first);
  const ratings = first === -1 ? [] : tokens.slice(first).filter((token) => isDigits(token) && token.length >= 2);
  const listsRatings = /\d\s*\/\s*\d/.test(model);
  const saysSeries = /\bseries\s*\)/i.test(name);
  return { series, ratings, coversSeries: listsRatings || saysSeries };
};

/**
 * Two ratings of one series share a frame when they have as many digits and differ only in the last two: M7-172 and
 * M7-174, 8R 340 and 8R 370, Axial-Flow 7150 and 7160. A change further left is another size class (Silverado 1500
 * and 3500, 8R 370 and 8R 410, F-150 and F-250), so its figures would mislead.
 */
export const isSameFrame = (asked: string, onFile: string): boolean =>
  asked !== onFile && asked.length === onFile.length && asked.slice(0, -2) === onFile.slice(0, -2);

/** The query has the family's series written just before the number (`kubota m7 172` for M7 and 172). */
const namesSeriesBefore = (queryTokens: readonly string[], series: readonly string[], number: string): boolean =>
  queryTokens.some(
    (token, at) =>
      token === number &&
      at >= series.length &&
      series.every((word, i) => queryTokens[at - series.length + i] === word),
  );

/**
 * How a row's family answers a query whose model number it lacks: `series` when the row covers the whole series,
 * `relative` when it is a rating on the same frame (see isSameFrame), else undefined. Same make and category are the
 * caller's to check; a bare number (no series prefix) never has relatives.
 */
export const familyMatch = ({
  family,
  queryTokens,
  missingNumber,
}: {
  family: ModelFamily;
  queryTokens: readonly string[];
  missingNumber: string;
}): 'series' | 'relative' | undefined => {
  if (family.series.length === 0 || !namesSeriesBefore(queryTokens, family.series, missingNumber)) return undefined;
  if (family.coversSeries && family.ratings.length === 0) return 'series';
  return family.ratings.some((rating) => isSameFrame(missingNumber, rating)) ? 'relative' : undefined;
};

/** How far a rating on file is from the one asked for: the nearest relative is offered first. */
export const ratingDistance = (family: ModelFamily, number: string): number =>
  Math.min(...family.ratings.map((rating) => Math.abs(Number(rating) - Number(number))), Number.MAX_SAFE_INTEGER);
