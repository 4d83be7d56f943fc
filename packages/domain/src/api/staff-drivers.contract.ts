import { z } from 'zod';
import { DRIVER_PROFILE_STATES } from '../drivers/driver-access';
import { DriverSchema } from './driver.schema';

/** `GET /admin/drivers/`: profiles in one state (by default those waiting for review), oldest submission first. */
export const StaffDriversQuerySchema = z.object({
  state: z.enum(DRIVER_PROFILE_STATES).optional().default('submitted'),
  page: z.coerce.number().int().min(1).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type StaffDriversQuery = z.input<typeof StaffDriversQuerySchema>;

/** Insurance that has run out, or runs out within this many days, is flagged on the approval page. */
export const INSURANCE_EXPIRY_WARNING_DAYS = 30;

/** A vehicle whose insurance has expired or expires soon (`days_left` is negative once expired). */
export const InsuranceFlagSchema = z
  .object({
    vehicle_id: z.string(),
    expiry: z.iso.date(),
    state: z.enum(['expired', 'expiring']),
    days_left: z.int(),
  })
  .meta({ id: 'InsuranceFlag' });
export type InsuranceFlag = z.infer<typeof InsuranceFlagSchema>;

/** One approval or rejection of the profile, oldest first. */
export const DriverDecisionRecordSchema = z
  .object({
    at: z.iso.datetime({ offset: true }),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().nullable(),
    staff: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'DriverDecisionRecord' });
export type DriverDecisionRecord = z.infer<typeof DriverDecisionRecordSchema>;

/** A profile as staff review it: the driver and who they are, for the approval page. */
export const StaffDriverSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      telephone: z.string().nullable(),
    }),
    driver: DriverSchema,
    insurance_flags: z.array(InsuranceFlagSchema),
    /** Earlier decisions on this profile (a rejected profile sent again shows why it was turned down). */
    decisions: z.array(DriverDecisionRecordSchema),
  })
  .meta({ id: 'StaffDriver' });
export type StaffDriver = z.infer<typeof StaffDriverSchema>;

export const StaffDriverPageSchema = z
  .object({ count: z.int().nonnegative(), page: z.int(), page_size: z.int(), results: z.array(StaffDriverSchema) })
  .meta({ id: 'StaffDriverPage' });
export type StaffDriverPage = z.infer<typeof StaffDriverPageSchema>;

const DAY_MS = 86_400_000;

/**
 * The vehicles whose insurance has expired by `today` (YYYY-MM-DD) or expires within INSURANCE_EXPIRY_WARNING_DAYS;
 * a policy is good through its expiry day.
 */
export const insuranceFlags = (
  vehicles: readonly { id: string; insurance_expiry: string }[],
  today: string,
): InsuranceFlag[] =>
  vehicles.flatMap((vehicle) => {
    const daysLeft = Math.round((Date.parse(vehicle.insurance_expiry) - Date.parse(today)) / DAY_MS);
    if (daysLeft > INSURANCE_EXPIRY_WARNING_DAYS) return [];
    return [
      {
        vehicle_id: vehicle.id,
        expiry: vehicle.insurance_expiry,
        state: daysLeft < 0 ? ('expired' as const) : ('expiring' as const),
        days_left: daysLeft,
      },
    ];
  });
