import type { SpecAnswer } from '../spec-catalog';
import type { SpecRow } from '../spec-row';
import type { ShippedMachine } from './machines-people-ship';

/** How the catalogue's one best answer relates to the machine asked for. Only `right` counts as a hit. */
export type Verdict =
  | { kind: 'right' }
  | { kind: 'nothing' }
  | { kind: 'other_category'; answer: string }
  | { kind: 'other_machine'; answer: string }
  | { kind: 'typical'; answer: string }
  | { kind: 'figures_off'; answer: string; off: string[] };

/** A published figure and the answer agree within this share of the figure (issue 19: "within 10%"). */
const FIGURE_TOLERANCE = 0.1;

/** Letters and digits only, lower case: `CR-V`, `cr v` and `CRV` are one family. */
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIGURES = ['length_m', 'width_m', 'height_m', 'weight_kg'] as const;

const figuresOff = (machine: ShippedMachine, row: SpecRow): string[] =>
  FIGURES.flatMap((figure) => {
    const published = machine[figure];
    if (published === undefined) return [];
    const answered = row[figure];
    return Math.abs(answered - published) <= published * FIGURE_TOLERANCE
      ? []
      : [`${figure} ${answered} vs ${published}`];
  });

/**
 * Judges one answer: the right kind of machine first (another category is always a failure, even from the right
 * make), then typical figures (never the machine itself), then make and model family, then the published figures.
 * An answer built from typical sizes (`match: 'typical'`) is never the machine.
 */
export const judgeAnswer = (machine: ShippedMachine, found: SpecAnswer | undefined): Verdict => {
  if (!found) return { kind: 'nothing' };
  const { row } = found;
  const answer = `${row.name} (${row.category})`;
  if (!machine.category.includes(row.category)) return { kind: 'other_category', answer };
  if (found.match === 'typical') return { kind: 'typical', answer };
  const isMake = machine.make.some((make) => squash(make) === squash(row.make));
  const isFamily = squash(`${row.make} ${row.model} ${row.name}`).includes(squash(machine.family));
  if (!isMake || !isFamily) return { kind: 'other_machine', answer };
  const off = figuresOff(machine, row);
  return off.length > 0 ? { kind: 'figures_off', answer, off } : { kind: 'right' };
};
