import {
  type Bid,
  type CadExchangeRate,
  type Haul,
  type ShipperPrice,
  shipperPriceInCurrency,
  shipperPriceOfBid,
} from '@freight/domain';

/**
 * What the shipper pays for the haul as it stands (its posted, boosted or accepted-offer price), in their currency
 * at `rate`: the driver's price, the service fee, the sales tax and the total the payment charges. Null while the
 * haul has no price (open to offers) or its price is withheld from this viewer.
 */
export const shipperPriceOfHaul = (
  haul: Pick<Haul, 'shipper_rate' | 'transport_rate' | 'quote'>,
  rate: CadExchangeRate | null,
): ShipperPrice | null => {
  const { shipper_rate: shipperRate, transport_rate: transportRate } = haul;
  if (!shipperRate || !transportRate || shipperRate.amountCents < transportRate.amountCents) return null;
  return shipperPriceInCurrency(
    {
      transportRateCadCents: transportRate.amountCents,
      shipperRateCadCents: shipperRate.amountCents,
      taxes: haul.quote.taxes.map((tax) => ({
        code: tax.code,
        region: tax.region,
        ratePercent: tax.rate_percent,
        amountCents: tax.amountCents,
      })),
    },
    rate,
  );
};

/** What the shipper would pay if they took this offer: its amount, the fee on it and the tax by the haul's places. */
export const shipperPriceOfOffer = (
  haul: Pick<Haul, 'origin' | 'destination'>,
  bid: Pick<Bid, 'amount'>,
  rate: CadExchangeRate | null,
): ShipperPrice | null => {
  // Offers are made in CAD (POST /bid/); anything else would be a contract change this must not guess at.
  if (bid.amount.currency !== 'cad' || bid.amount.amountCents <= 0) return null;
  return shipperPriceOfBid({
    bidCadCents: bid.amount.amountCents,
    origin: haul.origin,
    destination: haul.destination,
    rate,
  });
};
