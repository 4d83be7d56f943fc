import type { z } from 'zod';
import { type FieldCodeEntry, isFieldCode } from './field-codes';

type Issue = z.core.$ZodIssue;

/** `origin.location`, `references.1.email`; an issue about the whole value goes under `_`. */
export const fieldPathOf = (issue: Pick<Issue, 'path'>): string => issue.path.map(String).join('.') || '_';

/**
 * A value people would call missing. Zod keeps an issue's `input` only when parsed with `reportInput`; without it
 * a type mismatch counts as missing, which is what a form's own fields meet (an empty select, a cleared number).
 */
const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const typeCodeOf = (issue: z.core.$ZodIssueInvalidType): FieldCodeEntry => {
  // Zod says `int` only for a number that is not whole, and `received: NaN` for a number that is not one.
  if (issue.expected === 'int') return { code: 'not_whole_number' };
  if ((issue as { received?: unknown }).received === 'NaN') return { code: 'not_a_number' };
  if (isMissing(issue.input)) return { code: 'required' };
  return { code: issue.expected === 'number' ? 'not_a_number' : 'wrong_type' };
};

const smallCodeOf = (issue: z.core.$ZodIssueTooSmall): FieldCodeEntry => {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      // `.min(1)` on text is how the schemas say "required" (after trimming, so blank counts as empty).
      return min <= 1 ? { code: 'required' } : { code: 'too_short', min };
    case 'array':
    case 'set':
      return { code: 'too_few', min };
    case 'date':
      return { code: 'invalid_date' };
    default:
      return { code: issue.inclusive === false ? 'must_be_more' : 'too_small', min };
  }
};

const bigCodeOf = (issue: z.core.$ZodIssueTooBig): FieldCodeEntry => {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return { code: 'too_long', max };
    case 'array':
    case 'set':
      return { code: 'too_many', max };
    case 'date':
      return { code: 'invalid_date' };
    default:
      return { code: issue.inclusive === false ? 'must_be_less' : 'too_big', max };
  }
};

const formatCodeOf = (format: string): FieldCodeEntry => {
  if (format === 'email') return { code: 'invalid_email' };
  if (['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid'].includes(format)) return { code: 'invalid_id' };
  if (['datetime', 'date', 'time', 'duration'].includes(format)) return { code: 'invalid_date' };
  return { code: 'invalid_format' };
};

/** Of a union's options, the complaint that says most: a format or a limit rather than "not this literal". */
const unionCodeOf = (issue: z.core.$ZodIssueInvalidUnion): FieldCodeEntry => {
  const nested = issue.errors.flat().map(fieldCodeOf);
  const telling = nested.find((entry) => !['not_an_option', 'wrong_type', 'required', 'invalid'].includes(entry.code));
  return telling ?? nested[0] ?? { code: 'invalid' };
};

/**
 * The stable code of one zod issue, with its limit where the message needs one. Refinements name their rule with
 * `fieldCodeParams(code)`; any other custom issue is plainly `invalid`.
 */
export const fieldCodeOf = (issue: Issue): FieldCodeEntry => {
  switch (issue.code) {
    case 'invalid_type':
      return typeCodeOf(issue);
    case 'too_small':
      return smallCodeOf(issue);
    case 'too_big':
      return bigCodeOf(issue);
    case 'invalid_format':
      return formatCodeOf(issue.format);
    case 'invalid_value':
      return { code: 'not_an_option' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    case 'invalid_union':
      return unionCodeOf(issue);
    case 'custom': {
      const named = issue.params?.field_code;
      return { code: isFieldCode(named) ? named : 'invalid' };
    }
    case 'not_multiple_of':
    case 'invalid_key':
    case 'invalid_element':
      return { code: 'invalid' };
    default:
      return issue satisfies never;
  }
};

/** Codes grouped by field path, in the order zod found them: the same keys and order as the server's `fields`. */
export const fieldCodesFromIssues = (issues: readonly Issue[]): Record<string, FieldCodeEntry[]> => {
  const codes: Record<string, FieldCodeEntry[]> = {};
  for (const issue of issues) {
    const path = fieldPathOf(issue);
    codes[path] = [...(codes[path] ?? []), fieldCodeOf(issue)];
  }
  return codes;
};
