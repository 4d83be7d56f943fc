import { ExchangeRatesResponseSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExchangeRateService } from './exchange-rate-service';

export type ExchangeRatesRoutesOptions = {
  /** The configured source (exchangeRateServiceFor(config, log)). */
  service: ExchangeRateService;
};

/** Dated rates to CAD for every currency a user may choose; no login needed (visitors see quotes in their currency). */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<ExchangeRatesRoutesOptions> = async (app, { service }) => {
  app.get(
    '/exchange_rates/',
    {
      schema: {
        tags: ['exchange rates'],
        summary:
          'CAD per unit of each choosable currency (CAD first, at 1), each with the date of its Bank of Canada observation',
        response: { 200: ExchangeRatesResponseSchema },
      },
    },
    async () => (await service.listCadRates()).map((rate) => ({ ...rate, cadPerUnit: String(rate.cadPerUnit) })),
  );
};
