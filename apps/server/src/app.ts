import { configureValidationMessages } from '@freight/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { adminRoutes } from './modules/admin';
import { registerAdminConsole } from './modules/audit';
import { authRoutes } from './modules/auth';
import { bidsRoutes } from './modules/bids';
import { chatRoutes, chatViewCounters, staffChatsRoutes } from './modules/chat';
import { deliveryRoutes, trackingRoutes } from './modules/delivery';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './modules/dev-mailbox';
import { disputesRoutes, staffDisputesRoutes } from './modules/disputes';
import { documentsRoutes } from './modules/documents';
import { bankRoutes, driversRoutes, staffDriversRoutes, subscriptionsRoutes, vehiclesRoutes } from './modules/drivers';
import { exchangeRateServiceFor, exchangeRatesRoutes } from './modules/exchange-rates';
import { geoRoutes, geoServicesFor } from './modules/geo';
import { haulSearchRoutes } from './modules/haul-search';
import {
  driverActionsRoutes,
  haulPostingRoutes,
  haulsRoutes,
  haulViewCounters,
  moveHaulsToUser,
  placesLoadsRoutes,
} from './modules/hauls';
import { healthRoutes } from './modules/health';
import { inspectionsRoutes } from './modules/inspections';
import { ledgerRoutes } from './modules/ledger';
import { alertUnsubscribeRoutes, loadAlertsRoutes, queueLoadAlerts, withLoadAlertBadge } from './modules/load-alerts';
import { noticesRoutes } from './modules/notices';
import { haulCancelRoutes, purchaseRoutes, staffRefundRoutes } from './modules/payments';
import { picturesRoutes } from './modules/pictures';
import { publicConfigRoutes } from './modules/public-config';
import { pushRoutes } from './modules/push';
import { referralsRoutes, staffReferralClaimsRoutes } from './modules/referrals';
import { loadSpecCatalog, specRoutes } from './modules/spec';
import { credentialsRoutes, registerVisitorRowMovers, usersRoutes } from './modules/users';
import { viewTimesRoutes } from './modules/view-times';
import { registerAuthHook } from './platform/auth/auth-hook';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/database';
import { warnOfDemoDefaults } from './platform/demo-defaults';
import { registerErrorHandler } from './platform/errors/error-handler';
import { answerClientError, answerFrameworkError } from './platform/errors/framework-errors';
import { registerApiCacheControl } from './platform/http/api-cache-control';
import { rejectNulCharacters } from './platform/http/reject-nul-characters';
import './platform/fastify-augment';
import { quotesRoutes } from './modules/quotes';
import { registerGracefulClose } from './platform/http/graceful-close';
import { registerOpenApi } from './platform/http/openapi';
import { registerResponseCompression } from './platform/http/response-compression';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { validatorCompiler } from './platform/http/unknown-fields';
import { registerWebApp } from './platform/http/web-app';
import { genReqId, loggerOptions } from './platform/logging/logger-options';
import { OneLinePerRequest, registerRequestIdHeader } from './platform/logging/request-log';
import { createMailer } from './platform/mail/create-mailer';
import type { Mailer } from './platform/mail/mailer';
import { createPushSender } from './platform/push/create-push-sender';
import type { PushSender } from './platform/push/push-sender';
import { realtimeRoutes } from './platform/realtime/realtime.routes';
import { createSmsSender } from './platform/sms/create-sms-sender';
import type { SmsSender } from './platform/sms/sms-sender';
import type { FileStorage } from './platform/storage/file-storage';
import { fileStorageFor } from './platform/storage/file-storage-for';

export type BuildAppOptions = {
  config: Config;
  /** The app owns it from here on and closes it when the app closes. */
  database: DatabaseHandle;
  /** Where the JSON log lines go (stdout by default); `false` silences them, as most tests do. */
  logger?: false | { stream?: NodeJS.WritableStream };
  clock?: Clock;
  mailer?: Mailer;
  /** Where pictures are stored; by default the store the configuration names (FILES_STORAGE). */
  storage?: FileStorage;
  sms?: SmsSender | null;
  /** Web Push; by default with the configured VAPID keys or the pair kept in the database. */
  push?: PushSender;
};

/** Fastify counts hops at run time but its types take no number: the same rule as a function (hop 0 is the peer). */
const fastifyTrustProxy = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole HTTP application without listening, so tests drive it through `inject`. */
export const buildApp = async ({
  config,
  database,
  logger = {},
  clock = systemClock,
  mailer = createMailer(config),
  storage: givenStorage,
  sms = createSmsSender(config),
  push: givenPush,
}: BuildAppOptions): Promise<FastifyInstance> => {
  configureValidationMessages();
  const app = Fastify({
    logger: logger ? { ...loggerOptions(config), ...logger } : false,
    logController: new OneLinePerRequest(),
    genReqId,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // Fastify's 10 s plugin start limit failed whole test files on a busy 2-core machine (every plugin does start, only
    // slowly); a start that truly hangs is caught by the caller's own limit (a supervisor's readiness probe, a test hook).
    pluginTimeout: 0,
    // Who the client is (request.ip, for rate limits and logs) when a balancer sits in front; off by default.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Refusals made before any route or hook runs still answer in the JSON error shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('mailer', mailer);
  app.decorate('sms', sms);
  app.decorate('push', givenPush ?? (await createPushSender(database.db, config)));
  // A visitor's quotes and drafts follow them into the account they log into (hauls sits above users).
  registerVisitorRowMovers(app, [moveHaulsToUser]);
  app.addHook('onClose', async () => database.close());
  warnOfDemoDefaults(app.log, config.demoDefaults);
  // Anyone could read anyone's password-reset link there: never in production, even a demo's (mail stays in MAIL_DIR).
  const servesDevMailbox = config.mail.transport === 'dev' && config.env !== 'production';

  registerRequestIdHeader(app);
  registerGracefulClose(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  await registerResponseCompression(app);
  rejectNulCharacters(app);
  registerAuthHook(app);
  registerAdminConsole(app);
  const storage = givenStorage ?? fileStorageFor(config, { log: app.log });
  app.decorate('storage', storage);

  await app.register(
    async (api) => {
      registerApiCacheControl(api);
      await registerOpenApi(api);
      await api.register(healthRoutes, { storage });
      await api.register(publicConfigRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes, { storage });
      await api.register(credentialsRoutes);
      await api.register(viewTimesRoutes, {
        counters: { ...withLoadAlertBadge(haulViewCounters, clock), ...chatViewCounters },
      });
      await api.register(noticesRoutes);
      await api.register(pushRoutes);
      await api.register(picturesRoutes, { storage });
      const geo = geoServicesFor(config, app.log);
      const exchangeRates = exchangeRateServiceFor(config, app.log);
      await api.register(geoRoutes, { services: geo });
      await api.register(exchangeRatesRoutes, { service: exchangeRates });
      await api.register(quotesRoutes, { geo, exchangeRates, storage });
      await api.register(haulsRoutes, { geo, exchangeRates, storage });
      await api.register(haulPostingRoutes, {
        geo,
        exchangeRates,
        storage,
        // New-load alerts commit with the publish (load-alerts sits above hauls, so app.ts joins the two).
        onPublished: async (tx, published) => {
          await queueLoadAlerts(tx, { ...published, basicDelayMinutes: config.loadAlerts.basicDelayMinutes });
        },
      });
      await api.register(haulCancelRoutes, { geo, exchangeRates, storage });
      await api.register(driverActionsRoutes, { geo, exchangeRates, storage });
      await api.register(deliveryRoutes, { geo, exchangeRates, storage });
      await api.register(trackingRoutes);
      await api.register(bidsRoutes, { geo, exchangeRates, storage });
      await api.register(placesLoadsRoutes, { geo, exchangeRates, storage });
      await api.register(purchaseRoutes, { geo, exchangeRates, storage });
      await api.register(haulSearchRoutes);
      await api.register(driversRoutes);
      await api.register(vehiclesRoutes);
      await api.register(bankRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(staffDriversRoutes);
      await api.register(adminRoutes);
      await api.register(chatRoutes);
      await api.register(staffChatsRoutes);
      await api.register(loadAlertsRoutes);
      await api.register(alertUnsubscribeRoutes);
      await api.register(ledgerRoutes);
      await api.register(documentsRoutes, { storage });
      await api.register(inspectionsRoutes);
      await api.register(staffRefundRoutes);
      await api.register(disputesRoutes);
      await api.register(staffDisputesRoutes);
      await api.register(realtimeRoutes);
      await api.register(referralsRoutes);
      await api.register(staffReferralClaimsRoutes);
      await api.register(specRoutes, { catalog: await loadSpecCatalog() });
      if (servesDevMailbox) await api.register(devMailboxApiRoutes);
    },
    { prefix: '/api' },
  );
  if (servesDevMailbox) await app.register(devMailboxPageRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
};
