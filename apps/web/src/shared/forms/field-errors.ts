import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@freight/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../api/api-request-error';

/** One message per form field, by the field's wire name (`email`, `password2` ...). */
export type FieldErrors = Partial<Record<string, string>>;

type FieldsT = TFunction<'fields'>;

/** The server's English wording of the account rules (packages/domain), and our translated key for each. */
const KNOWN_MESSAGES: Partial<Record<string, 'emailTaken' | 'phoneTaken' | 'wrongPassword' | 'passwordsDiffer'>> = {
  [ACCOUNT_MESSAGES.emailTaken]: 'emailTaken',
  [ACCOUNT_MESSAGES.phoneTaken]: 'phoneTaken',
  [ACCOUNT_MESSAGES.wrongPassword]: 'wrongPassword',
  [ACCOUNT_MESSAGES.passwordsDiffer]: 'passwordsDiffer',
};

/** Fields with a single rule, so any complaint about them means that rule. */
const RULE_OF_FIELD: Partial<Record<string, 'nameRequired' | 'emailInvalid' | 'phoneInvalid' | 'passwordsDiffer'>> = {
  name: 'nameRequired',
  email: 'emailInvalid',
  telephone: 'phoneInvalid',
  password2: 'passwordsDiffer',
};

const passwordMessage = (t: FieldsT, code: string | undefined) =>
  code === 'too_big'
    ? t('passwordTooLong', { max: PASSWORD_MAX_LENGTH })
    : t('passwordTooShort', { min: PASSWORD_MIN_LENGTH });

const translate = (t: FieldsT, field: string, message: string, code?: string): string => {
  const known = KNOWN_MESSAGES[message];
  if (known) return t(known);
  if (field === 'password' && code) return passwordMessage(t, code);
  const rule = RULE_OF_FIELD[field];
  return rule ? t(rule) : message;
};

/**
 * Messages for the fields a form's own check (the same zod schema the server uses) refused, in the reader's
 * language; the first complaint about a field wins.
 */
export const fieldErrorsFromIssues = (t: FieldsT, issues: readonly z.core.$ZodIssue[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= translate(t, field, issue.message, issue.code);
  }
  return errors;
};

/** Messages for the fields a server answer names (400 validation_failed, 409 account_exists, wrong_password). */
export const fieldErrorsFromApi = (t: FieldsT, error: unknown): FieldErrors => {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    const [first] = messages;
    if (first) errors[field] = translate(t, field, first);
  }
  return errors;
};
