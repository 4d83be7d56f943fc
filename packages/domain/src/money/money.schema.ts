import { z } from 'zod';
import { CurrencyCodeSchema } from './currency.schema';

// Schemas apart from the plain values (issue 22): a bundle that needs only the values (the web's first screen) then
// leaves zod out, since a bundler keeps or drops a module whole.
/** Money on the wire: a whole number of the currency's minor unit (type Money, money.ts). */
export const MoneySchema = z.object({
  amountCents: z.int(),
  currency: CurrencyCodeSchema,
});
