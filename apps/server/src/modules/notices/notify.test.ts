import { NOTICE_KINDS, type NoticeKind } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDueMessages } from '../../platform/outbox/outbox-delivery';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../../platform/realtime/publish';
import { changeUserRow, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { startTwilioStandIn, type TwilioStandIn, twilioError } from '../../testing/twilio-stand-in';
import { type NoticeSettings, noticesOf, outboxOf, setNoticeSettings } from './notices.test-helpers';
import { type NoticesContext, noticesContext } from './notices-context';
import { deliverNotice, notify, recordNotice } from './notify';

let app: FastifyInstance;
let ctx: NoticesContext;
let twilio: TwilioStandIn;
const clock = testClock();
const heard: RealtimeEnvelope[] = [];

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  app = await buildTestApp({ clock, config: { sms: twilio.smsConfig() } });
  ctx = noticesContext(app, app.log);
  await app.database.listen(REALTIME_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
});

afterAll(async () => {
  await app.close();
  await twilio.close();
});

const userWith = async (settings: NoticeSettings) => {
  const { user } = await registerUser(app);
  await setNoticeSettings(app, user.id, settings);
  return user;
};

const tell = (userId: string, kind: NoticeKind) =>
  notify(ctx, {
    userId,
    kind,
    data: { haul_id: '0190f7d2-0000-7000-8000-000000000001', load: 'Kubota L2501', name: 'Pat Driver', stars: 5 },
    link: '/job/0190f7d2-0000-7000-8000-000000000001',
  });

const waitForPush = async (noticeId: string) => {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = heard.find((envelope) => envelope.event.type === 'notice' && envelope.event.notice.id === noticeId);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
};

describe('notify', () => {
  it.each(NOTICE_KINDS)('tells of %s in the app, by email and by text when all three are on', async (kind) => {
    const user = await userWith({ app: true, email: true, sms: true });
    const outcome = await tell(user.id, kind);

    expect(outcome).toMatchObject({ emailed: true, texted: true });
    const [notice] = await noticesOf(app, user.id, kind);
    expect(notice).toMatchObject({ kind, link: '/job/0190f7d2-0000-7000-8000-000000000001', readAt: null });
    expect(notice?.data).toMatchObject({ load: 'Kubota L2501' });
    const { emails, texts } = await outboxOf(app, user.id, kind);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ recipient: user.email, status: 'sent' });
    expect(emails[0]?.body).toContain('http://localhost:3000/job/0190f7d2-0000-7000-8000-000000000001');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      recipient: user.telephone,
      status: 'sent',
      providerMessageId: expect.any(String),
    });
    const request = twilio.seen.find((seen) => seen.form.To === user.telephone);
    expect(request?.form.Body).toBe(texts[0]?.body);
  });

  it.each(NOTICE_KINDS)('sends nothing for %s to a user who turned every way off', async (kind) => {
    const user = await userWith({ app: false, email: false, sms: false });
    expect(await tell(user.id, kind)).toEqual({ notice: null, emailed: false, texted: false, pushed: false });
    expect(await noticesOf(app, user.id)).toEqual([]);
    expect(await outboxOf(app, user.id, kind)).toEqual({ emails: [], texts: [] });
  });

  it.each([
    ['app', { app: true, email: false, sms: false }, { notices: 1, emails: 0, texts: 0 }],
    ['email', { app: false, email: true, sms: false }, { notices: 0, emails: 1, texts: 0 }],
    ['sms', { app: false, email: false, sms: true }, { notices: 0, emails: 0, texts: 1 }],
  ] as const)('with only %s on, tells that way alone', async (_name, settings, expected) => {
    for (const kind of NOTICE_KINDS) {
      const user = await userWith(settings);
      await tell(user.id, kind);
      const { emails, texts } = await outboxOf(app, user.id, kind);
      expect({ notices: (await noticesOf(app, user.id)).length, emails: emails.length, texts: texts.length }).toEqual(
        expected,
      );
    }
  });

  it('writes the text in the reader’s language, starting with a capital when a fallback word leads', async () => {
    const user = await userWith({ app: false, email: false, sms: true });
    await changeUserRow(app, user.id, { languageChoice: 'fr' });
    await tell(user.id, 'driver_accepted');
    await notify(ctx, { userId: user.id, kind: 'review', data: { stars: 4 }, link: '/user' });
    expect((await outboxOf(app, user.id, 'driver_accepted')).texts[0]?.body).toBe(
      'Pat Driver a accepté Kubota L2501. Confirmez le chauffeur : http://localhost:3000/job/0190f7d2-0000-7000-8000-000000000001',
    );
    expect((await outboxOf(app, user.id, 'review')).texts[0]?.body).toBe(
      'Quelqu’un vous a évalué : 4 étoiles. http://localhost:3000/user',
    );
  });

  it('pushes the stored notice to the user over the realtime channel', async () => {
    const user = await userWith({ app: true });
    const { notice } = await tell(user.id, 'new_bid');
    if (!notice) throw new Error('the notice was not stored');
    const envelope = await waitForPush(notice.id);
    expect(envelope).toEqual({
      to: [user.id],
      event: {
        type: 'notice',
        notice: {
          id: notice.id,
          kind: 'new_bid',
          data: notice.data,
          link: notice.link,
          created: notice.createdAt.toISOString(),
        },
      },
    });
  });

  it('uses the caller’s own email when given, and sends none when told not to', async () => {
    const user = await userWith({ app: true, email: true, sms: true });
    await notify(ctx, {
      userId: user.id,
      kind: 'driver_rejected',
      data: { load: 'Kubota L2501' },
      link: '/job/x',
      email: ({ to, name }) => ({ to, subject: 'Own subject', text: `Hi ${name}` }),
    });
    await notify(ctx, { userId: user.id, kind: 'payment', data: {}, link: '/job/x', email: false, sms: false });

    expect((await outboxOf(app, user.id, 'driver_rejected')).emails).toMatchObject([{ subject: 'Own subject' }]);
    expect(await outboxOf(app, user.id, 'payment')).toEqual({ emails: [], texts: [] });
    expect(await noticesOf(app, user.id, 'payment')).toHaveLength(1);
  });

  it('sends no email or text to a temporary visitor, who has no address, and never throws for an unknown user', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/create_temp_account/', payload: {} });
    const visitor = response.json().user;
    const outcome = await tell(visitor.id, 'new_message');
    expect(outcome).toMatchObject({ emailed: false, texted: false });
    expect(outcome.notice).not.toBeNull();
    expect(await tell('0190f7d2-0000-7000-8000-0000000000ff', 'review')).toEqual({
      notice: null,
      emailed: false,
      texted: false,
      pushed: false,
    });
  });

  it('records an email the mailer refused as failed, and still stores the notice', async () => {
    const user = await userWith({ app: true, email: true, sms: false });
    const failing: NoticesContext = {
      ...ctx,
      mailer: {
        kind: 'dev',
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    };
    const outcome = await notify(failing, { userId: user.id, kind: 'delivery', data: {}, link: '/job/x' });
    expect(outcome).toMatchObject({ emailed: false, texted: false });
    expect(outcome.notice).not.toBeNull();
    expect((await outboxOf(app, user.id, 'delivery')).emails).toMatchObject([{ status: 'failed', error: 'SMTP down' }]);
  });
});

describe('recordNotice in the transaction of the change it tells of', () => {
  const request = (userId: string) =>
    ({ userId, kind: 'driver_accepted', data: { load: 'Kubota L2501', name: 'Pat Driver' }, link: '/job/x' }) as const;

  it('is rolled back with a change that fails: no notice, no email, no text', async () => {
    const user = await userWith({ app: true, email: true, sms: true });
    await expect(
      app.db.transaction(async (tx) => {
        await recordNotice(tx, ctx, request(user.id));
        throw new Error('the change failed after telling');
      }),
    ).rejects.toThrow('the change failed after telling');
    expect(await noticesOf(app, user.id)).toEqual([]);
    expect(await outboxOf(app, user.id, 'driver_accepted')).toEqual({ emails: [], texts: [] });
  });

  it('keeps its email queued when the process stops before delivering it, and the retry runner sends it', async () => {
    const user = await userWith({ app: true, email: true, sms: false });
    // The change commits with its notice; "the process stops" here: deliverNotice is never called.
    const pending = await app.db.transaction((tx) => recordNotice(tx, ctx, request(user.id)));
    expect(pending.notice).not.toBeNull();
    expect((await outboxOf(app, user.id, 'driver_accepted')).emails).toMatchObject([{ status: 'queued' }]);

    clock.advance(3 * 60_000);
    await retryDueMessages(ctx);
    expect((await outboxOf(app, user.id, 'driver_accepted')).emails).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('keeps the change and the app notice when the email cannot be written', async () => {
    const user = await userWith({ app: true, email: true, sms: false });
    const pending = await app.db.transaction((tx) =>
      recordNotice(tx, ctx, {
        ...request(user.id),
        email: () => {
          throw new Error('template bug');
        },
      }),
    );
    expect(pending).toMatchObject({ emails: [], texts: [] });
    expect(await noticesOf(app, user.id)).toHaveLength(1);
    expect((await outboxOf(app, user.id, 'driver_accepted')).emails).toEqual([]);
  });

  it('sends the email right after the commit when delivered, once', async () => {
    const user = await userWith({ app: true, email: true, sms: false });
    const pending = await app.db.transaction((tx) => recordNotice(tx, ctx, request(user.id)));
    expect(await deliverNotice(ctx, pending)).toMatchObject({ emailed: true });
    clock.advance(3 * 60_000);
    await retryDueMessages(ctx);
    expect((await outboxOf(app, user.id, 'driver_accepted')).emails).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });
});

describe('texts', () => {
  const request = (userId: string) => ({ userId, kind: 'delivery', data: {}, link: '/job/x' }) as const;

  it('queues the text with the change and sends it after the commit; a crash in between leaves it for the runner', async () => {
    const user = await userWith({ app: false, email: false, sms: true });
    const pending = await app.db.transaction((tx) => recordNotice(tx, ctx, request(user.id)));
    expect((await outboxOf(app, user.id, 'delivery')).texts).toMatchObject([{ status: 'queued' }]);
    expect(twilio.seen.filter((seen) => seen.form.To === user.telephone)).toEqual([]);

    // The process "stops" here: deliverNotice is never called; the runner sends the text once its lease passes.
    expect(pending.texts).toHaveLength(1);
    clock.advance(3 * 60_000);
    await retryDueMessages(ctx);
    expect((await outboxOf(app, user.id, 'delivery')).texts).toMatchObject([
      { status: 'sent', attempts: 2, providerMessageId: expect.stringMatching(/^SM/) },
    ]);
  });

  it('records a text Twilio refused as failed, and still stores the notice and sends the email', async () => {
    const user = await userWith({ app: true, email: true, sms: true });
    twilio.answer = () => twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
    try {
      const outcome = await notify(ctx, request(user.id));
      expect(outcome).toMatchObject({ emailed: true, texted: false });
      expect(outcome.notice).not.toBeNull();
    } finally {
      twilio.reset();
    }
    expect((await outboxOf(app, user.id, 'delivery')).texts).toMatchObject([
      {
        status: 'failed',
        nextAttemptAt: null,
        error: 'Twilio 400 error 21610: Attempt to send to unsubscribed recipient',
      },
    ]);
  });
});

describe('with no SMS provider', () => {
  it('tells in the app and by email, and writes no text (so none is recorded as sent)', async () => {
    const quiet = await buildTestApp({ clock });
    try {
      const { user } = await registerUser(quiet);
      await setNoticeSettings(quiet, user.id, { app: true, email: true, sms: true });
      const outcome = await notify(noticesContext(quiet, quiet.log), {
        userId: user.id,
        kind: 'review',
        data: { name: 'Pat Driver', stars: 5 },
        link: '/job/x',
      });
      expect(outcome).toMatchObject({ emailed: true, texted: false });
      expect(outcome.notice).not.toBeNull();
      expect(await outboxOf(quiet, user.id, 'review')).toMatchObject({ emails: [{ status: 'sent' }], texts: [] });
    } finally {
      await quiet.close();
    }
  });
});
