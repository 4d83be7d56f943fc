import { z } from 'zod';
import { DRIVER_PROFILE_STATES } from '../drivers/driver-access';
import { DriverSchema } from './drivers.contract';

/** `GET /staff/drivers/`: profiles in one state (by default those waiting for review), oldest submission first. */
export const StaffDriversQuerySchema = z.object({
  state: z.enum(DRIVER_PROFILE_STATES).optional().default('submitted'),
  page: z.coerce.number().int().min(1).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type StaffDriversQuery = z.input<typeof StaffDriversQuerySchema>;

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
  })
  .meta({ id: 'StaffDriver' });
export type StaffDriver = z.infer<typeof StaffDriverSchema>;

export const StaffDriverPageSchema = z
  .object({ count: z.int().nonnegative(), page: z.int(), page_size: z.int(), results: z.array(StaffDriverSchema) })
  .meta({ id: 'StaffDriverPage' });
export type StaffDriverPage = z.infer<typeof StaffDriverPageSchema>;
