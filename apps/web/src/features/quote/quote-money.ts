import {
  getNumberFormat,
  type Haul,
  type Language,
  type Money,
  type SalesTaxCode,
  type SalesTaxTreatment,
} from '@freight/domain';

export type TaxRow = { code: SalesTaxCode; region: string; ratePercent: string; amount: Money };

/**
 * The quote's taxes as the shipper reads them, in their own currency: the server sends the CAD lines (quote.taxes)
 * and, in the same order, their amounts at the quote's exchange rate (rate_taxes), which add up to total_rate.
 */
export const taxRowsOf = (haul: Pick<Haul, 'quote' | 'rate_taxes'>): TaxRow[] =>
  haul.quote.taxes.flatMap((tax, index) => {
    const amount = haul.rate_taxes[index];
    return amount ? [{ code: tax.code, region: tax.region, ratePercent: tax.rate_percent, amount }] : [];
  });

/** Why a priced quote carries no tax line (zero-rated, outside Canada, province unknown); null when taxed or unpriced. */
export const untaxedReasonOf = (haul: Pick<Haul, 'quote'>): Exclude<SalesTaxTreatment, 'taxable'> | null => {
  const treatment = haul.quote.tax_treatment;
  return treatment === null || treatment === 'taxable' ? null : treatment;
};

/**
 * The price-beat offer (spec 9: $100) in the reader's currency, as the server converted it at the quote's own rate.
 * Null when it is not in the currency the quote is shown in: a CA$ amount to a US$ reader is what this replaces.
 */
export const priceBeatOf = (haul: Pick<Haul, 'price_beat' | 'rate'>): Money | null =>
  haul.price_beat && haul.rate && haul.price_beat.currency === haul.rate.currency ? haul.price_beat : null;

/** A tax rate as the reader writes numbers: "9.975" in English, "9,975" in French; the wire carries a plain decimal. */
export const formatRatePercent = (ratePercent: string, language: Language): string =>
  getNumberFormat(language, { maximumFractionDigits: 3 }).format(ratePercent as `${number}`);
