import { type CurrencyCode, type FieldCode, getMinorDigits } from '@freight/domain';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import type { HaulContext } from '../hauls';
import { type BidRecord, findBidRecord, isExpired } from '../hauls';

/** What anyone who may not see a bid is told: it does not exist (DESIGN.md 3, 404 "not yours to see"). */
export const NO_BID = 'No such bid.';

export const invalid = (field: string, code: FieldCode, message: string) =>
  new AppError('validation_failed', message, fieldError(field, code, message));

/**
 * An amount in whole units of `currency` as its minor units (cents; yen and won have none); anything finer than the
 * currency's smallest unit is refused rather than silently rounded.
 */
export const toMinorUnits = (amount: number, currency: CurrencyCode = 'cad'): number => {
  const perUnit = 10 ** getMinorDigits(currency);
  const minor = Math.round(amount * perUnit);
  if (Math.abs(amount * perUnit - minor) > 1e-6)
    throw invalid('amount', 'amount_in_cents', 'Enter the amount in dollars and cents.');
  return minor;
};

export const loadBid = async (ctx: Pick<HaulContext, 'db'>, bidId: string): Promise<BidRecord> => {
  const record = await findBidRecord(ctx.db, bidId);
  if (!record) throw new AppError('not_found', NO_BID);
  return record;
};

/** Why an action on a bid found it no longer standing: expired, or withdrawn, accepted or declined meanwhile. */
export const bidGone = (record: BidRecord, now: Date): AppError =>
  record.bid.status === 'active' && isExpired(record.bid.expiresAt, now)
    ? new AppError('bid_expired', 'This offer has expired.')
    : new AppError('bid_not_active', `This offer is no longer active: it was ${record.bid.status}.`);
