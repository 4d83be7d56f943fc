import { z } from 'zod';
import { MAX_VEHICLES_PER_DRIVER, REFERENCES_REQUESTED } from '../constants/limits';
import { DRIVER_PROFILE_STATES, DRIVER_TYPES, SUBSCRIPTION_LEVELS } from '../drivers/driver-access';
import { VEHICLE_TYPES } from '../drivers/vehicle-types';
import { LOAD_TYPES } from '../hauls/load-types';
import { LOADING_TIMES } from '../hauls/loading-times';
import { CurrencyTypeSchema } from '../money/currency.schema';
import { MoneySchema } from '../money/money.schema';

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
const text = (max: number) => z.string().trim().max(max);
const metres = z.number().positive().max(60);

/** Spec 3, Vehicle, plus the rig's capacity (the driver's own figures) that load search filters by. */
export const VehicleSchema = z
  .object({
    id: z.string(),
    vehicle_type: z.enum(VEHICLE_TYPES),
    make: z.string(),
    model: z.string(),
    year: z.int().nullable(),
    color: z.string(),
    license: z.string(),
    insurance_company: z.string(),
    insurance_policy_number: z.string(),
    insurance_expiry: z.iso.date(),
    capacity_kg: z.number().nullable(),
    deck_length_m: z.number().nullable(),
    deck_width_m: z.number().nullable(),
    max_load_height_m: z.number().nullable(),
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof VehicleSchema>;

/** `POST /vehicle/` and `PATCH /vehicle/{id}/`. A missing insurance_expiry becomes today's date (spec 5). */
export const VehicleInputSchema = z
  .object({
    vehicle_type: z.enum(VEHICLE_TYPES, { error: 'Choose the kind of vehicle.' }),
    make: text(80),
    model: text(80),
    year: z.int().min(1950).max(2100).nullable(),
    color: text(40),
    license: text(20),
    insurance_company: text(120),
    insurance_policy_number: text(60),
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

/** Spec 3: references have name, relation, company, telephone, email; three are requested. */
export const DriverReferenceSchema = z
  .object({
    name: text(120),
    relation: text(80),
    company: text(120),
    telephone: text(30),
    email: z.union([z.literal(''), z.email('Enter an email address like name@example.com.')]),
  })
  .meta({ id: 'DriverReference' });
export type DriverReference = z.infer<typeof DriverReferenceSchema>;

/** Spec 3, Bank, as every response shows it: the account number masked to its last four digits. */
export const BankSchema = z
  .object({
    id: z.string(),
    country: z.enum(['CAN', 'USA']),
    bank_institution: z.string(),
    bank_transit: z.string(),
    bank_account: z.string().meta({ description: 'masked: only the last four digits are shown' }),
    complete: z.boolean(),
  })
  .meta({ id: 'Bank' });
export type Bank = z.infer<typeof BankSchema>;

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

export const SubscriptionSchema = z
  .object({
    id: z.string(),
    level: z.union(SUBSCRIPTION_LEVELS.map((level) => z.literal(level))),
    status: z.enum(['active', 'ended']),
    started_at: z.string(),
    ended_at: z.string().nullable(),
    /** When renewal falls due: a year after the start, once six loads were hauled in it (spec 4 and 9). */
    loads_hauled: z.int().nonnegative(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** A part of the profile still missing before it can be submitted for approval. */
export const PROFILE_SECTIONS = [
  'type',
  'commercial',
  'regions',
  'vehicles',
  'experience',
  'references',
  'deposit',
  'base',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** What the driver may do now and what stands in the way (spec 5 and 6), for the UI to offer a fix. */
export const DriverAccessSchema = z
  .object({
    is_driver: z.boolean(),
    can_search: z.boolean(),
    can_accept: z.boolean(),
    gaps: z.array(z.enum(['not_a_driver', 'profile_not_approved'])),
    missing: z.array(z.enum(PROFILE_SECTIONS)),
  })
  .meta({ id: 'DriverAccess' });
export type DriverAccess = z.infer<typeof DriverAccessSchema>;

/** Spec 3, Driver, as its owner and staff see it (`GET /driver/{id}`, and nested in User.driver). */
export const DriverSchema = z
  .object({
    id: z.string(),
    user: z.string(),
    driver_type: z.enum(DRIVER_TYPES),
    company_name: z.string(),
    regions: z.array(z.string()),
    exp_years: z.int().nullable(),
    exp_accidents: z.int().nullable(),
    exp_companies: z.string(),
    exp_qualifications: z.string(),
    references: z.array(DriverReferenceSchema),
    vehicles: z.array(VehicleSchema),
    bank: BankSchema.nullable(),
    subscriptions: z.array(SubscriptionSchema),
    /** The level in force: the active subscription's, 0 without one. */
    subscription_level: z.union(SUBSCRIPTION_LEVELS.map((level) => z.literal(level))),
    notifications: z.array(z.object({ id: z.string(), state: z.enum(['active', 'paused']) })),
    base_address: z.string(),
    base_location: z.tuple([z.number(), z.number()]).nullable(),
    profile_state: z.enum(DRIVER_PROFILE_STATES),
    submitted_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    decision_reason: z.string().nullable(),
    access: DriverAccessSchema,
  })
  .meta({ id: 'Driver' });
export type Driver = z.infer<typeof DriverSchema>;

/** `POST /driver/` and `PATCH /driver/{id}/`: any section; references replace the list (at most three kept). */
export const DriverInputSchema = z
  .object({
    driver_type: z.enum(DRIVER_TYPES),
    company_name: text(160),
    regions: z.array(z.string().trim().toUpperCase()).max(80),
    exp_years: z.int().min(0).max(70).nullable(),
    exp_accidents: z.int().min(0).max(100).nullable(),
    exp_companies: text(1000),
    exp_qualifications: text(1000),
    references: z.array(DriverReferenceSchema).max(REFERENCES_REQUESTED, 'At most three references.'),
    base_address: text(300),
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
