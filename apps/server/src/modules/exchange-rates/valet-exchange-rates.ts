import type { CadExchangeRate, CurrencyCode } from '@freight/domain';
import { type Clock, systemClock } from '../../platform/clock';
import { getJson, unavailable } from '../../platform/http/http-json';
import {
  type CadRateTable,
  type ExchangeRateService,
  FOREIGN_CURRENCIES,
  isPositiveDecimal,
  listFromTable,
  pickRate,
  valetSeriesOf,
} from './exchange-rate-service';

const SERVICE = 'The Bank of Canada exchange-rate service';

/** The Bank of Canada's own Valet API; EXCHANGE_RATES_URL points elsewhere (a mirror, a test server). */
const VALET_BASE_URL = 'https://www.bankofcanada.ca/valet';
/** The Bank publishes once each business day (by 16:30 ET), so one answer serves a whole day. */
export const VALET_CACHE_MS = 24 * 60 * 60 * 1000;
const VALET_TIMEOUT_MS = 5_000;

export type ValetExchangeRatesOptions = {
  baseUrl?: string;
  timeoutMs?: number;
  clock?: Clock;
  /** Told when an answer lacks a series we asked for (that currency then answers 503). */
  warn?: (context: Record<string, unknown>, message: string) => void;
};

/**
 * An observations answer (`/observations/FXUSDCAD,FXEURCAD/json?recent=1`): one row per date, each series as
 * `{ v: "1.3835" }` under its own name. With several series, `recent=1` gives each series its own latest date, so
 * rows may differ in date and a series may be missing from a row.
 */
type ValetObservations = { observations?: ({ d?: unknown } & Record<string, unknown>)[] };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The newest valid observation of each of our series in a Valet answer; rows or values that are not rates are skipped. */
export const readValetObservations = (body: unknown): CadRateTable => {
  const table: CadRateTable = {};
  const rows = (body as ValetObservations | null)?.observations;
  if (!Array.isArray(rows)) return table;
  for (const row of rows) {
    const asOf = row?.d;
    if (typeof asOf !== 'string' || !DATE_PATTERN.test(asOf)) continue;
    for (const currency of FOREIGN_CURRENCIES) {
      const cadPerUnit = (row[valetSeriesOf(currency)] as { v?: unknown } | undefined)?.v;
      if (!isPositiveDecimal(cadPerUnit)) continue;
      const known = table[currency];
      if (!known || asOf > known.asOf) table[currency] = { cadPerUnit, asOf };
    }
  }
  return table;
};

/**
 * Rates from the Bank of Canada Valet API, fetched at most once a day per process and shared by concurrent callers.
 * A failed fetch is a 503 `service_unavailable` (logged by the error handler) and is not cached, so the next request
 * tries again; an expired day's rates are never served in place of a failed fetch.
 */
export class ValetExchangeRates implements ExchangeRateService {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly clock: Clock;
  private readonly warn: NonNullable<ValetExchangeRatesOptions['warn']>;
  private cached: { rates: CadExchangeRate[]; fetchedAtMs: number } | undefined;
  private inFlight: Promise<CadExchangeRate[]> | undefined;

  constructor(options: ValetExchangeRatesOptions = {}) {
    const baseUrl = options.baseUrl ?? VALET_BASE_URL;
    this.baseUrl = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
    this.timeoutMs = options.timeoutMs ?? VALET_TIMEOUT_MS;
    this.clock = options.clock ?? systemClock;
    this.warn = options.warn ?? (() => {});
  }

  async getCadRate(currency: CurrencyCode): Promise<CadExchangeRate> {
    return pickRate(await this.rates(), currency, SERVICE);
  }

  async listCadRates(): Promise<CadExchangeRate[]> {
    return (await this.rates()).map((rate) => ({ ...rate }));
  }

  private async rates(): Promise<CadExchangeRate[]> {
    const nowMs = this.clock.now().getTime();
    if (this.cached && nowMs - this.cached.fetchedAtMs < VALET_CACHE_MS) return this.cached.rates;
    this.inFlight ??= this.fetchRates(nowMs).finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async fetchRates(nowMs: number): Promise<CadExchangeRate[]> {
    const series = FOREIGN_CURRENCIES.map(valetSeriesOf);
    const url = new URL(`observations/${series.join(',')}/json`, this.baseUrl);
    url.searchParams.set('recent', '1');
    const { status, body } = await getJson({ url, service: SERVICE, timeoutMs: this.timeoutMs });
    if (status !== 200) throw unavailable(`${SERVICE} answered ${status}.`);
    const table = readValetObservations(body);
    const missing = FOREIGN_CURRENCIES.filter((currency) => !table[currency]);
    if (missing.length === FOREIGN_CURRENCIES.length) throw unavailable(`${SERVICE} sent no exchange rates.`);
    if (missing.length > 0)
      this.warn({ missing: missing.map(valetSeriesOf) }, 'Bank of Canada answer lacks some rates');
    const rates = listFromTable(table);
    this.cached = { rates, fetchedAtMs: nowMs };
    return rates;
  }
}
