import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers, chatMessages, chats } from '../../db/schema';
import { registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilio-stand-in';
import { notifyNewMessage } from './new-message-notices';
import { noticesOf, outboxOf, setNoticeSettings } from './notices.test-helpers';
import { type NoticesContext, noticesContext } from './notices-context';

const clock = testClock();
let app: FastifyInstance;
/** Texts go to Twilio's stand-in, so they are really sent (and counted) as in production. */
let twilio: TwilioStandIn;
let ctx: NoticesContext;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  app = await buildTestApp({ clock, config: { sms: twilio.smsConfig() } });
  ctx = noticesContext(app, app.log);
});

afterAll(async () => {
  await app.close();
  await twilio.close();
});

/** A support-style chat between two users, written directly (the chat module's routes have their own tests). */
const makeChat = async () => {
  const asker = (await registerUser(app)).user;
  const helper = (await registerUser(app)).user;
  const [chat] = await app.db
    .insert(chats)
    .values({ kind: 'support', subjectUserId: asker.id, title: 'Help with my load' })
    .returning();
  if (!chat) throw new Error('no chat');
  await app.db.insert(chatMembers).values([
    { chatId: chat.id, userId: asker.id },
    { chatId: chat.id, userId: helper.id },
  ]);
  return { chat, asker, helper };
};

const write = async (chatId: string, authorUserId: string) => {
  clock.advance(1000);
  const [message] = await app.db
    .insert(chatMessages)
    .values({ chatId, authorUserId, body: 'hello', createdAt: clock.now() })
    .returning();
  if (!message) throw new Error('no message');
  return message;
};

const send = async (chatId: string, authorUserId: string) => {
  const message = await write(chatId, authorUserId);
  await notifyNewMessage(ctx, { messageId: message.id });
  return message;
};

const readUpTo = (chatId: string, userId: string, at: Date) =>
  app.db
    .update(chatMembers)
    .set({ lastReadAt: at })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));

describe('notifyNewMessage', () => {
  it('tells the other member of every message in the app, the author never', async () => {
    const { chat, asker, helper } = await makeChat();
    await send(chat.id, asker.id);
    await send(chat.id, asker.id);
    const notices = await noticesOf(app, helper.id, 'new_message');
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({
      link: `/messenger/${chat.id}`,
      // A support conversation is named in the reader's language, never by its stored English title.
      data: { chat_id: chat.id, name: asker.name, title: '', chat_kind: 'support' },
    });
    expect(JSON.stringify(notices)).not.toContain('hello');
    expect(await noticesOf(app, asker.id)).toEqual([]);
  });

  it('emails and texts only for the first unread message, and again once the member has read', async () => {
    const { chat, asker, helper } = await makeChat();
    await send(chat.id, asker.id);
    await send(chat.id, asker.id);
    await send(chat.id, asker.id);
    let sent = await outboxOf(app, helper.id, 'new_message');
    expect([sent.emails.length, sent.texts.length]).toEqual([1, 1]);
    expect(sent.emails[0]?.body).not.toContain('hello');
    expect(sent.emails[0]?.body).toContain(`${asker.name} sent you a message in the support conversation.`);

    // The helper replies (which does not mark anything read for the asker) and reads the conversation.
    await send(chat.id, helper.id);
    await readUpTo(chat.id, helper.id, clock.now());
    await send(chat.id, asker.id);
    await send(chat.id, asker.id);
    sent = await outboxOf(app, helper.id, 'new_message');
    expect([sent.emails.length, sent.texts.length]).toEqual([2, 2]);
    expect((await outboxOf(app, asker.id, 'new_message')).emails).toHaveLength(1);
  });

  it('sends one email for messages written at once, whichever is announced first', async () => {
    const { chat, asker, helper } = await makeChat();
    const first = await write(chat.id, asker.id);
    const second = await write(chat.id, asker.id);
    await notifyNewMessage(ctx, { messageId: second.id });
    await notifyNewMessage(ctx, { messageId: first.id });
    expect((await outboxOf(app, helper.id, 'new_message')).emails).toHaveLength(1);
    expect(await noticesOf(app, helper.id, 'new_message')).toHaveLength(2);
  });

  it('follows the member’s settings', async () => {
    const { chat, asker, helper } = await makeChat();
    await setNoticeSettings(app, helper.id, { app: false, email: true, sms: false });
    await send(chat.id, asker.id);
    expect(await noticesOf(app, helper.id)).toEqual([]);
    expect(await outboxOf(app, helper.id, 'new_message')).toMatchObject({ emails: [{}], texts: [] });
  });

  it('tells named recipients who are not members (staff on a support chat), reading by the team’s read mark', async () => {
    const { chat, asker } = await makeChat();
    const staff = (await registerUser(app)).user;
    const tellStaff = async () => {
      const message = await write(chat.id, asker.id);
      await notifyNewMessage(ctx, { messageId: message.id, recipientIds: [staff.id, asker.id] });
    };
    await tellStaff();
    await tellStaff();
    expect(await noticesOf(app, staff.id, 'new_message')).toHaveLength(2);
    expect((await outboxOf(app, staff.id, 'new_message')).emails).toHaveLength(1);
    expect(await noticesOf(app, asker.id)).toEqual([]);

    await app.db.update(chats).set({ staffReadAt: clock.now() }).where(eq(chats.id, chat.id));
    await tellStaff();
    expect((await outboxOf(app, staff.id, 'new_message')).emails).toHaveLength(2);
  });

  it('does nothing for a message that does not exist', async () => {
    await expect(notifyNewMessage(ctx, { messageId: '0190f7d2-0000-7000-8000-0000000000ff' })).resolves.toBeUndefined();
  });
});
