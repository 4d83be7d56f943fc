import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { ExchangeRateService } from '../exchange-rates/exchange-rate-service';
import type { GeoServices } from '../geo/geo-services';

/** What pricing a quote needs from the app: the database, the time, places and routes, and exchange rates. */
export type QuotesContext = {
  db: Database;
  clock: Clock;
  geo: GeoServices;
  exchangeRates: ExchangeRateService;
};

export const quotesContext = (
  app: FastifyInstance,
  services: Pick<QuotesContext, 'geo' | 'exchangeRates'>,
): QuotesContext => ({ db: app.db, clock: app.clock, ...services });
