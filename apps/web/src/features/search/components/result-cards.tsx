import type { CadExchangeRate, HaulSearchResult, UnitSystem } from '@freight/domain';
import { memo, useDeferredValue } from 'react';
import { useHaulPay } from '../use-haul-pay';
import { HaulResultCard } from './haul-result-card';

type ResultCardsProps = {
  loads: readonly HaulSearchResult[];
  /** The reader's units, as two props that keep their identity between renders (the memo compares them). */
  unitSystem: UnitSystem;
  rate: CadExchangeRate | null;
};

const NO_LOADS: readonly HaulSearchResult[] = [];

/**
 * The page of loads found, as cards. Twenty cards were the heaviest thing the search rendered (issue 22), so the cards
 * are plain elements (`HaulResultCard`), render as a deferred value (React renders it in the background, yielding to
 * the browser every few milliseconds, and first shows the list empty), and only when the loads or the units change.
 */
export const ResultCards = memo(({ loads, unitSystem, rate }: ResultCardsProps) => {
  const shown = useDeferredValue(loads, NO_LOADS);
  const { payOf } = useHaulPay({ unitSystem, rate });
  return shown.map((load) => <HaulResultCard key={load.id} load={load} pay={payOf(load)} />);
});
