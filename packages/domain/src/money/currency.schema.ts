import { z } from 'zod';
import { CURRENCY_CODES } from './currencies';

// Schemas apart from the plain values (issue 22): a bundle that needs only the values (the web's first screen) then
// leaves zod out, since a bundler keeps or drops a module whole.
export const CurrencyCodeSchema = z.enum(CURRENCY_CODES);

export const CurrencyTypeSchema = z.object({
  code: CurrencyCodeSchema,
  name: z.string(),
  minorDigits: z.number().int().min(0).max(3),
});
