import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpecCatalog } from '../spec-catalog';
import { judgeAnswer, type Verdict } from './judge-answer';
import { readMachinesPeopleShip, type ShippedMachine } from './machines-people-ship';

/**
 * Issue 19 "Must show": the catalogue's one best answer (get_freeform) for each machine on a list of machines people
 * ship, assembled from published rankings before looking at the data (README.md). The target is 80%.
 *
 * Measured on the catalogue at aa97cfc (528 rows, November 2026): 12 of 107 right (11.2%): the F-150 (two), F-250,
 * F-350 DRW, RAV4 (two), Equinox (its EV row: no figure on the list to catch it), Civic, Tesla Model Y and Model 3,
 * Grand Design Reflection, John Deere 4020. With issue 19's farm, vehicle and RV rows merged: 18 of 107 (16.8%), and no
 * answer of another kind ("New Holland T7" finds the T7 tractors, no longer the CR 7.80 combine). With the kind filter
 * and model families (Kubota M7-172 answers its M7-174 relative): 20 of 107 (18.7%). The floor is that share rounded
 * down, so the hit rate cannot fall back; raise it as rows land.
 */
const MIN_HIT_SHARE = 0.18;

let judged: { machine: ShippedMachine; verdict: Verdict }[];

beforeAll(async () => {
  const [catalog, machines] = await Promise.all([loadSpecCatalog(), readMachinesPeopleShip()]);
  judged = machines.map((machine) => ({ machine, verdict: judgeAnswer(machine, catalog.findBest(machine.query)) }));
});

const describeVerdict = ({ machine, verdict }: (typeof judged)[number]): string =>
  `${machine.query}: ${verdict.kind}${'answer' in verdict ? ` -> ${verdict.answer}` : ''}${
    verdict.kind === 'figures_off' ? ` [${verdict.off.join('; ')}]` : ''
  }`;

describe('hit rate on machines people ship', () => {
  it('reads a list of about a hundred machines', () => {
    expect(judged.length).toBeGreaterThanOrEqual(100);
  });

  it(`answers at least ${MIN_HIT_SHARE * 100}% with the right machine or series`, () => {
    const hits = judged.filter(({ verdict }) => verdict.kind === 'right').length;
    const misses = judged.filter(({ verdict }) => verdict.kind !== 'right').map(describeVerdict);
    console.info(`hit rate ${hits}/${judged.length}\n${misses.join('\n')}`);
    expect(hits / judged.length).toBeGreaterThanOrEqual(MIN_HIT_SHARE);
  });

  it('never answers with a machine of another kind', () => {
    const otherKind = judged.filter(({ verdict }) => verdict.kind === 'other_category').map(describeVerdict);
    expect(otherKind).toEqual([]);
  });
});
