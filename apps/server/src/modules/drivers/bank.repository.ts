import { eq } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { BankRow } from './drivers.repository';

export type BankValues = Pick<BankRow, 'country' | 'bankInstitution' | 'bankTransit' | 'bankAccount'>;

export const findBankById = async (db: Database, bankId: string): Promise<BankRow | null> => {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, bankId)).limit(1);
  return row ?? null;
};

/** One bank row per driver (unique index): written in place, or made for a profile that predates the rule. */
export const saveBankOfDriver = async (
  db: Database,
  { driverId, values, at }: { driverId: string; values: BankValues; at: Date },
): Promise<BankRow> => {
  const [row] = await db
    .insert(bankAccounts)
    .values({ driverId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: bankAccounts.driverId, set: { ...values, updatedAt: at } })
    .returning();
  if (!row) throw new Error('bank upsert returned no row');
  return row;
};
