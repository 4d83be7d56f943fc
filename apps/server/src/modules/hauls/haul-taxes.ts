import {
  type CadExchangeRate,
  convertTaxedPriceFromCad,
  formatRatePercent,
  type Haul,
  type HaulQuote,
  type SalesTax,
  salesTaxOnFreight,
  salesTaxTotalCents,
  type TaxPlace,
} from '@freight/domain';
import type { HaulRecord, PlaceRow } from './hauls.repository';

const taxPlaceOf = (row: PlaceRow): TaxPlace => ({
  country: row.country === 'CAN' || row.country === 'USA' ? row.country : null,
  region: row.region,
});

/**
 * The GST/HST/QST on the haul's shipper rate as it stands now (after a boost or an accepted bid, on that price), by
 * the places the geocoder recorded. Computed, never stored: the payment records what it charged. Null while unpriced.
 */
export const salesTaxOfHaul = ({ haul, origin, destination }: HaulRecord): SalesTax | null =>
  haul.shipperRateCents === null
    ? null
    : salesTaxOnFreight({
        amountCents: haul.shipperRateCents,
        origin: taxPlaceOf(origin),
        destination: taxPlaceOf(destination),
      });

export type HaulTaxView = Pick<Haul, 'rate_taxes' | 'total_rate' | 'shipper_total'> & {
  quote: Pick<HaulQuote, 'tax_treatment' | 'taxes'>;
};

/** What a viewer who may not see the shipper's price (a driver) gets: no taxes, they are not the driver's. */
const NO_TAX_VIEW: HaulTaxView = {
  rate_taxes: [],
  total_rate: null,
  shipper_total: null,
  quote: { tax_treatment: null, taxes: [] },
};

/** The haul's taxes in CAD and in the viewer's currency (`exchangeRate`, the one its `rate` was converted at). */
export const taxViewOf = (record: HaulRecord, exchangeRate: CadExchangeRate): HaulTaxView => {
  const tax = salesTaxOfHaul(record);
  const freightCadCents = record.haul.shipperRateCents;
  if (tax === null || freightCadCents === null) return NO_TAX_VIEW;
  const converted = convertTaxedPriceFromCad({ freightCadCents, taxLines: tax.lines, rate: exchangeRate });
  return {
    rate_taxes: converted.taxes,
    total_rate: { ...converted.total, as_of: exchangeRate.asOf },
    shipper_total: { amountCents: freightCadCents + salesTaxTotalCents(tax), currency: 'cad' },
    quote: {
      tax_treatment: tax.treatment,
      taxes: tax.lines.map((line) => ({
        code: line.code,
        region: line.region,
        rate_percent: formatRatePercent(line.rateMilliPercent),
        amountCents: line.amountCents,
      })),
    },
  };
};
