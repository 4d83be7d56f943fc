import type { LoadType } from '@freight/domain';

/** What a size is measured in: overall length in feet, or capacity in bushels. */
type SizeUnit = 'ft' | 'bu';

/** One kind of machine with typical sizes in typical-sizes.csv. */
export type TypicalKind = {
  /** Shown in the answer: "Travel trailer, 30 ft (typical)". */
  label: string;
  category: string;
  loadType: LoadType;
  unit: SizeUnit;
  /** Phrases that name the kind in a query, folded (lower case, words split by single spaces). */
  phrases: readonly string[];
};

/**
 * The kinds typical sizes can answer for. A kind is listed only once typical-sizes.csv has rows for it, so a query
 * naming it always has figures to fall back on; categories and load types are the catalogue's (spec-dataset.test.ts).
 */
export const TYPICAL_KINDS = {
  travel_trailer: {
    label: 'Travel trailer',
    category: 'travel_trailer',
    loadType: 'rv',
    unit: 'ft',
    phrases: ['travel trailer', 'bumper pull', 'camper trailer'],
  },
  fifth_wheel: {
    label: 'Fifth wheel',
    category: 'fifth_wheel',
    loadType: 'rv',
    unit: 'ft',
    phrases: ['fifth wheel', '5th wheel', 'fifth wheeler', '5th wheeler'],
  },
  air_cart: {
    label: 'Air cart',
    category: 'air_cart',
    loadType: 'implement_towing',
    unit: 'bu',
    phrases: ['air cart', 'air seeder cart', 'seed cart'],
  },
  pontoon: {
    label: 'Pontoon boat on trailer',
    category: 'boat',
    loadType: 'boat',
    unit: 'ft',
    phrases: ['pontoon', 'tritoon'],
  },
} as const satisfies Record<string, TypicalKind>;

export type TypicalKindId = keyof typeof TYPICAL_KINDS;

export const TYPICAL_KIND_IDS = Object.keys(TYPICAL_KINDS) as TypicalKindId[];
