import { HAUL_STATUS, type HaulPage, type HaulStatus, statusesAwaiting } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { HaulContext } from './haul-context';
import { listHaulRecords } from './hauls.repository';
import { viewHaul } from './view-haul';

/** My Loads' three lists (spec 7: GET /haul/draft/, GET /haul/, GET /haul/haul_history/). */
export const HAUL_LISTS = {
  draft: [HAUL_STATUS.draft],
  active: [HAUL_STATUS.posted, HAUL_STATUS.accepted, HAUL_STATUS.confirmed, HAUL_STATUS.picked_up],
  history: [HAUL_STATUS.completed, HAUL_STATUS.cancelled],
} as const satisfies Record<string, readonly HaulStatus[]>;

export const listOwnHauls = async (
  ctx: HaulContext,
  { user, list, page, pageSize }: { user: UserRow; list: keyof typeof HAUL_LISTS; page: number; pageSize: number },
): Promise<HaulPage> => {
  const { count, records } = await listHaulRecords(ctx.db, {
    userId: user.id,
    statuses: HAUL_LISTS[list],
    // A load a driver accepted waits on its shipper to confirm and pay: it leads the list, whatever page size.
    firstStatuses: statusesAwaiting('shipper'),
    page,
    pageSize,
  });
  const results = await Promise.all(records.map((record) => viewHaul(ctx, record, user)));
  return { count, page, page_size: pageSize, results };
};
