import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';

/**
 * How long an uploaded picture may wait for what it was uploaded for. Every picture is uploaded just before the
 * request that uses it (a load's post, a chat message, an inspection sent when the signal returns, a problem report),
 * so a week is far past any real wait; what is still unused then was left behind by a refused or abandoned request.
 */
export const ORPHAN_AFTER_DAYS = 7;

/** Rows one round deletes per statement, so a backlog never holds a long lock. */
const BATCH = 500;

/**
 * What each purpose's picture is used by; a picture none of these name is an orphan. Pictures sit below the modules
 * that attach them, so these reads name their tables, as picture-links.repository.ts does.
 */
const UNUSED = sql`(
  (p.purpose = 'haul' and p.haul_id is null)
  or (p.purpose = 'chat' and not exists (select 1 from chat_message_pictures c where c.picture_id = p.id))
  or (p.purpose = 'inspection' and not exists (select 1 from haul_inspection_photos i where i.picture_id = p.id))
  or (p.purpose = 'dispute' and not exists (select 1 from dispute_pictures d where d.picture_id = p.id))
  or (p.purpose = 'profile' and not exists (select 1 from users u where u.profile_picture_id = p.id))
)`;

/**
 * Deletes pictures uploaded more than `ORPHAN_AFTER_DAYS` ago that nothing uses (a driver's inspection photos sent
 * with a move the server then refused, a report's photos never reported, a visitor's load pictures never posted), and
 * then their files. They are private photos of people's equipment and yards, kept for no purpose. A row is deleted
 * first and its files after the commit: a crash between leaves files no row names, never a row without its files.
 * SKIP LOCKED lets two processes prune at once; a picture being attached right now is locked by that request.
 */
export const pruneOrphanPictures = async (
  { db, storage }: { db: Database; storage: FileStorage },
  now: Date,
): Promise<{ deleted: number }> => {
  const before = new Date(now.getTime() - ORPHAN_AFTER_DAYS * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const result = await db.execute<{ thumb_key: string; large_key: string }>(sql`
      delete from pictures where id in (
        select p.id from pictures p
        where p.created_at < ${before}::timestamptz and ${UNUSED}
        limit ${BATCH}
        for update skip locked
      )
      returning thumb_key, large_key`);
    const { rows } = result;
    await Promise.allSettled(rows.flatMap((row) => [storage.delete(row.thumb_key), storage.delete(row.large_key)]));
    deleted += rows.length;
    if (rows.length < BATCH) return { deleted };
  }
};
