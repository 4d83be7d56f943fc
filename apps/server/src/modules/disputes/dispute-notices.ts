import type { NoticeKind } from '@freight/domain';
import type { Database } from '../../platform/db/database';
import { deliverNotice, type NoticesContext, type PendingNotice, recordNotice } from '../notices';

/**
 * Tells the load's parties about their case in their own language (notices, email, text, push as each chose), in
 * the transaction that changed it; `send` after the commit delivers what was queued.
 */
export const queueDisputeNotices = async (
  tx: Database,
  ctx: NoticesContext,
  {
    kind,
    haulId,
    load,
    name,
    userIds,
  }: { kind: NoticeKind; haulId: string; load: string; name?: string; userIds: (string | null)[] },
): Promise<PendingNotice[]> => {
  const pending: PendingNotice[] = [];
  for (const userId of userIds) {
    if (!userId) continue;
    pending.push(
      await recordNotice(tx, ctx, {
        userId,
        kind,
        data: { haul_id: haulId, load, ...(name && { name }) },
        link: `/job/${haulId}`,
      }),
    );
  }
  return pending;
};

export const sendDisputeNotices = async (ctx: NoticesContext, pending: PendingNotice[]): Promise<void> => {
  for (const notice of pending) await deliverNotice(ctx, notice);
};
