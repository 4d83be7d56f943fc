import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { hauls } from './hauls';
import { users } from './users';

/**
 * The double-entry ledger (DESIGN.md section 5). Amounts are CAD cents; every transaction's entries sum to zero.
 * Kinds: money that came in through the card gateway, each haul's escrow, each driver's payable, the platform's
 * revenue, money paid out to drivers' banks, money refunded to cards; the sales tax held with each haul's escrow, and
 * the sales tax owed once hauls are delivered.
 */
export const ledgerAccountKind = pgEnum('ledger_account_kind', [
  'gateway_clearing',
  'haul_escrow',
  'driver_payable',
  'platform_revenue',
  'payout_clearing',
  'refund_clearing',
  'haul_tax',
  'sales_tax_payable',
  'payout_held',
]);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    kind: ledgerAccountKind('kind').notNull(),
    /** The haul of an escrow account, the driver (user id) of a payable; null for the platform-wide accounts. */
    ownerId: uuid('owner_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_kind_owner_key')
      .on(table.kind, table.ownerId)
      .where(sql`${table.ownerId} is not null`),
    uniqueIndex('ledger_accounts_kind_platform_key').on(table.kind).where(sql`${table.ownerId} is null`),
  ],
);

export const ledgerTransactionKind = pgEnum('ledger_transaction_kind', [
  'prepayment',
  'completion',
  'payout',
  'refund',
  'subscription',
  'payout_hold',
  'payout_release',
]);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    kind: ledgerTransactionKind('kind').notNull(),
    haulId: uuid('haul_id').references(() => hauls.id, { onDelete: 'restrict' }),
    /** One transaction per business event: a retried or concurrent event finds the key taken and moves no money. */
    eventKey: text('event_key').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_event_key').on(table.eventKey),
    index('ledger_transactions_haul_idx').on(table.haulId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed CAD cents: positive debits the account (money now held there), negative credits it. */
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_nonzero', sql`${table.amountCents} <> 0`),
  ],
);

/** One sales tax as charged: `rateMilliPercent` in thousandths of a percent (5 % is 5000), amount in CAD cents. */
export type StoredTaxLine = { code: string; region: string; rateMilliPercent: number; amountCents: number };

export const paymentPurpose = pgEnum('payment_purpose', ['haul', 'subscription']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);

/**
 * A card payment through the gateway. Card data never reaches this table: only the brand and last four digits the
 * gateway reports. The idempotency key makes a repeated submit find the first attempt instead of charging again.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purpose: paymentPurpose('purpose').notNull(),
    haulId: uuid('haul_id').references(() => hauls.id, { onDelete: 'restrict' }),
    subscriptionLevel: smallint('subscription_level'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the card was charged, in the currency charged. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The same amount in CAD cents (the ledger's currency), at `exchange_rate` CAD per unit. */
    amountCadCents: integer('amount_cad_cents').notNull(),
    exchangeRate: text('exchange_rate').notNull().default('1'),
    /** Of amount_cad_cents, the GST/HST/QST (CAD cents); 0 for plans and untaxed loads. The rest is the freight. */
    taxCadCents: integer('tax_cad_cents').notNull().default(0),
    /** The tax lines behind tax_cad_cents as charged (code, province, rate, CAD cents), for the receipt and invoice. */
    taxLines: jsonb('tax_lines').$type<StoredTaxLine[]>().notNull().default([]),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    status: paymentStatus('status').notNull().default('pending'),
    /** The card company's words on a decline, shown after "Your credit card company said:". */
    failureMessage: text('failure_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refundedCadCents: integer('refunded_cad_cents').notNull().default(0),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Set while one request, in whichever process, is in a gateway call for this payment; a repeat of it waits for
     * that answer instead of calling the gateway alongside (see payments/charge-lease.ts). Null when nobody is.
     */
    chargeLeaseUntil: timestamp('charge_lease_until', { withTimezone: true }),
    /**
     * The invoice number (FD-2026-000123), given in the transaction that marks the payment succeeded, from
     * `invoice_counters`; null while pending or failed.
     */
    invoiceNumber: text('invoice_number'),
  },
  (table) => [
    uniqueIndex('payments_user_idempotency_key').on(table.userId, table.idempotencyKey),
    uniqueIndex('payments_invoice_number_key').on(table.invoiceNumber),
    index('payments_haul_idx').on(table.haulId),
  ],
);

/**
 * The last invoice number given in each calendar year. Not a sequence: a sequence's number is spent even when the
 * transaction rolls back, and invoice numbers must have no gaps. Taking the next number updates this row, which locks
 * it until the payment's transaction ends, so concurrent payments queue for it and a rolled-back one gives its number
 * back.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** `POST /purchase/request_payment/`: the shipper asks to pay another way; staff act on it. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    haulId: uuid('haul_id').references(() => hauls.id, { onDelete: 'cascade' }),
    purpose: paymentPurpose('purpose').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('payment_requests_status_idx').on(table.status, table.createdAt)],
);

export const payoutStatus = pgEnum('payout_status', ['scheduled', 'paid', 'failed', 'held', 'cancelled']);

/**
 * A driver's payable paid to the bank on file, due within 7 days of delivery (spec 1 and 9). `held` while a
 * shipper's problem report is open (the runner pays only `scheduled`); `cancelled` when a refund took all of it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: idColumn(),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: payoutStatus('status').notNull().default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The sandbox or bank rail's reference, and the masked account it went to. */
    reference: text('reference'),
    accountMasked: text('account_masked'),
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payouts_haul_key').on(table.haulId), index('payouts_due_idx').on(table.status, table.dueAt)],
);
