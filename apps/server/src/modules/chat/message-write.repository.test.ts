import { ChatSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { newId } from '../../platform/db/new-id';
import { registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { caller, makeHaulChat, recordRealtime, send } from './chat.test-helpers';
import { writeMessage } from './message-write.repository';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

it('tells every staff member of a support message, a hundred recipients to a notification at most', async () => {
  const staff = await app.db
    .insert(users)
    .values(
      Array.from({ length: 130 }, (_, index) => ({
        name: `Staff ${index}`,
        status: 'verified' as const,
        isStaff: true,
      })),
    )
    .returning({ id: users.id });
  const user = await registerUser(app);
  const opened = await caller(app)('POST', '/chat/', user.key, { admin: true });
  const chat = ChatSchema.parse(opened.json());
  const realtime = await recordRealtime(app);
  const message = {
    ids: ['x'],
    created: new Date().toISOString(),
    user: user.user.id,
    message_body: 'Hi',
    pictures: [],
  };
  const outcome = await writeMessage(app.db, {
    message: {
      id: newId(),
      chatId: chat.id,
      authorUserId: user.user.id,
      body: 'Hi',
      originalBody: null,
      createdAt: new Date(),
    },
    pictureIds: [],
    isStaff: false,
    chatMessageEvent: { type: 'chat_message', chat_id: chat.id, message },
  });
  expect(outcome?.isWritten).toBe(true);
  expect(outcome?.recipientIds).toEqual(expect.arrayContaining(staff.map((member) => member.id)));
  expect(outcome?.recipientIds).not.toContain(user.user.id);
  await realtime.to(user.user.id);
  await realtime.stop();
  const announcing = realtime.envelopes.filter((envelope) => envelope.event.type === 'chat_message');
  expect(announcing.every((envelope) => envelope.to.length <= 100)).toBe(true);
  const told = new Set(announcing.flatMap((envelope) => envelope.to));
  for (const member of staff) expect(told.has(member.id)).toBe(true);
  expect(told.has(user.user.id)).toBe(false);
  const refreshed = new Set(
    realtime.envelopes.filter((envelope) => envelope.event.type === 'view_times').flatMap((envelope) => envelope.to),
  );
  expect(refreshed.has(user.user.id)).toBe(true);
});

it('sends a message too large for one notification as a refetch hint, and nothing to anyone when it is refused', async () => {
  const { shipper, driver, chat } = await makeHaulChat(app);
  const outsider = await registerUser(app);
  const realtime = await recordRealtime(app);
  // 4,000 Hangul syllables are 12,000 bytes of UTF-8, past NOTIFY's 8,000.
  await send(app, { key: driver.key, chatId: chat.id, body: { message_body: '안'.repeat(4000) } });
  const refused = await caller(app)('PATCH', `/chat/${chat.id}/`, outsider.key, { message_body: 'Let me in' });
  expect(refused.statusCode).toBe(404);
  const toShipper = await realtime.to(shipper.user.id);
  await realtime.stop();
  // The message's own notification, as a hint, and the badge refresh; the in-app notice aside.
  expect(toShipper.filter((event) => event.type !== 'notice')).toEqual([
    { type: 'view_times' },
    { type: 'view_times' },
  ]);
  expect(realtime.envelopes.some((envelope) => envelope.to.includes(outsider.user.id))).toBe(false);
});
