import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/database';
import type { Lifecycle } from './http/graceful-close';
import type { Mailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    clock: Clock;
    mailer: Mailer;
    lifecycle: Lifecycle;
  }
}
