import type { CountryCode } from '../geo/regions';
import { FEDERAL_RATES, QST_RATE } from './sales-tax-rates';

/**
 * GST/HST and QST on a freight transportation service, by where the load starts and ends.
 *
 * Place-of-supply rules, each read 2026-11-26:
 * - Inside Canada the supply is made in the province of the destination: HST there if it is a participating
 *   province, GST otherwise. CRA, "GST/HST and place of supply rules - Freight transportation services" (the rule
 *   of Technical Information Bulletin B-103, June 2010), whose example 1 is Manitoba -> Ontario taxed at Ontario's
 *   HST; read in a copy of the CRA page at
 *   https://taxinterpretations.com/cra/website/old/tx/bsnss/tpcs/gst-tps/gnrl/hst-tvh/srvcs/trnsprttn-eng
 * - Freight with its origin or destination outside Canada is international freight, zero-rated for GST/HST and QST
 *   (Excise Tax Act, Schedule VI, Part VII; CRA GST/HST Memorandum 28-2, Freight Transportation Services, August
 *   2017; Revenu Québec, "Freight Transportation Services": "international freight transportation services are
 *   zero-rated under both the GST and QST systems"). A load that never enters Canada is no supply made in Canada.
 * - QST only when both ends are in Quebec. From elsewhere in Canada into Quebec the service is deemed supplied
 *   outside Quebec (a Quebec recipient self-assesses the QST unless it is for its commercial activities); from Quebec
 *   out of the province it is zero-rated for QST. Revenu Québec, "Freight Transportation Services":
 *   https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/special-cases-gsthst-and-qst/transportation-applying-the-gst-and-qst/freight-carriers/freight-transportation-services/
 *
 * The platform bills the shipper for the whole move (spec 1: it sells the transport, prepaid), so the shipper rate,
 * platform fee included, is the taxable amount. A load to a place inside Canada that is part of a continuous
 * movement from or to another country could also be zero-rated, but only with the shipper's documents; a quote
 * cannot know that, so a domestic quote is taxed.
 */

export const SALES_TAX_CODES = ['gst', 'hst', 'qst'] as const;
export type SalesTaxCode = (typeof SALES_TAX_CODES)[number];

/** Why a quote carries the taxes it does; the web explains each in the user's language. */
export const SALES_TAX_TREATMENTS = [
  'taxable',
  'zero_rated_international',
  'outside_canada',
  /** A Canadian end whose province is unknown: no rate can be chosen without guessing. */
  'undetermined',
] as const;
export type SalesTaxTreatment = (typeof SALES_TAX_TREATMENTS)[number];

export type TaxPlace = { country: CountryCode | null; region: string | null };

export type SalesTaxLine = {
  code: SalesTaxCode;
  /** The province whose rate applies: the destination's. */
  region: string;
  /** Thousandths of a percent: 5 % is 5000. */
  rateMilliPercent: number;
  /** CAD cents. */
  amountCents: number;
};

export type SalesTax = { treatment: SalesTaxTreatment; lines: SalesTaxLine[] };

const MILLI_PERCENT_PER_WHOLE = 100_000;

/**
 * Tax on a non-negative number of cents at a rate in thousandths of a percent, half a cent or more rounding up
 * (Revenu Québec, "Calculating the Taxes"). Integer arithmetic: exact below 9e10 cents, far past any load.
 */
const taxCents = (amountCents: number, rateMilliPercent: number): number =>
  Math.floor((amountCents * rateMilliPercent + MILLI_PERCENT_PER_WHOLE / 2) / MILLI_PERCENT_PER_WHOLE);

/**
 * The GST/HST and QST lines on a freight service of `amountCents` (CAD cents, the shipper rate) from `origin` to
 * `destination`, in the order an invoice lists them (federal first, then QST). No lines unless `treatment` is
 * 'taxable'. Throws RangeError when amountCents is not a non-negative safe integer.
 */
export const salesTaxOnFreight = ({
  amountCents,
  origin,
  destination,
}: {
  amountCents: number;
  origin: TaxPlace;
  destination: TaxPlace;
}): SalesTax => {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative safe integer, got ${amountCents}`);
  }
  const startsInCanada = origin.country === 'CAN';
  const endsInCanada = destination.country === 'CAN';
  if (!startsInCanada && !endsInCanada) return { treatment: 'outside_canada', lines: [] };
  if (!startsInCanada || !endsInCanada) return { treatment: 'zero_rated_international', lines: [] };
  const federal = destination.region ? FEDERAL_RATES[destination.region] : undefined;
  if (!destination.region || !federal || !origin.region) return { treatment: 'undetermined', lines: [] };
  const region = destination.region;
  const lines: SalesTaxLine[] = [
    {
      code: federal.kind,
      region,
      rateMilliPercent: federal.rateMilliPercent,
      amountCents: taxCents(amountCents, federal.rateMilliPercent),
    },
  ];
  if (origin.region === 'QC' && region === 'QC') {
    // On the price without the GST, so computed from amountCents, not from amountCents plus the GST line.
    lines.push({
      code: 'qst',
      region,
      rateMilliPercent: QST_RATE.rateMilliPercent,
      amountCents: taxCents(amountCents, QST_RATE.rateMilliPercent),
    });
  }
  return { treatment: 'taxable', lines };
};

/** The sum of the tax lines, CAD cents. */
export const salesTaxTotalCents = (tax: Pick<SalesTax, 'lines'>): number =>
  tax.lines.reduce((sum, line) => sum + line.amountCents, 0);

/** A rate in thousandths of a percent as the decimal percent printed on an invoice: 5000 -> "5", 9975 -> "9.975". */
export const formatRatePercent = (rateMilliPercent: number): string => {
  const whole = Math.trunc(rateMilliPercent / 1000);
  const fraction = (rateMilliPercent % 1000).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};
