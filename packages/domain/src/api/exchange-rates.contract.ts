import { z } from 'zod';
import { CadExchangeRateSchema } from '../money/convert-currency';
import { parseExactDecimal } from '../money/exact-decimal';

/** Wire schemas of GET /exchange_rates/ (the spec leaves the path unnamed; DESIGN.md section 6). */

/**
 * One dated rate against the Canadian dollar, in the shape `convertFromCad` and `convertToCad` take, so the web can
 * convert with what it receives. On the wire `cadPerUnit` is always the decimal string as published ("0.009200"),
 * never a float.
 */
export const ExchangeRateSchema = CadExchangeRateSchema.extend({
  cadPerUnit: z
    .string()
    .refine((value) => {
      const ratio = parseExactDecimal(value);
      return ratio !== null && ratio.numerator > 0n;
    }, 'Expected a positive decimal number of CAD per unit.')
    .meta({ description: 'CAD per one whole unit of the currency, as a decimal string', example: '1.3835' }),
  asOf: z.iso.date().meta({ description: 'Date of the Bank of Canada observation (YYYY-MM-DD)' }),
}).meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

/** Every currency a user may choose, CAD first (1), each with the date of its observation. */
export const ExchangeRatesResponseSchema = z.array(ExchangeRateSchema);
export type ExchangeRatesResponse = z.infer<typeof ExchangeRatesResponseSchema>;
