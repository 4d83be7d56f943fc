import { ApiErrorSchema, ExchangeRatesResponseSchema } from '@freight/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error';
import { registerErrorHandler } from '../../platform/errors/error-handler';
import { EmbeddedExchangeRates } from './embedded-exchange-rates';
import type { ExchangeRateService } from './exchange-rate-service';
import { exchangeRatesRoutes } from './exchange-rates.routes';

/** Just the plugin, under /api with the project's compilers and error handler, as app.ts mounts it. */
let app: FastifyInstance | undefined;
const appWith = async (service: ExchangeRateService): Promise<FastifyInstance> => {
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(exchangeRatesRoutes, { prefix: '/api', service });
  return app;
};

afterEach(() => app?.close());

describe('GET /api/exchange_rates/', () => {
  it('lists every currency with CAD per unit as a decimal string and its date, without a login', async () => {
    const response = await (await appWith(new EmbeddedExchangeRates())).inject('/api/exchange_rates/');
    expect(response.statusCode).toBe(200);
    const rates = ExchangeRatesResponseSchema.parse(response.json());
    expect(rates).toHaveLength(11);
    expect(rates[0]).toEqual({ currency: 'cad', cadPerUnit: '1', asOf: '2024-10-21' });
    expect(rates).toContainEqual({ currency: 'krw', cadPerUnit: '0.001003', asOf: '2024-10-21' });
  });

  it('answers 503 with Retry-After when the rate service is unavailable', async () => {
    const down: ExchangeRateService = {
      getCadRate: () => Promise.reject(new AppError('service_unavailable', 'Down.', undefined, 30)),
      listCadRates: () => Promise.reject(new AppError('service_unavailable', 'Down.', undefined, 30)),
    };
    const response = await (await appWith(down)).inject('/api/exchange_rates/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      code: 'service_unavailable',
      detail: 'Down.',
      retry_after_s: 30,
    });
  });
});
