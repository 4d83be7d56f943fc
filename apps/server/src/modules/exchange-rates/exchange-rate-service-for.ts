import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import { EmbeddedExchangeRates } from './embedded-exchange-rates';
import type { ExchangeRateService } from './exchange-rate-service';
import { ValetExchangeRates } from './valet-exchange-rates';

/** The rate source the configuration asks for: the bundled snapshot unless EXCHANGE_RATES=bankofcanada. */
export const exchangeRateServiceFor = (
  config: Pick<Config, 'exchangeRates'>,
  log: FastifyBaseLogger,
): ExchangeRateService => {
  const { source, url } = config.exchangeRates;
  switch (source) {
    case 'embedded':
      return new EmbeddedExchangeRates();
    case 'bankofcanada':
      return new ValetExchangeRates({ baseUrl: url, warn: (context, message) => log.warn(context, message) });
    default:
      return source satisfies never;
  }
};
