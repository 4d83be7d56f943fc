import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/database';
import type { Lifecycle } from './http/graceful-close';
import type { Mailer } from './mail/mailer';
import type { PushSender } from './push/push-sender';
import type { SmsSender } from './sms/sms-sender';
import type { FileStorage } from './storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    clock: Clock;
    mailer: Mailer;
    /** Null with SMS_TRANSPORT=none: no text is written or offered. */
    sms: SmsSender | null;
    /** Web Push with the VAPID key pair (configured, or generated once and kept in the database). */
    push: PushSender;
    /** Where pictures' files are kept (FILES_STORAGE): the routes get it as an option, rounds from here. */
    storage: FileStorage;
    lifecycle: Lifecycle;
  }
}
