import type { HaulPage, HaulStatus } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { HaulContext } from './haul-context';
import { listHaulRecords } from './hauls.repository';
import { viewHaul } from './view-haul';

/** My Loads' three lists (spec 7: GET /haul/draft/, GET /haul/, GET /haul/haul_history/). */
export const HAUL_LISTS = {
  draft: ['draft'],
  active: ['posted', 'accepted', 'confirmed', 'picked_up'],
  history: ['completed', 'cancelled'],
} as const satisfies Record<string, readonly HaulStatus[]>;

export const listOwnHauls = async (
  ctx: HaulContext,
  { user, list, page, pageSize }: { user: UserRow; list: keyof typeof HAUL_LISTS; page: number; pageSize: number },
): Promise<HaulPage> => {
  const { count, records } = await listHaulRecords(ctx.db, {
    userId: user.id,
    statuses: HAUL_LISTS[list],
    page,
    pageSize,
  });
  const results = await Promise.all(records.map((record) => viewHaul(ctx, record, user)));
  return { count, page, page_size: pageSize, results };
};
