import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PushSender } from './push-sender';
import { vapidKeysFor } from './vapid-keys';
import { createWebPushSender } from './web-push-sender';

/** How long one push waits for its push service before it counts as not sent (and is retried). */
const PUSH_TIMEOUT_MS = 10_000;

/** Web Push with the configured VAPID keys, or with the pair the database keeps (the embedded default). */
export const createPushSender = async (db: Database, { push }: Pick<Config, 'push'>): Promise<PushSender> =>
  createWebPushSender({ keys: await vapidKeysFor(db, push), subject: push.subject, timeoutMs: PUSH_TIMEOUT_MS });
