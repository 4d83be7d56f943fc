import { CadExchangeRateSchema, CURRENCY_CODES, convertToCad } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error';
import { bundledCadRatesSnapshot, EmbeddedExchangeRates } from './embedded-exchange-rates';

describe('EmbeddedExchangeRates', () => {
  it('answers every choosable currency with the snapshot date, CAD at 1 first', async () => {
    const rates = await new EmbeddedExchangeRates().listCadRates();
    expect(rates.map((rate) => rate.currency)).toEqual([...CURRENCY_CODES]);
    expect(rates[0]).toEqual({ currency: 'cad', cadPerUnit: '1', asOf: '2024-10-21' });
    for (const rate of rates) {
      expect(CadExchangeRateSchema.parse(rate)).toEqual(rate);
      expect(rate.asOf).toBe(bundledCadRatesSnapshot().asOf);
    }
  });

  it('gives each currency its published figure, digit for digit', async () => {
    const service = new EmbeddedExchangeRates();
    expect(await service.getCadRate('usd')).toEqual({ currency: 'usd', cadPerUnit: '1.3835', asOf: '2024-10-21' });
    expect(await service.getCadRate('jpy')).toEqual({ currency: 'jpy', cadPerUnit: '0.009200', asOf: '2024-10-21' });
    // 100.00 USD at 1.3835 is 138.35 CAD, exactly.
    expect(convertToCad({ amountCents: 10_000, currency: 'usd' }, await service.getCadRate('usd')).amountCents).toBe(
      13_835,
    );
  });

  it('answers 503 for a currency the snapshot lacks instead of inventing a rate, and leaves it out of the list', async () => {
    const service = new EmbeddedExchangeRates({ source: 'test', asOf: '2024-10-21', cadPerUnit: { usd: '1.3835' } });
    const error = await service.getCadRate('krw').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'service_unavailable', statusCode: 503 });
    expect((error as AppError).message).toMatch(/no KRW to CAD exchange rate/);
    expect((await service.listCadRates()).map((rate) => rate.currency)).toEqual(['cad', 'usd']);
  });

  it('refuses a snapshot with a figure that is not a positive decimal or a date that is not a date', () => {
    expect(
      () => new EmbeddedExchangeRates({ source: 'test', asOf: '2024-10-21', cadPerUnit: { usd: '1,38' } }),
    ).toThrow();
    expect(() => new EmbeddedExchangeRates({ source: 'test', asOf: 'Monday', cadPerUnit: { usd: '1.38' } })).toThrow();
  });
});
