import type { BoostedRate } from './boost';
import { PLATFORM_FEE_PERCENT } from './rates-table';

/**
 * The rate of a load given to a driver through their offer: the offer's amount (CAD cents) becomes the transport
 * rate, as one `accepted_bid` line, and the platform fee follows it as it follows a boost; the lines add up to the
 * shipper rate. Any earlier boost is part of the offer now, so it is dropped.
 */
export const rateFromBid = (amountCents: number): BoostedRate => {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a bid is a positive whole number of cents, got ${amountCents}`);
  }
  const fee = Math.round((amountCents * PLATFORM_FEE_PERCENT) / 100);
  return {
    lines: [
      { code: 'accepted_bid', amountCents },
      { code: 'platform_fee', amountCents: fee },
    ],
    transportRateCents: amountCents,
    shipperRateCents: amountCents + fee,
  };
};
