import { z } from 'zod';

/**
 * What is new for a user since they last looked (spec section 3, View times): unread chat messages, loads posted
 * since they last searched, and changes to their own loads since they last opened My Loads.
 */
export const ViewTimesSchema = z
  .object({
    message_count: z.number().int().nonnegative(),
    posted_count: z.number().int().nonnegative(),
    self_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'ViewTimes' });
export type ViewTimes = z.infer<typeof ViewTimesSchema>;

/** Spec section 7: `GET /view_times/` answers a list, of which clients use the first item. */
export const ViewTimesListSchema = z.array(ViewTimesSchema);

/** The two lists a user "views" by opening a screen: load search (posted) and My Loads (self). */
export const SEEN_LISTS = ['posted', 'self'] as const;
export type SeenList = (typeof SEEN_LISTS)[number];

export const MarkSeenBodySchema = z.object({ list: z.enum(SEEN_LISTS) }).meta({ id: 'MarkSeenBody' });
export type MarkSeenBody = z.infer<typeof MarkSeenBodySchema>;
