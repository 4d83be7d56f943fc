import { z } from 'zod';

/**
 * The `{detail}` answer of an action with nothing else to return. A file of its own because the web's first load
 * needs it (the session's "send the link again"), while users.contract.ts brings the phone-number rules and their
 * metadata, which only the account forms need.
 */
export const DetailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof DetailResponseSchema>;
