import { z } from 'zod';

/**
 * Every stable code a field error can carry (`field_codes` beside `fields` in a validation answer, decision 015).
 * The web words each one in the reader's language (`fields:<code>`), so a code once shipped is never renamed.
 * The first group is derived from zod's own issues; the rest are rules zod cannot name by itself.
 */
export const FIELD_CODES = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'must_be_more',
  'must_be_less',
  'too_few',
  'too_many',
  'not_a_number',
  'not_whole_number',
  'wrong_type',
  'invalid_email',
  'invalid_date',
  'invalid_id',
  'invalid_format',
  'not_an_option',
  'unknown_field',
  'invalid',
  'invalid_phone',
  'email_taken',
  'phone_taken',
  'wrong_password',
  'passwords_differ',
  'card_number_invalid',
  'card_expired',
  'in_the_past',
  'before_start',
  'same_as_origin',
  'needs_other_field',
  'delivery_code_wrong',
  'amount_in_cents',
  'bank_number_invalid',
  'section_incomplete',
  'picture_not_usable',
  'picture_sent_twice',
  'picture_required',
  'signature_required',
  'not_found',
  'not_json',
  'nul_character',
] as const;

export type FieldCode = (typeof FIELD_CODES)[number];

/**
 * One field's complaint as a code, with the limit the message needs: `min` for too_short, too_small, must_be_more
 * and too_few, `max` for too_long, too_big, must_be_less and too_many (characters, the number itself, or items).
 */
export type FieldCodeEntry = { code: FieldCode; min?: number; max?: number };

export const isFieldCode = (value: unknown): value is FieldCode =>
  typeof value === 'string' && (FIELD_CODES as readonly string[]).includes(value);

/**
 * The wire shape of one entry. `code` is any string so that an older web reading a newer server's code still parses
 * the answer, and falls back to the English message in `fields`.
 */
export const FieldCodeEntrySchema = z.object({
  code: z.string(),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** Zod `params` that name a rule's code, for refinements whose plain `custom` issue would say only "invalid". */
export const fieldCodeParams = (code: FieldCode): { params: { field_code: FieldCode } } => ({
  params: { field_code: code },
});
