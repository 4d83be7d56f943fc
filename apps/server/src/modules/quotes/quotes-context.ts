import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ExchangeRateService } from '../exchange-rates/exchange-rate-service';
import type { GeoServices } from '../geo/geo-services';

/** What pricing a quote needs from the app: the database, the time, places and routes, and exchange rates. */
export type QuotesContext = {
  db: Database;
  clock: Clock;
  geo: GeoServices;
  exchangeRates: ExchangeRateService;
  /** Where haul pictures are, for their links in a haul's view. */
  storage: FileStorage;
};

export const quotesContext = (
  app: FastifyInstance,
  services: Pick<QuotesContext, 'geo' | 'exchangeRates' | 'storage'>,
): QuotesContext => ({ db: app.db, clock: app.clock, ...services });
