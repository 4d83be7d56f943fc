import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../shared/api/api-request-error';
import type { FieldErrors } from '../../shared/forms/field-errors';

/** Fields whose rule is single, so any complaint about them means that rule, said in the reader's language. */
const RULE_OF_FIELD = {
  company_name: 'companyName',
  exp_years: 'expYears',
  exp_accidents: 'expAccidents',
  exp_companies: 'tooLong',
  exp_qualifications: 'tooLong',
  base_address: 'baseAddress',
  vehicle_type: 'vehicleType',
  year: 'year',
  insurance_expiry: 'insuranceExpiry',
  capacity_kg: 'capacity',
  deck_length_m: 'deckSize',
  deck_width_m: 'deckSize',
  max_load_height_m: 'deckSize',
  email: 'email',
} as const;

type DriverT = TFunction<'driver'>;

const isRuleField = (field: string): field is keyof typeof RULE_OF_FIELD => Object.hasOwn(RULE_OF_FIELD, field);

/**
 * One message per field path ("exp_years", "references.1.email"), the first complaint winning. Known fields get
 * our translation; any other keeps the server's wording rather than saying nothing.
 */
const collect = (t: DriverT, entries: [path: string, message: string][]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [path, message] of entries) {
    const field = path.split('.').at(-1) ?? path;
    errors[path] ??= isRuleField(field) ? t(`fieldErrors.${RULE_OF_FIELD[field]}`) : message;
  }
  return errors;
};

/** What the form's own check (the contract schema the server uses too) refused. */
export const driverErrorsFromIssues = (t: DriverT, issues: readonly z.core.$ZodIssue[]): FieldErrors =>
  collect(
    t,
    issues.map((issue) => [issue.path.join('.'), issue.message]),
  );

/** What the server refused (400 validation_failed names the fields). */
export const driverErrorsFromApi = (t: DriverT, error: unknown): FieldErrors => {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return collect(
    t,
    Object.entries(error.fields).map(([path, messages]) => [path, messages[0] ?? '']),
  );
};
