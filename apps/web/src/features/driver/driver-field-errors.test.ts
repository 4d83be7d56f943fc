import { DriverInputSchema } from '@freight/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { driverErrorsFromApi, driverErrorsFromIssues } from './driver-field-errors';

// Echoes the key, so a test sees which of our messages was picked.
const t = ((key: string) => `driver:${key}`) as unknown as TFunction<'driver'>;

describe('driver field errors', () => {
  it('puts our message on each field the contract refuses, by its full path', () => {
    const parsed = DriverInputSchema.safeParse({
      exp_years: 200,
      references: [{ name: 'A', relation: '', company: '', telephone: '', email: 'not-an-email' }],
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(driverErrorsFromIssues(t, parsed.error.issues)).toEqual({
      exp_years: 'driver:fieldErrors.expYears',
      'references.0.email': 'driver:fieldErrors.email',
    });
  });

  it('keeps the server wording for a field we have no message of, and ignores other failures', () => {
    const refusal = new ApiRequestError({
      status: 400,
      code: 'validation_failed',
      detail: 'Some fields are not valid.',
      fields: { base_location: ['Pick it on the map.'], company_name: ['Too long.'] },
    });
    expect(driverErrorsFromApi(t, refusal)).toEqual({
      base_location: 'Pick it on the map.',
      company_name: 'driver:fieldErrors.companyName',
    });
    expect(driverErrorsFromApi(t, new Error('boom'))).toEqual({});
  });
});
