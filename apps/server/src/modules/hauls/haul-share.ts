import type { Haul } from '@freight/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { haulShares } from '../../db/schema';
import type { UserRow } from '../../platform/auth/auth-hook';
import { generateCode, hashSecret } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';

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

/** The emailed quote: what is moved where, the price, and the link that claims it. */
export const quoteShareEmail = ({
  to,
  haul,
  price,
  priceWithTaxes,
  link,
  sharedByName,
}: {
  to: string;
  haul: Haul;
  price: string | null;
  /** The price with its GST/HST/QST, formatted; null when no tax applies. */
  priceWithTaxes: string | null;
  link: string;
  sharedByName: string;
}) => ({
  to,
  subject: `Your quote: ${haul.load.make_model}, ${haul.origin.name} to ${haul.destination.name}`,
  text: [
    sharedByName ? `${sharedByName} sent you this quote.` : 'Here is the quote you asked for.',
    '',
    `Load: ${haul.load.make_model}`,
    `From: ${haul.origin.name}`,
    `To: ${haul.destination.name}`,
    `Road distance: ${Math.round(haul.route.distance_m / 1000)} km`,
    price
      ? `Price: ${price}${priceWithTaxes ? ` (${priceWithTaxes} with taxes)` : ''}, prepaid and held until delivery. ` +
        'Rates assume a minimum of 1 hour each for loading and unloading.'
      : 'This load needs drivers to bid on it, or a call to our office.',
    '',
    'Open the quote to ship it, send it for bids or change it:',
    link,
  ].join('\n'),
});
