import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ExchangeRateService } from '../exchange-rates';
import type { GeoServices } from '../geo';

/**
 * What every haul use case needs from the app: the database, the time, places and routes (pricing), exchange rates
 * (the rate in the viewer's currency) and the file store (picture links in a haul's view).
 */
export type HaulContext = {
  db: Database;
  clock: Clock;
  geo: GeoServices;
  exchangeRates: ExchangeRateService;
  /** Where haul pictures are, for their links in a haul's view. */
  storage: FileStorage;
};

/** The services app.ts hands to every route plugin that works on hauls. */
export type HaulServices = Pick<HaulContext, 'geo' | 'exchangeRates' | 'storage'>;

export const haulContext = (app: FastifyInstance, services: HaulServices): HaulContext => ({
  db: app.db,
  clock: app.clock,
  ...services,
});
