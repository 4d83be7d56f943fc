import { z } from 'zod';
import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSACTION_KINDS } from '../money/ledger-rules';
import { MoneySchema } from '../money/money.schema';

/** Whole CAD cents, never negative: amounts the ledger views report. */
const cadCents = z.int().nonnegative();
const isoDateTime = z.iso.datetime({ offset: true });

/** One ledger line as a party to the haul sees it: the account's kind and the signed CAD cents it moved. */
export const LedgerEntryViewSchema = z
  .object({ account: z.enum(LEDGER_ACCOUNT_KINDS), amount: z.int() })
  .meta({ id: 'LedgerEntryView' });

export const LedgerTransactionViewSchema = z
  .object({ kind: z.enum(LEDGER_TRANSACTION_KINDS), created: isoDateTime, entries: z.array(LedgerEntryViewSchema) })
  .meta({ id: 'LedgerTransactionView' });
export type LedgerTransactionView = z.infer<typeof LedgerTransactionViewSchema>;

/** `held` while a problem report on the load is open; `cancelled` when a refund took all of it (issue 23 part 4). */
export const PAYOUT_STATUSES = ['scheduled', 'paid', 'failed', 'held', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The driver's payout for the haul; `failure` (why it was not sent) is shown to the driver and staff only. */
export const HaulPayoutViewSchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES),
    due_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
    /** CAD cents. */
    amount: cadCents,
    failure: z.string().nullable(),
  })
  .meta({ id: 'HaulPayoutView' });

/**
 * `GET /haul/{id}/money/` (beyond the spec): where the haul's money is. Prepaid money sits in escrow until delivery
 * releases it (`released`) to the driver's payable and platform revenue, or a cancellation refunds it.
 */
export const HaulMoneySchema = z
  .object({
    /** What the cards paid for the haul: the freight and the sales tax on it. */
    paid_cad_cents: cadCents,
    /**
     * What the shipper's cards were charged for the haul in the currency charged (their currency choice when they
     * paid), so a shipper paying in US dollars reads the US$ amount on their statement. For the shipper and staff;
     * null for the driver, before any charge, or when the charges were made in more than one currency.
     */
    charged: MoneySchema.nullable(),
    /** The freight held until delivery (what the driver and the platform fee are paid from). */
    escrow_cad_cents: cadCents,
    /** The GST/HST/QST held beside the escrow until delivery makes it payable, or a refund returns it. */
    tax_held_cad_cents: cadCents,
    released: z.boolean(),
    /** What went back to the cards: freight and tax. */
    refunded_cad_cents: cadCents,
    payout: HaulPayoutViewSchema.nullable(),
    transactions: z.array(LedgerTransactionViewSchema),
  })
  .meta({ id: 'HaulMoney' });
export type HaulMoney = z.infer<typeof HaulMoneySchema>;

/** `POST /admin/hauls/{id}/refund/`: what this call refunded (0 when it was refunded before) and the haul's money. */
export const StaffRefundResponseSchema = z
  .object({ refunded_now_cad_cents: cadCents, money: HaulMoneySchema })
  .meta({ id: 'StaffRefundResponse' });
export type StaffRefundResponse = z.infer<typeof StaffRefundResponseSchema>;

/** `GET /admin/ledger/`: balances by account kind, the zero-sum check, and payouts that could not be sent. */
export const StaffLedgerSchema = z
  .object({
    balances: z.array(
      z.object({ kind: z.enum(LEDGER_ACCOUNT_KINDS), accounts: z.int().nonnegative(), balance_cad_cents: z.int() }),
    ),
    /** The sum of every entry; 0 whenever the ledger is sound. */
    entries_sum_cad_cents: z.int(),
    /** Transactions whose entries do not sum to zero; 0 whenever the ledger is sound. */
    unbalanced_transactions: z.int().nonnegative(),
    balanced: z.boolean(),
    failed_payouts: z.array(
      z.object({
        id: z.string(),
        haul_id: z.string(),
        driver_user_id: z.string(),
        amount: cadCents,
        due_at: isoDateTime,
        failure: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'StaffLedger' });
export type StaffLedger = z.infer<typeof StaffLedgerSchema>;
