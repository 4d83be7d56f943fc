import {
  BASE_CURRENCY,
  type CurrencyCode,
  convertFromCad,
  type Haul,
  PRICE_BEAT_OFFER_CAD_CENTS,
  parseCurrencyCode,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { displayRateFor } from './display-rate';
import { isShipperSide } from './haul-access';
import type { HaulContext } from './haul-context';
import { haulPartiesFor } from './haul-parties';
import { taxViewOf } from './haul-taxes';
import { toHaulView } from './haul-view';
import { findHaulRecord, type HaulRecord } from './hauls.repository';
import { placesFor } from './private-place-details';

/**
 * What only the shipper's side sees of a priced haul, converted at the same dated rate as its `rate`: the taxes (CAD
 * and converted) and the price-beat offer, so a USD viewer reads US$ where the quote is in US$.
 */
const withShipperMoney = async (
  ctx: HaulContext,
  { view, record, currency }: { view: Haul; record: HaulRecord; currency: CurrencyCode },
): Promise<Haul> => {
  if (record.haul.shipperRateCents === null) return view;
  const exchangeRate = await ctx.exchangeRates.getCadRate(currency);
  const taxes = taxViewOf(record, exchangeRate);
  const priceBeat = convertFromCad(PRICE_BEAT_OFFER_CAD_CENTS, exchangeRate);
  return { ...view, ...taxes, price_beat: priceBeat, quote: { ...view.quote, ...taxes.quote } };
};

/**
 * A haul as `viewer` sees it, `rate` in their currency. The shipper and staff see what the shipper pays and how it
 * is made up; anyone else (drivers) sees only what the load pays the driver: `rate` is then the transport rate, and
 * the shipper rate and the quote's lines (the platform fee among them) are withheld.
 */
export const viewHaul = async (ctx: HaulContext, record: HaulRecord, viewer: UserRow): Promise<Haul> => {
  const seesShipperPrice = isShipperSide(viewer, record.haul);
  const currency = parseCurrencyCode(viewer.currencyChoice) ?? BASE_CURRENCY;
  const [rate, parties] = await Promise.all([
    displayRateFor({
      shipperRateCents: seesShipperPrice ? record.haul.shipperRateCents : record.haul.transportRateCents,
      currency,
      exchangeRates: ctx.exchangeRates,
    }),
    haulPartiesFor(ctx.db, { record, viewer, now: ctx.clock.now() }),
  ]);
  const view = toHaulView(record, rate, ctx.storage, parties);
  const priced = seesShipperPrice
    ? await withShipperMoney(ctx, { view, record, currency })
    : { ...view, shipper_rate: null, quote: { ...view.quote, lines: [] } };
  return placesFor(priced, viewer, record.haul.driverUserId);
};

/** The haul as it is now, read again after a change: what every answer that changed a haul sends back. */
export const viewHaulById = async (ctx: HaulContext, haulId: string, viewer: UserRow): Promise<Haul> => {
  const record = await findHaulRecord(ctx.db, haulId);
  if (!record) throw new AppError('not_found', 'No such haul.');
  return viewHaul(ctx, record, viewer);
};
