import { z } from 'zod';
import { FieldCodeEntrySchema } from '../errors/field-codes';

/** The one JSON shape of every error response (DESIGN.md section 3). */
export const ApiErrorSchema = z
  .object({
    detail: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** Beside `fields`, same keys in the same order: each message's stable code (decision 015). */
    field_codes: z.record(z.string(), z.array(FieldCodeEntrySchema)).optional(),
    /** With a 429: whole seconds before trying again, as the Retry-After header says, so the web can say the wait. */
    retry_after_s: z.number().int().nonnegative().optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof ApiErrorSchema>;
