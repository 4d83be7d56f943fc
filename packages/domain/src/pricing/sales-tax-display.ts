import { type CadExchangeRate, convertFromCad } from '../money/convert-currency';
import type { Money } from '../money/money';
import type { SalesTaxLine } from './sales-tax';

export type TaxedPriceInCurrency = {
  /** The freight (shipper rate) converted. */
  freight: Money;
  /** Each tax line converted, in the order given. */
  taxes: Money[];
  /** Freight plus taxes converted in one step: what the card is charged in that currency. */
  total: Money;
};

/**
 * A CAD price and its tax lines in another currency, so the lines shown add up to the total charged. Converting each
 * line on its own and adding could miss the converted total by a cent per line; instead each line is the difference
 * between the converted running totals, and `total` is the one conversion of the whole, as the payment makes it.
 * Throws RangeError as convertFromCad does (amounts not safe integers, a bad rate).
 */
export const convertTaxedPriceFromCad = ({
  freightCadCents,
  taxLines,
  rate,
}: {
  freightCadCents: number;
  taxLines: readonly Pick<SalesTaxLine, 'amountCents'>[];
  rate: CadExchangeRate;
}): TaxedPriceInCurrency => {
  const freight = convertFromCad(freightCadCents, rate);
  let runningCadCents = freightCadCents;
  let previous = freight;
  const taxes = taxLines.map((line) => {
    runningCadCents += line.amountCents;
    const running = convertFromCad(runningCadCents, rate);
    const converted = { amountCents: running.amountCents - previous.amountCents, currency: rate.currency };
    previous = running;
    return converted;
  });
  return { freight, taxes, total: previous };
};
