import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

/**
 * The ledger summed for the money page, in SQL (one pass over the entries per figure, whatever the number of loads).
 * Sums come back as text from both drivers (bigint), hence the Number() calls.
 */

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  (await db.execute(query)).rows as T[];

const cents = (value: unknown): number => Number(value ?? 0);

/** Platform-wide totals: what each kind of account holds, and the gateway's money split by what brought it. */
export const sumLedgerTotals = async (db: Database) => {
  const [row] = await rowsOf<Record<string, string | null>>(
    db,
    sql`
      select
        coalesce(sum(e.amount_cents) filter (where a.kind = 'haul_escrow'), 0) as escrow,
        coalesce(sum(e.amount_cents) filter (where a.kind in ('driver_payable', 'payout_held')), 0) as payable_owed,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'payout_clearing'), 0) as paid_out,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'platform_revenue'), 0) as revenue,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'platform_revenue' and t.kind = 'subscription'), 0)
          as revenue_plans,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'haul_tax'), 0) as tax_held,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'sales_tax_payable'), 0) as tax_payable,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'refund_clearing'), 0) as refunds_pending,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'gateway_clearing' and t.kind = 'refund'), 0)
          as refunds_sent,
        coalesce(-sum(e.amount_cents) filter (
          where a.kind = 'gateway_clearing' and t.kind in ('prepayment', 'subscription')
        ), 0) as gateway_in,
        coalesce(sum(e.amount_cents), 0) as entries_sum
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id`,
  );
  const value = (name: string) => cents(row?.[name]);
  return {
    escrow: value('escrow'),
    taxHeld: value('tax_held'),
    taxPayable: value('tax_payable'),
    payableOwed: value('payable_owed'),
    paidOut: value('paid_out'),
    revenue: value('revenue'),
    revenuePlans: value('revenue_plans'),
    refundsPending: value('refunds_pending'),
    refundsSent: value('refunds_sent'),
    gatewayIn: value('gateway_in'),
    entriesSum: value('entries_sum'),
  };
};

/** Succeeded card payments and what their rows say was refunded. */
export const sumPayments = async (db: Database) => {
  const [row] = await rowsOf<{ paid: string | null; refunded: string | null }>(
    db,
    sql`select coalesce(sum(amount_cad_cents), 0) as paid, coalesce(sum(refunded_cad_cents), 0) as refunded
        from payments where status = 'succeeded'`,
  );
  return { paid: cents(row?.paid), refunded: cents(row?.refunded) };
};

export const countUnbalanced = async (db: Database): Promise<number> => {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from (
          select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
          group by t.id having coalesce(sum(e.amount_cents), 0) <> 0
        ) unbalanced`,
  );
  return cents(row?.n);
};

type PersonColumns = { user_id: string; name: string | null; email: string | null; telephone: string | null };

/** Loads whose escrow holds money now, largest first. */
export const listEscrowByHaul = (db: Database) =>
  rowsOf<
    PersonColumns & { haul_id: string; status: string; origin: string | null; destination: string | null; held: string }
  >(
    db,
    sql`
      select h.id as haul_id, h.status, o.name as origin, d.name as destination,
             u.id as user_id, u.name, u.email, u.telephone, sum(e.amount_cents) as held
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join hauls h on h.id = a.owner_id
      join users u on u.id = h.user_id
      left join places o on o.haul_id = h.id and o.role = 'origin'
      left join places d on d.haul_id = h.id and d.role = 'destination'
      where a.kind = 'haul_escrow'
      group by h.id, h.status, o.name, d.name, u.id, u.name, u.email, u.telephone
      having sum(e.amount_cents) <> 0
      order by held desc, h.id
      limit 200`,
  );

/** Each driver's payable: what is still owed and what was paid out, most owed first. */
export const listPayablesByDriver = (db: Database) =>
  rowsOf<PersonColumns & { owed: string; paid_out: string }>(
    db,
    sql`
      select u.id as user_id, u.name, u.email, u.telephone,
             sum(e.amount_cents) as owed,
             coalesce(-sum(e.amount_cents) filter (where t.kind = 'payout'), 0) as paid_out
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
      join users u on u.id = a.owner_id
      where a.kind = 'driver_payable'
      group by u.id, u.name, u.email, u.telephone
      order by owed desc, paid_out desc, u.id
      limit 200`,
  );

type PayoutColumns = PersonColumns & {
  id: string;
  haul_id: string;
  amount_cents: number;
  status: 'scheduled' | 'paid' | 'failed';
  due_at: Date | string;
  paid_at: Date | string | null;
  failure: string | null;
};

const payoutsWhere = (db: Database, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
  rowsOf<PayoutColumns>(
    db,
    sql`
      select p.id, p.haul_id, p.amount_cents, p.status, p.due_at, p.paid_at, p.failure,
             u.id as user_id, u.name, u.email, u.telephone
      from payouts p join users u on u.id = p.driver_user_id
      where ${where}
      order by ${order}, p.id
      limit 100`,
  );

/** Payouts in one status with their driver: scheduled soonest due first, the others most recent first. */
export const listPayouts = (db: Database, status: 'scheduled' | 'paid' | 'failed') =>
  payoutsWhere(
    db,
    sql`p.status = ${status}`,
    status === 'scheduled' ? sql`p.due_at asc` : sql`coalesce(p.paid_at, p.due_at) desc`,
  );

export const findPayout = async (db: Database, payoutId: string): Promise<PayoutColumns | null> =>
  (await payoutsWhere(db, sql`p.id = ${payoutId}`, sql`p.due_at`))[0] ?? null;

/**
 * Refunds of loads' escrow, newest first, with how much of each the card gateway has sent back (card refunds cite
 * the refund's event key in theirs: `card_refund:<payment>:<refund key>`).
 */
export const listRefunds = (db: Database) =>
  rowsOf<{ haul_id: string | null; amount: string; created_at: Date | string; sent: string }>(
    db,
    sql`
      select t.haul_id, t.created_at,
             (select sum(e.amount_cents) from ledger_entries e join ledger_accounts a on a.id = e.account_id
              where e.transaction_id = t.id and a.kind = 'refund_clearing') as amount,
             coalesce((select sum(e.amount_cents) from ledger_transactions c
                       join ledger_entries e on e.transaction_id = c.id
                       join ledger_accounts a on a.id = e.account_id
                       where c.event_key like 'card_refund:%' and c.event_key like '%:' || t.event_key
                         and a.kind = 'gateway_clearing'), 0) as sent
      from ledger_transactions t
      where t.kind = 'refund' and t.event_key like 'refund:%'
      order by t.created_at desc, t.id desc
      limit 100`,
  );

/** Payments still pending that began before `before` (the reconciliation window), oldest first, with their payer. */
export const listUnreconciledPayments = (db: Database, before: Date) =>
  rowsOf<
    PersonColumns & {
      id: string;
      purpose: 'haul' | 'subscription';
      haul_id: string | null;
      amount_cad_cents: string | number;
      created_at: Date | string;
      gateway_reference: string | null;
    }
  >(
    db,
    sql`
      select p.id, p.purpose, p.haul_id, p.amount_cad_cents, p.created_at, p.gateway_reference,
             u.id as user_id, u.name, u.email, u.telephone
      from payments p join users u on u.id = p.user_id
      where p.status = 'pending' and p.created_at < ${before.toISOString()}
      order by p.created_at asc, p.id asc
      limit 100`,
  );
