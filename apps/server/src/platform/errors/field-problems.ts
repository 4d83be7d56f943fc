import type { FieldCode, FieldCodeEntry } from '@freight/domain';

/**
 * One field's complaint: its English message (what `fields` carries, as the spec has it) and its stable code (what
 * `field_codes` carries beside it, for the web to say in the reader's language; decision 015).
 */
export type FieldProblem = FieldCodeEntry & { message: string };

/** Complaints by field path (`email`, `load.deliver_by_datetime`, `references.1.email`). */
export type FieldProblems = Record<string, FieldProblem[]>;

/** A complaint with its code, and with the limit its message names (`{ max: 3 }`) where it has one. */
export const fieldProblem = (
  code: FieldCode,
  message: string,
  limits: Pick<FieldCodeEntry, 'min' | 'max'> = {},
): FieldProblem => ({ code, message, ...limits });

/** The same complaint about one field, as AppError takes it: `{ email: [{ code: 'email_taken', message }] }`. */
export const fieldError = (field: string, code: FieldCode, message: string): FieldProblems => ({
  [field]: [fieldProblem(code, message)],
});

/** The two wire halves of the same complaints, with the same keys in the same order. */
export const splitFieldProblems = (
  problems: FieldProblems,
): { fields: Record<string, string[]>; field_codes: Record<string, FieldCodeEntry[]> } => {
  const entries = Object.entries(problems);
  return {
    fields: Object.fromEntries(entries.map(([path, list]) => [path, list.map(({ message }) => message)])),
    field_codes: Object.fromEntries(entries.map(([path, list]) => [path, list.map(({ message: _, ...code }) => code)])),
  };
};
