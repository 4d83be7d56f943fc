import {
  CHAT_READ_ONLY_MESSAGE,
  ChatListSchema,
  ChatSchema,
  CONTACT_DETAILS_MASK,
  NoticePageSchema,
  SUPPORT_WELCOME_MESSAGE,
  SUPPORT_WELCOME_USER,
} from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipperBlockedDrivers } from '../../db/schema';
import { auth, createTempUser, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import {
  caller,
  makeHaulChat,
  messageCount,
  openChat,
  recordRealtime,
  send,
  uploadChatPicture,
} from './chat.test-helpers';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
const clock = testClock();
const MINUTE_MS = 60_000;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  call = caller(app);
});

afterAll(() => app.close());

const listChats = async (key: string) => ChatListSchema.parse((await call('GET', '/chat/', key)).json()).results;

describe('who may read and write a load’s conversation', () => {
  it('lets the shipper, the driver and staff read and write; anyone else is told it does not exist', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app);
    const staff = await makeStaff(app);
    for (const key of [shipper.key, driver.key, staff.key]) {
      const read = await openChat(app, { key, chatId: chat.id });
      expect(read.messages.at(-1)?.message_body).toBe('Hello, I can take it Tuesday.');
    }
    const otherShipper = await registerUser(app);
    const otherDriver = await makeDriver(app);
    for (const key of [otherShipper.key, otherDriver.key]) {
      for (const response of [
        await call('GET', `/chat/${chat.id}/`, key),
        await call('PATCH', `/chat/${chat.id}/`, key, { message_body: 'hi' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
      expect(await listChats(key)).not.toContainEqual(expect.objectContaining({ id: chat.id }));
    }
  });

  it('refuses temporary visitors on every chat route', async () => {
    const { chat, haul } = await makeHaulChat(app);
    const visitor = await createTempUser(app);
    for (const response of [
      await call('GET', '/chat/', visitor.key),
      await call('GET', `/chat/${chat.id}/`, visitor.key),
      await call('POST', '/chat/', visitor.key, { haul_id: haul.id, message: 'hi' }),
      await call('POST', '/chat/', visitor.key, {}),
      await call('PATCH', `/chat/${chat.id}/`, visitor.key, { message_body: 'hi' }),
    ]) {
      expect(response.statusCode).toBe(403);
    }
  });

  it('describes the conversation as spec 3 does: users, the load’s make and model, read-write', async () => {
    const { shipper, driver, haul, chat } = await makeHaulChat(app);
    expect(chat).toMatchObject({
      kind: 'haul',
      haul_id: haul.id,
      haul_make_model: haul.load.make_model,
      can_repond: true,
      mass: false,
      unread: 0,
    });
    expect(chat.users.map((user) => user.id).sort()).toEqual([shipper.user.id, driver.user.id].sort());
    expect(chat.users.find((user) => user.id === driver.user.id)?.is_driver).toBe(true);
  });

  it('reuses the conversation: the driver asking again, the shipper writing to the driver holding the load', async () => {
    const { shipper, driver, haul, chat } = await makeHaulChat(app);
    const again = await call('POST', '/chat/', driver.key, { haul_id: haul.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(chat.id);
    const fromShipper = await call('POST', '/chat/', shipper.key, { haul_id: haul.id, message: 'Tuesday works.' });
    expect(fromShipper.statusCode).toBe(200);
    expect(ChatSchema.parse(fromShipper.json()).messages.at(-1)?.message_body).toBe('Tuesday works.');
  });

  it('lets the shipper write to a driver who bid, but not to one who never did', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const bidder = await makeDriver(app);
    const bid = await call('POST', '/bid/', bidder.key, {
      haul_id: haul.id,
      amount: 1500,
      deliver_at: '2026-07-05T17:00:00.000Z',
    });
    expect(bid.statusCode).toBe(201);
    const opened = await call('POST', '/chat/', shipper.key, { haul_id: haul.id, driver_id: bidder.user.id });
    expect(opened.statusCode).toBe(201);
    const stranger = await makeDriver(app);
    const refused = await call('POST', '/chat/', shipper.key, { haul_id: haul.id, driver_id: stranger.user.id });
    expect(refused.statusCode).toBe(404);
    const unnamed = await call('POST', '/chat/', shipper.key, { haul_id: haul.id });
    expect(unnamed.statusCode).toBe(400);
    expect(Object.keys(unnamed.json().fields)).toEqual(['driver_id']);
  });

  it('lets a driver who sees a posted load ask about it; a blocked driver or a non-driver cannot', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const curious = await makeDriver(app);
    const asked = await call('POST', '/chat/', curious.key, { haul_id: haul.id, message: 'Is the header boxed?' });
    expect(asked.statusCode).toBe(201);
    const blocked = await makeDriver(app);
    await app.db
      .insert(shipperBlockedDrivers)
      .values({ shipperUserId: shipper.user.id, driverUserId: blocked.user.id });
    const notADriver = await registerUser(app);
    for (const key of [blocked.key, notADriver.key]) {
      const response = await call('POST', '/chat/', key, { haul_id: haul.id, message: 'hi' });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('masking contact details', () => {
  it('masks the number for the other party and the author, and keeps the original for staff only', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app);
    const staff = await makeStaff(app);
    const sent = await send(app, {
      key: driver.key,
      chatId: chat.id,
      body: { message_body: 'Call me at (306) 555-0142 or jo@example.com for $2,450' },
    });
    const masked = `Call me at ${CONTACT_DETAILS_MASK} or ${CONTACT_DETAILS_MASK} for $2,450`;
    expect(sent.messages.at(-1)).toMatchObject({ masked: true });
    expect(sent.messages.at(-1)?.message_body).toContain(masked);
    const shipperView = (await openChat(app, { key: shipper.key, chatId: chat.id })).messages.at(-1);
    expect(shipperView?.message_body).toContain(masked);
    expect(shipperView?.original_body).toBeUndefined();
    expect(JSON.stringify(await openChat(app, { key: shipper.key, chatId: chat.id }))).not.toContain('555-0142');
    const staffView = (await openChat(app, { key: staff.key, chatId: chat.id })).messages.at(-1);
    expect(staffView?.original_body).toContain('Call me at (306) 555-0142 or jo@example.com for $2,450');
  });

  it('leaves staff’s own messages as written', async () => {
    const { chat } = await makeHaulChat(app);
    const staff = await makeStaff(app);
    const sent = await send(app, { key: staff.key, chatId: chat.id, body: { message_body: 'Office: 306-555-0100' } });
    expect(sent.messages.at(-1)?.message_body).toBe('Office: 306-555-0100');
  });
});

describe('merging by the 5-minute rule', () => {
  it('shows one user’s messages each within 5 minutes of the previous as one, and splits on a gap or a reply', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app, 'one');
    clock.advance(4 * MINUTE_MS);
    await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'two' } });
    clock.advance(4 * MINUTE_MS);
    await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'three' } });
    clock.advance(6 * MINUTE_MS);
    await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'four' } });
    clock.advance(MINUTE_MS);
    await send(app, { key: shipper.key, chatId: chat.id, body: { message_body: 'five' } });
    clock.advance(MINUTE_MS);
    const last = await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'six' } });
    expect(last.messages.map((message) => [message.user, message.message_body, message.ids.length])).toEqual([
      [driver.user.id, 'one\ntwo\nthree', 3],
      [driver.user.id, 'four', 1],
      [shipper.user.id, 'five', 1],
      [driver.user.id, 'six', 1],
    ]);
    const [listed] = (await listChats(shipper.key)).filter((item) => item.id === chat.id);
    expect(listed?.messages).toEqual([last.messages.at(-1)]);
  });
});

describe('unread counts', () => {
  it('counts a received message in the chat and in view_times, and clears both when the chat is opened', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app);
    const realtime = await recordRealtime(app);
    expect(await messageCount(app, shipper.key)).toBe(1);
    expect(await messageCount(app, driver.key)).toBe(0);
    clock.advance(MINUTE_MS);
    await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'my cell 403.555.0199' } });
    expect(await messageCount(app, shipper.key)).toBe(2);
    expect((await listChats(shipper.key)).find((item) => item.id === chat.id)?.unread).toBe(2);

    const toShipper = await realtime.to(shipper.user.id);
    expect(toShipper).toContainEqual({
      type: 'chat_message',
      chat_id: chat.id,
      message: expect.objectContaining({ message_body: `my cell ${CONTACT_DETAILS_MASK}`, user: driver.user.id }),
    });
    expect(toShipper).toContainEqual({ type: 'view_times' });

    clock.advance(MINUTE_MS);
    const opened = await openChat(app, { key: shipper.key, chatId: chat.id });
    expect(opened.unread).toBe(0);
    expect(await messageCount(app, shipper.key)).toBe(0);
    expect((await realtime.to(shipper.user.id)).filter((event) => event.type === 'view_times')).toHaveLength(2);
    await realtime.stop();
  });
});

describe('bell notices of chat messages', () => {
  it('marks the reader’s notices of a conversation’s messages read when the conversation is opened, no others', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app);
    const other = await makeHaulChat(app);
    await send(app, { key: other.driver.key, chatId: other.chat.id, body: { message_body: 'Another load' } });
    // Unread notices of chat messages; the load's other notices (the driver accepting) are not the chat's to read.
    const unread = async (key: string) =>
      NoticePageSchema.parse((await call('GET', '/notices/?page_size=50', key)).json()).results.filter(
        (notice) => notice.kind === 'new_message' && !notice.read,
      ).length;
    expect(await unread(shipper.key)).toBeGreaterThan(0);
    const before = await unread(other.shipper.key);
    await openChat(app, { key: shipper.key, chatId: chat.id });
    expect(await unread(shipper.key)).toBe(0);
    expect(await unread(other.shipper.key)).toBe(before);
    await send(app, { key: shipper.key, chatId: chat.id, body: { message_body: 'Tuesday works.' } });
    expect(await unread(driver.key)).toBeGreaterThan(0);
    await openChat(app, { key: driver.key, chatId: chat.id });
    expect(await unread(driver.key)).toBe(0);
  });
});

describe('pictures in chat', () => {
  it('shows a chat picture with its thumb and large versions, which the other party may open', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app);
    const picture = await uploadChatPicture(app, driver);
    const sent = await send(app, {
      key: driver.key,
      chatId: chat.id,
      body: { picture: true, picture_ids: [picture.id] },
    });
    const [shown] = sent.messages.at(-1)?.pictures ?? [];
    expect(shown).toEqual({
      id: picture.id,
      thumb: picture.thumb,
      large: picture.large,
      width: picture.width,
      height: picture.height,
    });
    const file = await app.inject({ method: 'GET', url: picture.thumb, headers: auth(shipper.key) });
    expect(file.statusCode).toBe(200);
    const stranger = await registerUser(app);
    const refusedFile = await app.inject({ method: 'GET', url: picture.thumb, headers: auth(stranger.key) });
    expect(refusedFile.statusCode).toBe(404);
  });

  it('refuses another user’s picture and a picture not uploaded for chat', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app);
    const theirs = await uploadChatPicture(app, shipper);
    const forAHaul = await uploadChatPicture(app, driver, 'haul');
    for (const pictureId of [theirs.id, forAHaul.id, '0197a3b2-0000-7000-8000-000000000000']) {
      const response = await call('PATCH', `/chat/${chat.id}/`, driver.key, {
        picture: true,
        picture_ids: [pictureId],
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['picture_ids']);
    }
  });

  it('refuses an empty message', async () => {
    const { driver, chat } = await makeHaulChat(app);
    const response = await call('PATCH', `/chat/${chat.id}/`, driver.key, { message_body: '   ' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the support conversation', () => {
  it('is in every registered user’s list with the team’s welcome, which is never counted as unread', async () => {
    const user = await registerUser(app);
    const [support] = (await listChats(user.key)).filter((chat) => chat.kind === 'support');
    expect(support).toMatchObject({ unread: 0, can_repond: true, mass: false, haul_id: null });
    expect(support?.messages).toEqual([
      expect.objectContaining({ ids: [], user: SUPPORT_WELCOME_USER, message_body: SUPPORT_WELCOME_MESSAGE }),
    ]);
    expect(await messageCount(app, user.key)).toBe(0);
    const again = await listChats(user.key);
    expect(again.filter((chat) => chat.kind === 'support')).toHaveLength(1);
    const opened = await call('POST', '/chat/', user.key, { admin: true });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().id).toBe(support?.id);
  });

  it('reaches every staff member; one staff member reading or answering it reads it for the team', async () => {
    const [first, second] = [await makeStaff(app), await makeStaff(app)];
    const before = await messageCount(app, second.key);
    const user = await registerUser(app);
    const realtime = await recordRealtime(app);
    const opened = await call('POST', '/chat/', user.key, { admin: true, message: 'My payment failed.' });
    expect(opened.statusCode).toBe(201);
    const chatId = opened.json().id;
    expect(await messageCount(app, first.key)).toBe(before + 1);
    expect(await messageCount(app, second.key)).toBe(before + 1);
    expect(await realtime.to(second.user.id)).toContainEqual(expect.objectContaining({ type: 'chat_message' }));
    await realtime.stop();

    clock.advance(MINUTE_MS);
    const answered = await send(app, { key: first.key, chatId, body: { message_body: 'Which card did you use?' } });
    expect(answered.users.map((member) => member.id)).toContain(first.user.id);
    expect(await messageCount(app, second.key)).toBe(before);
    expect(await messageCount(app, user.key)).toBe(1);
    const seen = await openChat(app, { key: user.key, chatId });
    expect(seen.messages.map((message) => message.user)).toEqual([SUPPORT_WELCOME_USER, user.user.id, first.user.id]);
    expect(await messageCount(app, user.key)).toBe(0);
  });

  it('answers 423 with the spec’s words when staff closed it, and a new request opens a new one', async () => {
    const user = await registerUser(app);
    const staff = await makeStaff(app);
    const opened = await call('POST', '/chat/', user.key, { admin: true, message: 'Hello?' });
    const chatId = opened.json().id;
    expect((await call('PUT', `/admin/chats/${chatId}/close/`, staff.key)).statusCode).toBe(200);
    const refused = await call('PATCH', `/chat/${chatId}/`, user.key, { message_body: 'Still there?' });
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ code: 'user_cant_respond', detail: CHAT_READ_ONLY_MESSAGE });
    expect((await openChat(app, { key: user.key, chatId })).can_repond).toBe(false);
    const fresh = await call('POST', '/chat/', user.key, { admin: true, message: 'New question' });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(chatId);
  });
});
