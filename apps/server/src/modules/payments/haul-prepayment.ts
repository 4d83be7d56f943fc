import type { Database } from '../../platform/db/database';
import { escrowBalance } from '../ledger';

/**
 * Whether the load's prepayment is held: its escrow has money. The ledger, not the payments table, is the truth here:
 * a refund (cancellation) empties the escrow, so a load brought back and accepted again is paid for again.
 */
export const isHaulPrepaid = async (db: Database, haulId: string): Promise<boolean> =>
  (await escrowBalance(db, haulId)) > 0;
