import type { SpecRow } from './spec-row';
import { specTokens } from './spec-text';

/**
 * Words that mark an electric vehicle. Many models come both ways (Equinox and Equinox EV, F-150 and F-150 Lightning,
 * Kona and Kona Electric), and the electric one is hundreds of kilograms heavier, so it answers only a query that
 * asks for it (or is being typed towards one of these words).
 */
const ELECTRIC_WORDS = ['ev', 'euv', 'bev', 'electric', 'lightning', 'etron', 'e tron', 'eq'];
const ELECTRIC = new RegExp(`\\b(${ELECTRIC_WORDS.join('|')})\\b`);

/**
 * Models sold only as electric vehicles: their rows answer the plain name ("chevy bolt"). Keyed by make as the data
 * spells it, each a model's start as people write it. Models without an electric word in their name (Tesla,
 * ID.4, Lucid Air) need no line: nothing marks them.
 */
const ELECTRIC_ONLY: Readonly<Record<string, readonly string[]>> = {
  Chevrolet: ['Bolt'],
  Audi: ['e-tron GT', 'RS e-tron GT', 'Q4 e-tron', 'Q6 e-tron'],
};

/** The same starts cut into words as the search cuts them (`Q4 e-tron` -> `q 4 e tron`). */
const ELECTRIC_ONLY_STARTS = new Map(
  Object.entries(ELECTRIC_ONLY).map(([make, models]) => [make, models.map((model) => specTokens(model).join(' '))]),
);

type VehicleRow = Pick<SpecRow, 'load_type' | 'make' | 'model' | 'name'>;

/** A road vehicle whose model or name has an electric word (Equinox EV, Bolt EV, Kona Electric). */
const saysElectric = (row: VehicleRow): boolean =>
  row.load_type === 'vehicle' && ELECTRIC.test(` ${specTokens(`${row.model} ${row.name}`).join(' ')} `);

/** A road vehicle whose model or name says it is the electric version of a model that also burns fuel. */
export const isElectricVariant = (row: VehicleRow): boolean => {
  if (!saysElectric(row)) return false;
  const model = specTokens(row.model).join(' ');
  return !(ELECTRIC_ONLY_STARTS.get(row.make) ?? []).some((start) => `${model} `.startsWith(`${start} `));
};

/**
 * Words an electric vehicle's row answers to even when its name says it another way ("equinox electric" for the
 * Equinox EV, "kona ev" for the Kona Electric): indexed at the weight of category words.
 */
export const electricWordsOf = (row: VehicleRow): readonly string[] => (saysElectric(row) ? ['electric', 'ev'] : []);

/** The query says electric, or its last word is being typed towards one of the electric words (`lig` for Lightning). */
export const asksForElectric = (queryTokens: readonly string[], isTypeAhead: boolean): boolean => {
  if (ELECTRIC.test(` ${queryTokens.join(' ')} `)) return true;
  const last = queryTokens.at(-1) ?? '';
  return isTypeAhead && last.length >= 2 && ELECTRIC_WORDS.some((word) => word.startsWith(last));
};
