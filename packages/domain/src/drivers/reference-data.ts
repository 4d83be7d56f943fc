import type { ReferenceData } from '../api/drivers.contract';
import { MAX_VEHICLES_PER_DRIVER, REFERENCES_REQUESTED } from '../constants/limits';
import { REGIONS } from '../geo/regions';
import { LOAD_TYPES } from '../hauls/load-types';
import { LOADING_TIMES } from '../hauls/loading-times';
import { CURRENCY_TYPES } from '../money/currencies';
import { DRIVER_TYPES, SUBSCRIPTION_LEVELS } from './driver-access';
import { VEHICLE_TYPES } from './vehicle-types';

/**
 * The lists the driver forms pick from, built from the one source of each (spec 7: GET /driver/reference_data/).
 * Plan prices are server configuration, so the server adds them.
 */
export const referenceData = (): Omit<ReferenceData, 'subscription_prices'> => ({
  currency_types: [...CURRENCY_TYPES],
  driver_types: [...DRIVER_TYPES],
  vehicle_types: [...VEHICLE_TYPES],
  regions: REGIONS.map(({ code, name, country }) => ({ code, name, country })),
  subscription_levels: [...SUBSCRIPTION_LEVELS],
  load_types: [...LOAD_TYPES],
  loading_times: [...LOADING_TIMES],
  max_vehicles: MAX_VEHICLES_PER_DRIVER,
  references_requested: REFERENCES_REQUESTED,
});
