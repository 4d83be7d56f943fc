import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { startSubscriptionRenewalRunner } from './modules/drivers';
import { startPayoutRunner } from './modules/ledger';
import { startLoadAlertSender } from './modules/load-alerts';
import { startCardRefundRunner, startPaymentReconcileRunner } from './modules/payments';
import { startOrphanPicturePruneRunner } from './modules/pictures';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/open-database';
import { drainThenClose } from './platform/http/graceful-close';
import { startOutboxRetryRunner } from './platform/outbox/outbox-retry-runner-loop';
import { REPO_ROOT } from './platform/paths';
import { startRateLimitPruneRunner } from './platform/rate-limit-prune-runner-loop';

// A local .env fills in what the real environment leaves unset; it never overrides a variable that is set.
const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const start = async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  startLoadAlertSender(app);
  startPayoutRunner(app);
  startCardRefundRunner(app);
  startPaymentReconcileRunner(app);
  startOutboxRetryRunner(app);
  startSubscriptionRenewalRunner(app);
  startRateLimitPruneRunner(app);
  startOrphanPicturePruneRunner(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'shutting down: readiness fails while the balancer drains, then in-flight requests finish',
    );
    try {
      await drainThenClose(app, config.shutdownDrainMs);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind, url: config.publicBaseUrl }, 'ready');
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
