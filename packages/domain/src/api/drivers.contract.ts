import { z } from 'zod';
import { MAX_VEHICLES_PER_DRIVER, REFERENCES_REQUESTED } from '../constants/limits';
import { DRIVER_TYPES, SUBSCRIPTION_LEVELS } from '../drivers/driver-access';
import { VEHICLE_TYPES } from '../drivers/vehicle-types';
import { LOAD_TYPES } from '../hauls/load-types';
import { LOADING_TIMES } from '../hauls/loading-times';
import { CurrencyTypeSchema } from '../money/currencies';

/** `GET /driver/reference_data/`: the lists the driver forms need (spec 7), with currency_types as the spec names it. */
export const ReferenceDataSchema = z
  .object({
    currency_types: z.array(CurrencyTypeSchema),
    driver_types: z.array(z.enum(DRIVER_TYPES)),
    vehicle_types: z.array(z.enum(VEHICLE_TYPES)),
    regions: z.array(z.object({ code: z.string(), name: z.string(), country: z.enum(['CAN', 'USA']) })),
    subscription_levels: z.array(z.union(SUBSCRIPTION_LEVELS.map((level) => z.literal(level)))),
    load_types: z.array(z.enum(LOAD_TYPES)),
    loading_times: z.array(z.enum(LOADING_TIMES)),
    max_vehicles: z.literal(MAX_VEHICLES_PER_DRIVER),
    references_requested: z.literal(REFERENCES_REQUESTED),
  })
  .meta({ id: 'ReferenceData' });
export type ReferenceData = z.infer<typeof ReferenceDataSchema>;
