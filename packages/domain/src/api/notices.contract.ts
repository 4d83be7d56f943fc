import { z } from 'zod';
import { ChatKindSchema } from './chat.schema';

/**
 * What an in-app notice (and its email and text) is about. Named notices because the spec's Notification is a
 * driver's saved search. `bid_accepted` tells the bidder the shipper took their offer; `driver_rejected` tells a
 * driver the shipper chose someone else. `bid_countered` tells the bidder the shipper countered their offer;
 * `counter_declined` tells the shipper the driver kept their own price.
 */
export const NOTICE_KINDS = [
  'new_message',
  'new_bid',
  'driver_accepted',
  'bid_accepted',
  'bid_countered',
  'counter_declined',
  'driver_confirmed',
  'driver_rejected',
  'payment',
  'delivery',
  'review',
  'dispute_opened',
  'dispute_response',
  'dispute_resolved',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * The parameters of a notice's translated text, all optional so an older notice still reads: `load` is the load's
 * make and model, `amount` minor units of `currency`. Never a delivery code or card data.
 */
export const NoticeDataSchema = z
  .object({
    haul_id: z.string(),
    chat_id: z.string(),
    load: z.string(),
    name: z.string().meta({ description: 'the other party: the driver, shipper, reviewer or sender' }),
    title: z.string(),
    chat_kind: ChatKindSchema.meta({
      description: "which conversation a message is in: a support one is named by the reader's language, not `title`",
    }),
    stars: z.number(),
    amount: z.number().meta({ description: 'minor units of `currency`' }),
    currency: z.string(),
    plan_level: z.number(),
  })
  .partial()
  .meta({ id: 'NoticeData' });
export type NoticeData = z.infer<typeof NoticeDataSchema>;

/** One in-app notice. `kind` is a string on the wire so a client meets a kind it does not know gracefully. */
export const NoticeSchema = z
  .object({
    id: z.uuid(),
    kind: z.string().meta({ description: `one of ${NOTICE_KINDS.join(', ')}` }),
    data: z.record(z.string(), z.unknown()),
    link: z.string().meta({ description: 'the web path the notice opens' }),
    read: z.boolean(),
    created: z.string(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional().default(20),
});

/** `GET /notices/`: newest first, with the caller's unread count across all pages. */
export const NoticePageSchema = z
  .object({
    count: z.int().nonnegative(),
    unread: z.int().nonnegative(),
    page: z.int(),
    page_size: z.int(),
    results: z.array(NoticeSchema),
  })
  .meta({ id: 'NoticePage' });
export type NoticePage = z.infer<typeof NoticePageSchema>;

/** `PUT /notices/read/`: the given notices, or all of the caller's when `ids` is left out. */
export const MarkNoticesReadBodySchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(200).optional() })
  .meta({ id: 'MarkNoticesReadBody' });
export type MarkNoticesReadBody = z.infer<typeof MarkNoticesReadBodySchema>;

export const NoticeUnreadSchema = z.object({ unread: z.int().nonnegative() }).meta({ id: 'NoticeUnread' });
export type NoticeUnread = z.infer<typeof NoticeUnreadSchema>;
