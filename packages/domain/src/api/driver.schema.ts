import { z } from 'zod';
import { DRIVER_PROFILE_STATES, DRIVER_TYPES, SUBSCRIPTION_LEVELS } from '../drivers/driver-access';
import { VEHICLE_TYPES } from '../drivers/vehicle-types';

/**
 * A driver's profile as the answers carry it (spec 3: Driver, Vehicle, Bank, references, subscriptions), apart from
 * the request bodies that change it (drivers.contract.ts): a page that only reads a profile builds these schemas
 * alone (issue 22: every schema a page's modules define is built as they load).
 */

/** Free text as a profile form takes it: trimmed, at most `max` characters. */
export const trimmedText = (max: number) => z.string().trim().max(max);

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

/** Spec 3: references have name, relation, company, telephone, email; three are requested. */
export const DriverReferenceSchema = z
  .object({
    name: trimmedText(120),
    relation: trimmedText(80),
    company: trimmedText(120),
    telephone: trimmedText(30),
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
