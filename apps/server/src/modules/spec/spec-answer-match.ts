import type { SpecMatch } from '@freight/domain';
import { familyMatch, type ModelFamily } from './model-family';
import type { SpecRow } from './spec-row';
import type { SpecSearchHit } from './spec-search-index';

/**
 * How a row found for a query relates to it (SpecMatch): the model itself, its series, or a relative to be checked.
 * The catalogue decides which rows answer; this decides what they are called.
 */

/** A search hit with its row and the row's model family. */
export type Candidate = { hit: SpecSearchHit; row: SpecRow; family: ModelFamily };

/** A row found with every number: its whole series when it says so, a relative when it is of another year. */
export const directMatch = ({ hit, family }: Candidate): SpecMatch =>
  (hit.yearsAway ?? 0) > 0 ? 'relative' : family.coversSeries ? 'series' : 'model';

/**
 * As directMatch, for an answer nobody picked from a list: a query naming a series but no rating ("New Holland T7",
 * "ih magnum") gets one rating of it, whose figures may not be those of the machine meant, so it is a relative.
 */
export const bestMatch = (candidate: Candidate): SpecMatch => {
  const { hit, family } = candidate;
  const match = directMatch(candidate);
  const namesRating = family.ratings.some((rating) => hit.foundNumbers.includes(rating));
  return match === 'model' && family.ratings.length > 0 && !namesRating ? 'relative' : match;
};

/**
 * The row's series when the query's one missing number is a model of it: same make (named, or a series prefix of
 * two characters or more that names it), same category (the caller filtered by kind), every other word matched.
 */
export const familyAnswer = (candidate: Candidate, queryTokens: readonly string[]): SpecMatch | undefined => {
  const { hit, family } = candidate;
  const missingNumber = hit.missedNumbers[0];
  if (missingNumber === undefined || hit.missedNumbers.length > 1 || hit.unmatchedWords > 1) return undefined;
  if (!hit.hasMakeMatch && family.series.join('').length < 2) return undefined;
  return familyMatch({ family, queryTokens, missingNumber });
};
