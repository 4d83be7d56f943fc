import {
  BASE_CURRENCY,
  type CadExchangeRate,
  CadExchangeRateSchema,
  CURRENCY_CODES,
  type CurrencyCode,
} from '@freight/domain';
import { AppError } from '../../platform/errors/app-error';

/**
 * Dated rates to CAD for the currencies a user may choose (DESIGN.md section 6): the bundled snapshot by default, the
 * Bank of Canada Valet API by config. `cadPerUnit` is always the published decimal string, never a float.
 */
export type ExchangeRateService = {
  /** The rate of one currency; CAD is 1. Throws AppError `service_unavailable` when there is no rate to give. */
  getCadRate(currency: CurrencyCode): Promise<CadExchangeRate>;
  /** Every currency that has a rate, in CURRENCY_CODES order, CAD (1) first. */
  listCadRates(): Promise<CadExchangeRate[]>;
};

/** The currencies quoted against CAD: every choosable currency but CAD itself. */
export type ForeignCurrency = Exclude<CurrencyCode, 'cad'>;
export const FOREIGN_CURRENCIES = CURRENCY_CODES.filter((code): code is ForeignCurrency => code !== BASE_CURRENCY);

/** Foreign-to-CAD rates of one source, each with its own observation date. */
export type CadRateTable = Partial<Record<ForeignCurrency, { cadPerUnit: string; asOf: string }>>;

/** A rate as published: a decimal string above zero ("0.009200"). */
export const isPositiveDecimal = (value: unknown): value is string =>
  typeof value === 'string' && CadExchangeRateSchema.shape.cadPerUnit.safeParse(value).success;

/** The Valet series of a currency: usd is FXUSDCAD (CAD per US dollar). */
export const valetSeriesOf = (currency: ForeignCurrency): string => `FX${currency.toUpperCase()}CAD`;

/**
 * The list in CURRENCY_CODES order, led by CAD at 1. CAD carries the newest date in the table: it needs no
 * observation, and the list as a whole is as fresh as its newest rate.
 */
export const listFromTable = (table: CadRateTable): CadExchangeRate[] => {
  const foreign = FOREIGN_CURRENCIES.flatMap((currency) => {
    const rate = table[currency];
    return rate ? [{ currency, ...rate }] : [];
  });
  const newest = foreign.reduce<string | undefined>(
    (latest, rate) => (!latest || rate.asOf > latest ? rate.asOf : latest),
    undefined,
  );
  return newest ? [{ currency: BASE_CURRENCY, cadPerUnit: '1', asOf: newest }, ...foreign] : foreign;
};

/** The rate of `currency` from a list made by listFromTable, or the error a missing rate becomes. */
export const pickRate = (rates: CadExchangeRate[], currency: CurrencyCode, source: string): CadExchangeRate => {
  const rate = rates.find((candidate) => candidate.currency === currency);
  if (rate) return { ...rate };
  // A gap on our side, not the caller's: a 503 like any other rate we cannot give, never an invented number.
  throw new AppError('service_unavailable', `${source} has no ${currency.toUpperCase()} to CAD exchange rate.`);
};
