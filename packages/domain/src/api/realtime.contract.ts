import { z } from 'zod';
import { HAUL_STATUSES } from '../hauls/haul-status';
import { ChatMessageSchema } from './chat.schema';
import { ViewTimesSchema } from './view-times.contract';

/**
 * What the server pushes over the WebSocket (`/api/ws`, DESIGN.md section 7). Every event is addressed to users;
 * a client receives only its own user's events.
 */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat_message'), chat_id: z.uuid(), message: ChatMessageSchema }),
  /** The user's badge counts changed (a message arrived or was read, a load changed); the client refetches. */
  z.object({ type: z.literal('view_times'), view_times: ViewTimesSchema.optional() }),
  z.object({ type: z.literal('haul_status'), haul_id: z.uuid(), status: z.enum(HAUL_STATUSES) }),
  z.object({ type: z.literal('load_alert'), haul_id: z.uuid() }),
  z.object({
    type: z.literal('notice'),
    notice: z.object({
      id: z.uuid(),
      kind: z.string(),
      data: z.record(z.string(), z.unknown()),
      link: z.string(),
      created: z.string(),
    }),
  }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/**
 * What a browser sends first on `/api/ws`: browsers cannot set an Authorization header on a WebSocket, and a key in
 * the URL would be written to every proxy's access log. Non-browser clients may send `Authorization: Token <key>`
 * on the upgrade request instead. The server answers a valid key with a `view_times` event (the socket is then
 * subscribed) and anything else with close code `REALTIME_UNAUTHORIZED_CLOSE`.
 */
export const RealtimeAuthMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(20).max(200) });
export type RealtimeAuthMessage = z.infer<typeof RealtimeAuthMessageSchema>;

/** How long the server waits for the auth message before closing the socket as unauthorized. */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
