import { z } from 'zod';

/** The one JSON shape of every error response (DESIGN.md section 3). */
export const ApiErrorSchema = z
  .object({
    detail: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof ApiErrorSchema>;
