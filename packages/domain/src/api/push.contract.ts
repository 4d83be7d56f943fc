import { z } from 'zod';

/** base64url without padding, as `PushSubscription.toJSON()` writes keys. */
const base64url = (what: string, characters: number) =>
  z
    .string()
    .length(characters, `expected ${what}: ${characters} base64url characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `expected ${what} in base64url`);

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it: the push service's endpoint and the keys
 * every payload is encrypted to (RFC 8291: a P-256 public key of 65 bytes, an auth secret of 16).
 */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url('the P-256 public key', 87),
    auth: base64url('the auth secret', 22),
  }),
  /**
   * The subscription this one replaces, when the push service renewed it (the worker's `pushsubscriptionchange`).
   * The worker has no session: the old subscription's auth secret, known only to that browser and this server,
   * proves the device is the one the server already sends to. The old subscription is removed.
   */
  replaces: z
    .object({
      endpoint: z.string().min(1).max(2048),
      auth: base64url('the replaced subscription’s auth secret', 22),
    })
    .optional(),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** Which device stops receiving notifications: its endpoint, as it subscribed. */
export const PushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

/** A test notification: how many of the caller's devices it was sent to. */
export const PushTestResultSchema = z.object({ devices: z.number().int().min(0) });
export type PushTestResult = z.infer<typeof PushTestResultSchema>;

/** What the service worker receives (the server's payload): small, already in the user's language. */
export const PushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of this site the notification opens. */
  url: z.string(),
  /** Notifications with one tag replace each other (one per chat, one per load). */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;
