import { type Bank, type BankInputSchema, checkBankDetails } from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { fieldProblem } from '../../platform/errors/field-problems';
import { findBankById, saveBankOfDriver } from './bank.repository';
import { loadOwnDriver } from './driver-reader';
import { toBankView } from './driver-view';
import type { DriversContext } from './drivers-context';

/**
 * `PATCH /bank/{id}/`: deposit details checked against the Canadian or US format, stored whole (payouts need them) and
 * answered masked. `id` is the profile's bank row, or the profile itself when it has none yet (made outside the API).
 * Nothing here logs the details: the account number must never reach a log line.
 */
export const saveBank = async (
  ctx: DriversContext,
  { user, bankId, body }: { user: UserRow; bankId: string; body: z.output<typeof BankInputSchema> },
): Promise<Bank> => {
  const bank = await findBankById(ctx.db, bankId);
  const driver = await loadOwnDriver(ctx, user, bank?.driverId ?? bankId);
  const check = checkBankDetails(body, body.country);
  if (!check.ok) {
    const fields = Object.fromEntries(
      Object.entries(check.fields).map(([field, message]) => [field, [fieldProblem('bank_number_invalid', message)]]),
    );
    throw new AppError('validation_failed', 'Some bank details are not valid.', fields);
  }
  const row = await saveBankOfDriver(ctx.db, {
    driverId: driver.id,
    values: {
      country: body.country,
      bankInstitution: check.details.bank_institution,
      bankTransit: check.details.bank_transit,
      bankAccount: check.details.bank_account,
    },
    at: ctx.clock.now(),
  });
  return toBankView(row);
};
