import type { CadExchangeRate, CurrencyCode } from '@freight/domain';
import { z } from 'zod';
import bundledSnapshot from './cad-rates-snapshot.json' with { type: 'json' };
import {
  type CadRateTable,
  type ExchangeRateService,
  FOREIGN_CURRENCIES,
  isPositiveDecimal,
  listFromTable,
  pickRate,
} from './exchange-rate-service';

const SOURCE = 'The bundled exchange-rate snapshot';

const positiveDecimal = z.string().refine(isPositiveDecimal, 'expected a positive decimal string');

/**
 * One Bank of Canada observation date and its CAD-per-unit figures, exactly as published (see SOURCES.md). A currency
 * may be absent; it then has no rate (503), never a guessed one.
 */
const CadRatesSnapshotSchema = z.object({
  source: z.string().min(1),
  asOf: z.iso.date(),
  cadPerUnit: z.partialRecord(z.enum(FOREIGN_CURRENCIES), positiveDecimal),
});
export type CadRatesSnapshot = z.infer<typeof CadRatesSnapshotSchema>;

/** The snapshot shipped with the server, checked once when first used. */
let bundled: CadRatesSnapshot | undefined;
export const bundledCadRatesSnapshot = (): CadRatesSnapshot => {
  bundled ??= CadRatesSnapshotSchema.parse(bundledSnapshot);
  return bundled;
};

/** Rates from a dated snapshot, offline: the default, so quotes in any currency work with no outside service. */
export class EmbeddedExchangeRates implements ExchangeRateService {
  private readonly rates: CadExchangeRate[];

  constructor(snapshot: CadRatesSnapshot = bundledCadRatesSnapshot()) {
    const { asOf, cadPerUnit } = CadRatesSnapshotSchema.parse(snapshot);
    const table: CadRateTable = {};
    for (const currency of FOREIGN_CURRENCIES) {
      const value = cadPerUnit[currency];
      if (value) table[currency] = { cadPerUnit: value, asOf };
    }
    this.rates = listFromTable(table);
  }

  async getCadRate(currency: CurrencyCode): Promise<CadExchangeRate> {
    return pickRate(this.rates, currency, SOURCE);
  }

  async listCadRates(): Promise<CadExchangeRate[]> {
    return this.rates.map((rate) => ({ ...rate }));
  }
}
