import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const OfficePhoneSchema = z.object({ label: z.string(), number: z.string() });
export type OfficePhone = z.infer<typeof OfficePhoneSchema>;

/** Settings the web app may know: nothing secret ever goes here. */
export const PublicConfigSchema = z.object({
  officePhones: z.array(OfficePhoneSchema),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
