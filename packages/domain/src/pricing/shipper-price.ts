import { type CadExchangeRate, convertFromCad } from '../money/convert-currency';
import type { Money } from '../money/money';
import { rateFromBid } from './bid-rate';
import { formatRatePercent, type SalesTaxCode, salesTaxOnFreight, type TaxPlace } from './sales-tax';

/** One sales tax on the shipper's price: which, where, at what rate ("5", "9.975"), and how much. */
export type ShipperPriceTax = { code: SalesTaxCode; region: string; ratePercent: string; amount: Money };

/**
 * What a shipper pays for a load and why, in the currency their card is charged in: the driver's price, the
 * platform's service fee, each sales tax, and the total. The parts add up to `total` exactly.
 */
export type ShipperPrice = {
  /** What the driver is paid (the transport rate, or the accepted offer). */
  driver: Money;
  /** The platform's service fee on top of the driver's price. */
  fee: Money;
  taxes: ShipperPriceTax[];
  /** What the card is charged: the same amount the payment converts and charges. */
  total: Money;
  /** `total` in CAD, the amount the ledger records; equal to `total` for a CAD shipper. */
  totalCad: Money;
};

export type ShipperPriceInCad = {
  /** The driver's price, CAD cents. */
  transportRateCadCents: number;
  /** The driver's price plus the platform fee, CAD cents (the shipper rate the taxes are computed on). */
  shipperRateCadCents: number;
  /** GST/HST then QST on the shipper rate, CAD cents each. */
  taxes: readonly { code: SalesTaxCode; region: string; ratePercent: string; amountCents: number }[];
};

/**
 * A CAD price in the shipper's currency at `rate` (null: the shipper pays in CAD). Each part is the difference of
 * converted running totals, so the parts add up to the total, and the total is the one conversion of the whole that
 * the payment makes (pay.service converts shipper rate plus taxes with the stored rate): what the shipper reads is
 * what the card is charged, to the cent. Throws RangeError as convertFromCad does (amounts not safe integers, a bad
 * rate) or when the shipper rate is below the driver's price.
 */
export const shipperPriceInCurrency = (price: ShipperPriceInCad, rate: CadExchangeRate | null): ShipperPrice => {
  const { transportRateCadCents, shipperRateCadCents } = price;
  if (shipperRateCadCents < transportRateCadCents) {
    throw new RangeError(`shipper rate ${shipperRateCadCents} is below the driver's price ${transportRateCadCents}`);
  }
  const convert = (cadCents: number): Money =>
    rate ? convertFromCad(cadCents, rate) : { amountCents: cadCents, currency: 'cad' };
  const minus = (a: Money, b: Money): Money => ({ amountCents: a.amountCents - b.amountCents, currency: a.currency });
  const driver = convert(transportRateCadCents);
  const freight = convert(shipperRateCadCents);
  let runningCadCents = shipperRateCadCents;
  let previous = freight;
  const taxes = price.taxes.map(({ code, region, ratePercent, amountCents }) => {
    runningCadCents += amountCents;
    const running = convert(runningCadCents);
    const amount = minus(running, previous);
    previous = running;
    return { code, region, ratePercent, amount };
  });
  return {
    driver,
    fee: minus(freight, driver),
    taxes,
    total: previous,
    totalCad: { amountCents: runningCadCents, currency: 'cad' },
  };
};

/**
 * What the shipper would pay if they took a driver's offer of `bidCadCents`: the offer becomes the driver's price,
 * the platform fee follows it (rateFromBid, as accepting the offer prices it), and the sales tax is on that shipper
 * rate by the load's places (as the payment computes it). Throws RangeError for a bid that is not a positive whole
 * number of cents, or as shipperPriceInCurrency does.
 */
export const shipperPriceOfBid = ({
  bidCadCents,
  origin,
  destination,
  rate,
}: {
  bidCadCents: number;
  origin: TaxPlace;
  destination: TaxPlace;
  rate: CadExchangeRate | null;
}): ShipperPrice => {
  const { transportRateCents, shipperRateCents } = rateFromBid(bidCadCents);
  const tax = salesTaxOnFreight({ amountCents: shipperRateCents, origin, destination });
  const taxes = tax.lines.map((line) => ({
    code: line.code,
    region: line.region,
    ratePercent: formatRatePercent(line.rateMilliPercent),
    amountCents: line.amountCents,
  }));
  return shipperPriceInCurrency(
    { transportRateCadCents: transportRateCents, shipperRateCadCents: shipperRateCents, taxes },
    rate,
  );
};
