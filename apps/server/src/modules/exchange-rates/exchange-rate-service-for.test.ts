import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { EmbeddedExchangeRates } from './embedded-exchange-rates';
import { exchangeRateServiceFor } from './exchange-rate-service-for';
import { ValetExchangeRates } from './valet-exchange-rates';

const log = Fastify({ logger: false }).log;

describe('exchangeRateServiceFor', () => {
  it('uses the bundled snapshot by default and the Bank of Canada when configured', () => {
    expect(exchangeRateServiceFor({ exchangeRates: { source: 'embedded', url: undefined } }, log)).toBeInstanceOf(
      EmbeddedExchangeRates,
    );
    expect(exchangeRateServiceFor({ exchangeRates: { source: 'bankofcanada', url: undefined } }, log)).toBeInstanceOf(
      ValetExchangeRates,
    );
  });
});
