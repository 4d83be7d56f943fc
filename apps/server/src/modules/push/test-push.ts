import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../platform/auth/auth-hook';
import { readerOf } from '../../platform/mail/email-reader';
import { emailTranslator } from '../../platform/mail/email-texts';
import { deliverQueuedMessage } from '../../platform/outbox/outbox-delivery';
import { queuePushes } from '../../platform/push/send-push';

/**
 * A notification the user asked for to see that their devices show them, in their language; answers how many
 * devices it went to (queued through the outbox like any push, so a refusal is recorded where staff look).
 */
export const sendTestPush = async (app: FastifyInstance, user: UserRow): Promise<number> => {
  const t = emailTranslator((await readerOf(user, null)).language);
  const payload = { title: t('push.test.title'), body: t('push.test.body'), url: '/user/information', tag: 'test' };
  const rows = await queuePushes(app, { userId: user.id, payload, meta: { kind: 'push_test', userId: user.id } });
  const { db, clock, log, mailer, sms, push } = app;
  for (const row of rows) await deliverQueuedMessage({ db, clock, log, mailer, sms, push }, row);
  return rows.length;
};
