import { z } from 'zod';

/** Wire schemas of the spec service (spec 7: get_autocomplete, get_freeform), mounted under /spec/. */

/** A type-ahead shows at most this many suggestions. */
export const SPEC_AUTOCOMPLETE_LIMIT = 10;
export const SPEC_QUERY_MAX_LENGTH = 200;

/** `snake_case` words such as `implement_towing` or `air_drill`. */
const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;

/**
 * One machine or vehicle as the quote form fills it in (spec 3, Spec result). Stored and sent in SI: metres and
 * kilograms (DESIGN.md 2); the web converts for display. For towed implements these are transport dimensions.
 */
/**
 * How an answer relates to what was asked: the model itself; a row for its whole series (one frame, several ratings);
 * a close relative's figures (M7-174 for an M7-172), to be confirmed; or typical figures for a category and size
 * ("air drill 60 ft") when no machine is on file, to be confirmed.
 */
export const SPEC_MATCHES = ['model', 'series', 'relative', 'typical'] as const;
export type SpecMatch = (typeof SPEC_MATCHES)[number];

export const SpecResultSchema = z
  .object({
    make: z.string().meta({ example: 'Honda' }),
    model: z.string().meta({ example: 'Civic Sedan' }),
    /** What a person reads in a suggestion list: year, make, model and trim as the maker names them. */
    name: z.string().meta({ example: '2022 Honda Civic Sedan' }),
    weight: z.number().positive().meta({ description: 'kilograms', example: 1305 }),
    height: z.number().positive().meta({ description: 'metres', example: 1.41 }),
    width: z.number().positive().meta({ description: 'metres', example: 1.8 }),
    length: z.number().positive().meta({ description: 'metres', example: 4.67 }),
    load_type: z.string().regex(SNAKE_CASE).meta({ example: 'vehicle' }),
    category: z.string().regex(SNAKE_CASE).meta({ example: 'car' }),
    match: z.enum(SPEC_MATCHES).meta({ example: 'model' }),
  })
  .meta({ id: 'SpecResult' });
export type SpecResult = z.infer<typeof SpecResultSchema>;

/** A query-string text; blank counts as absent, so `?make=` is "no make" rather than an empty make. */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(SPEC_QUERY_MAX_LENGTH).optional(),
);

export const SpecAutocompleteQuerySchema = z.object({
  search_term: z
    .string()
    .trim()
    .min(1, 'Type part of a make or model, e.g. "jd 8r" or "f-150".')
    .max(SPEC_QUERY_MAX_LENGTH),
});
export type SpecAutocompleteQuery = z.infer<typeof SpecAutocompleteQuerySchema>;
export const SpecAutocompleteResponseSchema = z.array(SpecResultSchema).max(SPEC_AUTOCOMPLETE_LIMIT);

/** One of: `search_term`, or `name`, or `make` and `model` together; the first one given is used, in that order. */
export const SpecFreeformQuerySchema = z
  .object({ search_term: optionalText, name: optionalText, make: optionalText, model: optionalText })
  .superRefine((query, ctx) => {
    if (query.search_term || query.name) return;
    if (query.make && !query.model) {
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'Give the model with the make.' });
    } else if (query.model && !query.make) {
      ctx.addIssue({ code: 'custom', path: ['make'], message: 'Give the make with the model.' });
    } else if (!query.make) {
      ctx.addIssue({
        code: 'custom',
        path: ['search_term'],
        message: 'Give search_term, or name, or make and model.',
      });
    }
  });
export type SpecFreeformQuery = z.infer<typeof SpecFreeformQuerySchema>;
export const SpecFreeformResponseSchema = SpecResultSchema;
