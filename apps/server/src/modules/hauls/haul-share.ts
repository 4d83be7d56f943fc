import type { Haul } from '@freight/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { haulShares } from '../../db/schema';
import type { UserRow } from '../../platform/auth/auth-hook';
import { generateCode, hashSecret } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import { renderEmail } from '../../platform/mail/email-layout';
import { type EmailReader, formatDistanceForReader } from '../../platform/mail/email-reader';
import type { MailMessage } from '../../platform/mail/mailer';

/** Records an emailed quote and returns the secret its link carries (only the hash is kept). */
export const createShare = async (
  db: Database,
  { haulId, sharedBy, email }: { haulId: string; sharedBy: UserRow; email: string },
): Promise<string> => {
  const code = generateCode();
  await db.insert(haulShares).values({ haulId, sharedBy: sharedBy.id, email, codeHash: hashSecret(code) });
  return code;
};

export const findShare = async (db: Database, { haulId, code }: { haulId: string; code: string }) => {
  const [row] = await db
    .select()
    .from(haulShares)
    .where(and(eq(haulShares.haulId, haulId), eq(haulShares.codeHash, hashSecret(code))));
  return row ?? null;
};

/** Marks the share claimed by `userId`; false when someone else claimed it first (one conditional update). */
export const markShareClaimed = async (
  db: Database,
  { shareId, userId, claimedHaulId, at }: { shareId: string; userId: string; claimedHaulId: string; at: Date },
): Promise<boolean> => {
  const rows = await db
    .update(haulShares)
    .set({ claimedBy: userId, claimedHaulId, claimedAt: at })
    .where(and(eq(haulShares.id, shareId), isNull(haulShares.claimedAt)))
    .returning({ id: haulShares.id });
  return rows.length > 0;
};

/** The emailed quote: what is moved where, the price, and the link that claims it, in the sharer's language. */
export const quoteShareEmail = ({
  reader,
  to,
  haul,
  price,
  priceWithTaxes,
  link,
  sharedByName,
}: {
  reader: EmailReader;
  to: string;
  haul: Haul;
  /** Formatted in the sharer's currency and language, as the quote screen shows it. */
  price: string | null;
  /** The price with its GST/HST/QST, formatted; null when no tax applies. */
  priceWithTaxes: string | null;
  link: string;
  sharedByName: string;
}): MailMessage =>
  renderEmail(reader, to, (t) => {
    const places = { load: haul.load.make_model, from: haul.origin.name, to: haul.destination.name };
    const priceText =
      price && (priceWithTaxes ? t('quoteShare.priceWithTaxes', { price, total: priceWithTaxes }) : price);
    return {
      subject: t('quoteShare.subject', places),
      blocks: [
        {
          kind: 'paragraph',
          text: sharedByName ? t('quoteShare.sentBy', { name: sharedByName }) : t('quoteShare.asked'),
        },
        {
          kind: 'facts',
          rows: [
            { label: t('quoteShare.load'), value: places.load },
            { label: t('quoteShare.from'), value: places.from },
            { label: t('quoteShare.to'), value: places.to },
            { label: t('quoteShare.distance'), value: formatDistanceForReader(reader, haul.route.distance_m) },
            ...(priceText ? [{ label: t('quoteShare.price'), value: priceText }] : []),
          ],
        },
        { kind: 'paragraph', text: priceText ? t('quoteShare.terms') : t('quoteShare.noPrice') },
        { kind: 'action', label: t('quoteShare.action'), url: link },
      ],
    };
  });
