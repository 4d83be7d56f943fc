import { z } from 'zod';
import { MAX_VEHICLES_PER_DRIVER, REFERENCES_REQUESTED } from '../constants/limits';
import { DRIVER_TYPES, SUBSCRIPTION_LEVELS } from '../drivers/driver-access';
import { VEHICLE_TYPES } from '../drivers/vehicle-types';
import { LOAD_TYPES } from '../hauls/load-types';
import { LOADING_TIMES } from '../hauls/loading-times';
import { CurrencyTypeSchema } from '../money/currency.schema';
import { MoneySchema } from '../money/money.schema';
import { DriverReferenceSchema, trimmedText } from './driver.schema';

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
    /** Yearly price of each paid plan (server configuration; docs/subscriptions.md). */
    subscription_prices: z.array(
      z.object({ level: z.union([z.literal(1), z.literal(2)]), price: MoneySchema, period: z.literal('year') }),
    ),
  })
  .meta({ id: 'ReferenceData' });
export type ReferenceData = z.infer<typeof ReferenceDataSchema>;

/** A day as YYYY-MM-DD (spec 3: insurance_expiry). */
const isoDay = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
const metres = z.number().positive().max(60);

/** `POST /vehicle/` and `PATCH /vehicle/{id}/`. A missing insurance_expiry becomes today's date (spec 5). */
export const VehicleInputSchema = z
  .object({
    vehicle_type: z.enum(VEHICLE_TYPES, { error: 'Choose the kind of vehicle.' }),
    make: trimmedText(80),
    model: trimmedText(80),
    year: z.int().min(1950).max(2100).nullable(),
    color: trimmedText(40),
    license: trimmedText(20),
    insurance_company: trimmedText(120),
    insurance_policy_number: trimmedText(60),
    insurance_expiry: isoDay.nullable(),
    capacity_kg: z.number().positive().max(100_000).nullable(),
    deck_length_m: metres.nullable(),
    deck_width_m: z.number().positive().max(10).nullable(),
    max_load_height_m: z.number().positive().max(10).nullable(),
  })
  .partial()
  .meta({ id: 'VehicleBody' });
export type VehicleInput = z.infer<typeof VehicleInputSchema>;

/** `POST /vehicle/`: a vehicle_type is required; `driver` may be left out, meaning the caller's own profile. */
export const VehicleCreateBodySchema = VehicleInputSchema.extend({
  vehicle_type: z.enum(VEHICLE_TYPES, { error: 'Choose the kind of vehicle.' }),
  driver: z.uuid('Not a driver id.').optional(),
}).meta({ id: 'VehicleCreateBody' });
export type VehicleCreateBody = z.infer<typeof VehicleCreateBodySchema>;

/** `PATCH /bank/{id}/`: checked against the Canadian or US format (packages/domain drivers/bank-details). */
export const BankInputSchema = z
  .object({
    country: z.enum(['CAN', 'USA']).default('CAN'),
    bank_institution: z.string().max(20).default(''),
    bank_transit: z.string().max(20),
    bank_account: z.string().max(30),
  })
  .meta({ id: 'BankBody' });
export type BankInput = z.input<typeof BankInputSchema>;

/** `POST /driver/` and `PATCH /driver/{id}/`: any section; references replace the list (at most three kept). */
export const DriverInputSchema = z
  .object({
    driver_type: z.enum(DRIVER_TYPES),
    company_name: trimmedText(160),
    regions: z.array(z.string().trim().toUpperCase()).max(80),
    exp_years: z.int().min(0).max(70).nullable(),
    exp_accidents: z.int().min(0).max(100).nullable(),
    exp_companies: trimmedText(1000),
    exp_qualifications: trimmedText(1000),
    references: z.array(DriverReferenceSchema).max(REFERENCES_REQUESTED, 'At most three references.'),
    base_address: trimmedText(300),
    base_location: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).nullable(),
  })
  .partial()
  .meta({ id: 'DriverBody' });
export type DriverInput = z.infer<typeof DriverInputSchema>;

/** `POST /driver/{id}/subscribe/` (spec 7: subscription id and level). */
export const SubscribeBodySchema = z
  .object({
    subscription: z.string().optional(),
    level: z.union(
      SUBSCRIPTION_LEVELS.map((level) => z.literal(level)),
      { error: 'Choose level 0, 1 or 2.' },
    ),
  })
  .meta({ id: 'SubscribeBody' });

/** Staff's decision on a submitted profile; a refusal says why, and the driver reads it. */
export const DriverDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(1000).optional().default(''),
  })
  .refine((body) => body.decision === 'approve' || body.reason.length > 0, {
    path: ['reason'],
    message: 'Tell the driver why.',
  })
  .meta({ id: 'DriverDecisionBody' });
export type DriverDecisionBody = z.input<typeof DriverDecisionBodySchema>;

export const DriverIdParamsSchema = z.object({ id: z.uuid('Not a driver id.') });
export const VehicleIdParamsSchema = z.object({ id: z.uuid('Not a vehicle id.') });
export const BankIdParamsSchema = z.object({ id: z.uuid('Not a bank id.') });
