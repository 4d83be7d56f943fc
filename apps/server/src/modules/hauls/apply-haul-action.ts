import { HAUL_RULES, type HaulAction, type HaulActor, type HaulStatus } from '@freight/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { hauls } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { publishHaulStatus } from './haul-status-events';
import type { NewHaul } from './hauls.repository';

/** The columns that move with an action (driver, times, price, delivery code); `status` is the table's to set. */
export type HaulActionChanges = Omit<Partial<NewHaul>, 'status'>;

export type ApplyHaulActionOptions = {
  haulId: string;
  action: HaulAction;
  actor: HaulActor;
  changes?: HaulActionChanges;
  /**
   * The status the caller read and decided on: the move then happens only if the haul is still there, so a decision
   * taken on a stale read changes nothing. Without it, any status in the rule's `from` will do.
   */
  readStatus?: HaulStatus;
  /** Only while this driver holds the load: a move decided on a stale read (it changed hands) changes nothing. */
  driverUserId?: string;
  /** A further condition of the same UPDATE (e.g. the delivery code is not locked). */
  also?: SQL;
};

export type AppliedHaulAction =
  | { ok: true; haul: { id: string; userId: string; driverUserId: string | null; transportRateCents: number | null } }
  | { ok: false; reason: 'wrong_actor' | 'wrong_status' };

/**
 * The one code that writes a haul's `status` (a source scan in haul-status-writes.test.ts keeps it so). `from` and
 * `to` come from HAUL_RULES, and the move is a single conditional UPDATE ... WHERE status IN (from), so of two
 * racing moves the database lets exactly one through. A refusal changes nothing; the caller turns it into its own
 * 409 with the words that fit its use case. Actions whose `to` is null update `changes` under the same condition.
 */
export const applyHaulAction = async (
  db: Database,
  { haulId, action, actor, changes = {}, readStatus, driverUserId, also }: ApplyHaulActionOptions,
): Promise<AppliedHaulAction> => {
  const rule = HAUL_RULES[action];
  if (!(rule.by as readonly HaulActor[]).includes(actor)) return { ok: false, reason: 'wrong_actor' };
  const from = (rule.from as readonly HaulStatus[]).filter(
    (status) => readStatus === undefined || status === readStatus,
  );
  if (from.length === 0) return { ok: false, reason: 'wrong_status' };
  const conditions: SQL[] = [eq(hauls.id, haulId), inArray(hauls.status, from)];
  if (driverUserId !== undefined) conditions.push(eq(hauls.driverUserId, driverUserId));
  if (also) conditions.push(also);
  const [row] = await db
    .update(hauls)
    .set(rule.to === null ? changes : { ...changes, status: rule.to })
    .where(and(...conditions))
    .returning({
      id: hauls.id,
      userId: hauls.userId,
      driverUserId: hauls.driverUserId,
      transportRateCents: hauls.transportRateCents,
    });
  if (!row) return { ok: false, reason: 'wrong_status' };
  // Every status move passes here: the one place its parties are told. A resumed draft that was a draft is no move.
  if (rule.to !== null && !(from.length === 1 && from[0] === rule.to)) {
    await publishHaulStatus(db, {
      haulId,
      status: rule.to,
      shipperUserId: row.userId,
      // The driver is told even when the move takes the load from them (turned down).
      driverUserIds: [...new Set([driverUserId ?? null, row.driverUserId])],
    });
  }
  return { ok: true, haul: row };
};
