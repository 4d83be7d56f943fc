import { configureValidationMessages, type FieldCode, fieldCodesFromIssues, isFieldCode } from '@freight/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../api/api-request-error';

// zod's plain-language messages, set where forms first meet zod rather than in main.tsx: zod is not part of the first
// load (issue 22), and every form checks its fields through this module.
configureValidationMessages();

/** One message per form field, by the field's wire path (`email`, `password2`, `references.1.email` ...). */
export type FieldErrors = Partial<Record<string, string>>;

type FieldsT = TFunction<'fields'>;

/** A field error as the server sends it in `field_codes`, or as the shared schemas' issues give it. */
type CodeEntry = { code: string; min?: number | undefined; max?: number | undefined };

/**
 * Where a field's own words say more than its rule's: a vehicle's limits are in kilograms and metres on the wire,
 * while the reader may be typing pounds and feet, so the message names the limit in both rather than one number.
 */
const FIELD_WORDING = {
  capacity_kg: { too_big: 'capacityTooBig' },
  deck_length_m: { too_big: 'deckTooBig' },
  deck_width_m: { too_big: 'deckTooBig' },
  max_load_height_m: { too_big: 'deckTooBig' },
} as const satisfies Record<string, Partial<Record<FieldCode, string>>>;

type WordedField = keyof typeof FIELD_WORDING;

const fieldWordingOf = (path: string, code: FieldCode) => {
  const field = path.split('.').at(-1) ?? path;
  if (!Object.hasOwn(FIELD_WORDING, field)) return undefined;
  const wording: Partial<Record<FieldCode, 'capacityTooBig' | 'deckTooBig'>> = FIELD_WORDING[field as WordedField];
  return wording[code];
};

/**
 * The one way the web words a field error: by its stable code (decision 015), with the limit it carries, in the
 * reader's language. A code this build does not know yet keeps the server's own message rather than saying nothing.
 */
const translateFieldCode = (t: FieldsT, path: string, entry: CodeEntry, serverMessage?: string): string => {
  if (!isFieldCode(entry.code)) return serverMessage ?? t('invalid');
  const wording = fieldWordingOf(path, entry.code);
  if (wording) return t(wording);
  return t(entry.code, { min: entry.min, max: entry.max });
};

/**
 * Messages for the fields a form's own check (the same zod schema the server uses) refused, in the reader's
 * language; the first complaint about a field wins. The codes come from the same derivation the server uses.
 */
export const fieldErrorsFromIssues = (t: FieldsT, issues: readonly z.core.$ZodIssue[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [path, [first]] of Object.entries(fieldCodesFromIssues(issues))) {
    if (first) errors[path] = translateFieldCode(t, path, first);
  }
  return errors;
};

/** Messages for the fields a server answer names (400 validation_failed, 409 account_exists, wrong_password ...). */
export const fieldErrorsFromApi = (t: FieldsT, error: unknown): FieldErrors => {
  if (!(error instanceof ApiRequestError) || !error.fieldCodes) return {};
  const errors: FieldErrors = {};
  for (const [path, [first]] of Object.entries(error.fieldCodes)) {
    if (first) errors[path] = translateFieldCode(t, path, first, error.fields?.[path]?.[0]);
  }
  return errors;
};
