import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { type CadRateSource, readerOf } from '../../platform/mail/email-reader';
import type { Mailer } from '../../platform/mail/mailer';
import { sendEmail } from '../../platform/mail/send-email';
import type { PushSender } from '../../platform/push/push-sender';
import { sendPushes } from '../../platform/push/send-push';
import { sendSms } from '../../platform/sms/send-sms';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { exchangeRateServiceFor } from '../exchange-rates';
import { unsubscribeUrlFor } from './alert-unsubscribe';
import { publishLoadAlert } from './load-alert-events';
import { type AlertedLoad, loadAlertEmail, loadAlertPush, loadAlertSms } from './load-alert-messages';
import {
  type ClaimedAlert,
  claimDueAlerts,
  findAlertedLoads,
  findAlertRecipients,
  keepNews,
  recordAlertChannels,
} from './load-alert-sending.repository';

export type LoadAlertSenderDeps = {
  db: Database;
  mailer: Mailer;
  /** Null with no SMS provider: alerts then go by email only. */
  sms: SmsSender | null;
  push: PushSender;
  clock: Clock;
  log: FastifyBaseLogger;
  baseUrl: string;
  /** Today's rates, so a driver who chose US dollars reads what a load pays in US dollars. */
  rates: CadRateSource;
};

/** What the sender needs, taken from the app as every server process (and a test standing in for one) has it. */
export const loadAlertSenderDepsOf = (app: FastifyInstance): LoadAlertSenderDeps => ({
  db: app.db,
  mailer: app.mailer,
  sms: app.sms,
  push: app.push,
  clock: app.clock,
  log: app.log,
  baseUrl: app.config.publicBaseUrl,
  rates: exchangeRateServiceFor(app.config, app.log),
});

/** Alerts claimed per round; a round that fills it is followed by another at once. */
const ALERT_BATCH_SIZE = 200;

type AlertChannel = 'email' | 'sms' | 'push';

const groupByUser = (alerts: ClaimedAlert[]) => {
  const byUser = new Map<string, ClaimedAlert[]>();
  for (const alert of alerts) byUser.set(alert.userId, [...(byUser.get(alert.userId) ?? []), alert]);
  return byUser;
};

const deliverToDriver = async (
  deps: LoadAlertSenderDeps,
  recipient: Awaited<ReturnType<typeof findAlertRecipients>>[number],
  loads: AlertedLoad[],
): Promise<AlertChannel[]> => {
  const { db, mailer, sms, push, clock, log, baseUrl, rates } = deps;
  const channels: AlertChannel[] = [];
  const meta = { kind: 'load_alert', userId: recipient.id, haulIds: loads.map((load) => load.haulId) };
  const reader = await readerOf(recipient, rates);
  if (recipient.recieveEmail && recipient.email) {
    const message = loadAlertEmail({
      reader,
      baseUrl,
      to: recipient.email,
      name: recipient.name,
      loads,
      unsubscribeUrl: await unsubscribeUrlFor(db, baseUrl, recipient.id),
    });
    if (await sendEmail({ db, mailer, clock, log, message, meta })) channels.push('email');
  }
  if (recipient.recieveSms && recipient.telephone) {
    const message = { to: recipient.telephone, body: loadAlertSms({ reader, baseUrl, loads }) };
    if (await sendSms({ db, mailer, sms, clock, log, message, meta })) channels.push('sms');
  }
  // The device notification goes at the same moment as the email: premium drivers' at posting, basic ones' after
  // their delay, since both are sent only once the alert is due.
  const payload = recipient.recieveAppNotification ? loadAlertPush({ reader, loads }) : null;
  if (payload && (await sendPushes({ db, mailer, sms, push, clock, log, userId: recipient.id, payload, meta }))) {
    channels.push('push');
  }
  return channels;
};

/** Basic drivers' alerts become visible only now: their Find badge moves (premium drivers heard at posting time). */
const publishDelayedAlerts = async (db: Database, alerts: ClaimedAlert[]) => {
  const delayed = alerts.filter((alert) => alert.visibleAt.getTime() > alert.createdAt.getTime());
  const byHaul = new Map<string, string[]>();
  for (const alert of delayed) byHaul.set(alert.haulId, [...(byHaul.get(alert.haulId) ?? []), alert.userId]);
  for (const [haulId, userIds] of byHaul) await publishLoadAlert(db, { haulId, userIds });
};

/**
 * One round: claims due unsent alerts (each exactly once, however many servers run this at the same moment), then
 * sends each driver one email, one text (when an SMS provider is configured) and one notification per subscribed
 * device (with recieve_app_notification on) listing their loads. Alerts no longer news (the load was taken or
 * deleted, the driver declined it or was blocked) are claimed and dropped unsent. A claimed alert is not claimed again; its email or text that a provider refused
 * is retried by the outbox (platform/outbox), and `channels` lists only those accepted at once.
 */
export const sendDueLoadAlerts = async (
  deps: LoadAlertSenderDeps,
  batchSize = ALERT_BATCH_SIZE,
): Promise<{ claimed: number; drivers: number }> => {
  const claimed = await claimDueAlerts(deps.db, { now: deps.clock.now(), limit: batchSize });
  const news = await keepNews(deps.db, claimed);
  await publishDelayedAlerts(deps.db, news);
  const alertedLoads = await findAlertedLoads(deps.db, [...new Set(news.map((alert) => alert.haulId))]);
  const loads = new Map(alertedLoads.map((load) => [load.haulId, load]));
  const byUser = groupByUser(news);
  const recipients = await findAlertRecipients(deps.db, [...byUser.keys()]);
  for (const recipient of recipients) {
    const alerts = byUser.get(recipient.id) ?? [];
    const theirLoads = alerts.flatMap((alert) => loads.get(alert.haulId) ?? []);
    if (theirLoads.length === 0) continue;
    const channels = await deliverToDriver(deps, recipient, theirLoads);
    if (channels.length > 0) await recordAlertChannels(deps.db, { ids: alerts.map((a) => a.id), channels });
  }
  return { claimed: claimed.length, drivers: recipients.length };
};

/** Rounds until nothing due is left, so a burst of posts is not spread over many intervals. */
export const drainDueLoadAlerts = async (deps: LoadAlertSenderDeps, batchSize = ALERT_BATCH_SIZE) => {
  let total = 0;
  for (;;) {
    const { claimed } = await sendDueLoadAlerts(deps, batchSize);
    total += claimed;
    if (claimed < batchSize) return total;
  }
};
