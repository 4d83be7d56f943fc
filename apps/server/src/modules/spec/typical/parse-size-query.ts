import { foldSpecText } from '../spec-text';
import { TYPICAL_KIND_IDS, TYPICAL_KINDS, type TypicalKindId } from './typical-kinds';

const FEET_PER_METRE = 1 / 0.3048;

/** A query read as "a kind of machine and its size": "40 ft fifth wheel" -> fifth_wheel, 40 (ft). */
export type SizeQuery = { kind: TypicalKindId; size: number };

/**
 * A number and the unit written after it. Feet: ft, foot, feet, ' or ’ ("40'"); metres: m, metre(s), meter(s);
 * bushels: bu, bushel(s). The unit must end the word, so "12 mph" is no size and "29BHS" (a floorplan) is no size.
 */
const SIZE_WITH_UNIT = /(\d+(?:[.,]\d+)?)\s*(ft|foot|feet|'|’|metres?|meters?|m|bushels?|bu)(?![a-z0-9])/gi;
/**
 * A number standing alone ("pontoon 22"): read in the kind's own unit. Not "174BH", "2.5L" or a hyphenated model
 * number ("Nova XP-820 air cart" is a model, not 820 bushels), and not a number written with another unit ("12 mph",
 * "350 hp", "3 tons").
 */
const BARE_NUMBER =
  /(?<![a-z0-9.,-])(\d+(?:[.,]\d+)?)(?![a-z0-9.,])(?!\s*(?:mph|kph|km|kmh|hp|kw|kg|lbs?|pounds?|tons?|t|gal|l|in|inch|inches|cm|mm|hrs?|hours?|yrs?|years?)(?![a-z]))/gi;

const toNumber = (text: string): number => Number(text.replace(',', '.'));

const findKind = (text: string): TypicalKindId | undefined => {
  const padded = ` ${foldSpecText(text)} `;
  return TYPICAL_KIND_IDS.find((kind) => TYPICAL_KINDS[kind].phrases.some((phrase) => padded.includes(` ${phrase} `)));
};

/** The first number written with a unit of the kind's measure, in that measure (metres become feet). */
const findSizeWithUnit = (text: string, kind: TypicalKindId): number | undefined => {
  const wanted = TYPICAL_KINDS[kind].unit;
  for (const [, number = '', unit = ''] of text.matchAll(SIZE_WITH_UNIT)) {
    const lower = unit.toLowerCase();
    if (wanted === 'bu' && lower.startsWith('bu')) return toNumber(number);
    if (wanted === 'ft' && lower.startsWith('m')) return toNumber(number) * FEET_PER_METRE;
    if (wanted === 'ft' && !lower.startsWith('bu')) return toNumber(number);
  }
  return undefined;
};

/**
 * Reads a kind and a size from free text, or undefined when the text names no kind with typical sizes, or gives it
 * no size. A number with a unit wins over a bare number; of several bare numbers the first is taken.
 */
export const parseSizeQuery = (text: string): SizeQuery | undefined => {
  const kind = findKind(text);
  if (!kind) return undefined;
  const withUnit = findSizeWithUnit(text, kind);
  const bare = text.match(BARE_NUMBER)?.[0];
  const size = withUnit ?? (bare === undefined ? undefined : toNumber(bare));
  return size === undefined || !(size > 0) ? undefined : { kind, size };
};
