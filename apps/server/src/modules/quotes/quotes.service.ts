import { BASE_CURRENCY, type Haul, parseCurrencyCode, type QuotePrice, type QuoteRequest } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import type { HaulContext } from '../hauls';
import {
  displayRateFor,
  findHaulRecord,
  type HaulRecord,
  insertHaulRecord,
  priceRequest,
  updateDraftRecord,
  viewHaul,
} from '../hauls';

const loadRecord = async (ctx: HaulContext, haulId: string): Promise<HaulRecord> => {
  const record = await findHaulRecord(ctx.db, haulId);
  if (!record) throw new AppError('not_found', 'No such haul.');
  return record;
};

/**
 * The price a quote would get, for the live price while the user types: the same pricing and the same currency
 * conversion as the stored quote's view (the shipper's side), but nothing written.
 */
export const priceOnly = async (ctx: HaulContext, user: UserRow, request: QuoteRequest): Promise<QuotePrice> => {
  const { haul } = await priceRequest(ctx, user, request);
  const rate = await displayRateFor({
    shipperRateCents: haul.shipperRateCents ?? null,
    currency: parseCurrencyCode(user.currencyChoice) ?? BASE_CURRENCY,
    exchangeRates: ctx.exchangeRates,
  });
  return { outcome: haul.quoteOutcome, rate };
};

/** Prices a new quote and keeps it as a draft haul of the (possibly temporary) user. */
export const createQuote = async (ctx: HaulContext, user: UserRow, request: QuoteRequest): Promise<Haul> => {
  const priced = await priceRequest(ctx, user, request);
  // The haul as written is the haul to show: reading it back would only repeat what the insert returned.
  return viewHaul(ctx, await insertHaulRecord(ctx.db, priced), user);
};

/** Prices a draft again after the user changed a place or the load; only its owner, only while it is a draft. */
export const updateQuote = async (
  ctx: HaulContext,
  { user, haulId, request }: { user: UserRow; haulId: string; request: QuoteRequest },
): Promise<Haul> => {
  const existing = await findHaulRecord(ctx.db, haulId);
  if (!existing || existing.haul.userId !== user.id) throw new AppError('not_found', 'No such haul.');
  const priced = await priceRequest(ctx, user, request);
  const { userId: _owner, ...haul } = priced.haul;
  const updated = await updateDraftRecord(ctx.db, { haulId, userId: user.id, ...priced, haul });
  if (!updated) throw new AppError('haul_not_draft', 'This load is no longer a draft; its quote cannot change.');
  return viewHaul(ctx, await loadRecord(ctx, haulId), user);
};
