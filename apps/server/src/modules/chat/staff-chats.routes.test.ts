import {
  CHAT_READ_ONLY_MESSAGE,
  ChatListSchema,
  CONTACT_DETAILS_MASK,
  MassMessageResultSchema,
  StaffChatPageSchema,
  StaffChatSchema,
} from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempUser, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import { caller, makeHaulChat, messageCount, openChat, recordRealtime, send } from './chat.test-helpers';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
const clock = testClock();
const MINUTE_MS = 60_000;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  call = caller(app);
});

afterAll(() => app.close());

const askSupport = async (key: string, message: string): Promise<string> => {
  const response = await call('POST', '/chat/', key, { admin: true, message });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(response.body);
  return response.json().id;
};

const inbox = async (key: string, query = '') =>
  StaffChatPageSchema.parse((await call('GET', `/admin/chats/${query}`, key)).json());

describe('admin chat endpoints', () => {
  it('refuse shippers, drivers and temporary visitors with 403, before looking at the body', async () => {
    const { chat } = await makeHaulChat(app);
    const callers = [await registerUser(app), await makeDriver(app), await createTempUser(app)];
    const requests = [
      ['GET', '/admin/chats/'],
      ['GET', '/admin/chats/?kind=nonsense'],
      ['GET', `/admin/chats/${chat.id}/`],
      ['PATCH', `/admin/chats/${chat.id}/`, { message_body: 'hi' }],
      ['PATCH', `/admin/chats/${chat.id}/`, {}],
      ['PUT', `/admin/chats/${chat.id}/close/`],
      ['PUT', `/admin/chats/${chat.id}/reopen/`],
      ['POST', '/admin/mass_messages/', { group: 'everyone', title: 'Hi', message_body: 'Hello' }],
      ['POST', '/admin/mass_messages/', { group: 'nobody' }],
    ] as const;
    for (const { key } of callers) {
      for (const [method, url, payload] of requests) {
        const response = await call(method, url, key, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('forbidden');
      }
    }
  });
});

describe('GET /admin/chats/', () => {
  it('lists support conversations with messages, newest first, with what the team has not read', async () => {
    const staff = await makeStaff(app);
    const quiet = await registerUser(app, { name: 'Quiet Quinn' });
    await call('GET', '/chat/', quiet.key);
    const first = await registerUser(app, { name: 'Asking Ada' });
    const firstChat = await askSupport(first.key, 'Where is my refund?');
    clock.advance(MINUTE_MS);
    const second = await registerUser(app, { name: 'Busy Bo' });
    const secondChat = await askSupport(second.key, 'How do I boost?');
    clock.advance(MINUTE_MS);
    await send(app, { key: second.key, chatId: secondChat, body: { message_body: 'Hello?' } });

    const page = await inbox(staff.key);
    const ids = page.results.map((chat) => chat.id);
    expect(ids.indexOf(secondChat)).toBeLessThan(ids.indexOf(firstChat));
    expect(page.results.some((chat) => chat.subject.id === quiet.user.id)).toBe(false);
    const listed = page.results.find((chat) => chat.id === secondChat);
    expect(listed).toMatchObject({ unread: 2, subject: { name: 'Busy Bo', email: second.user.email } });
    expect(listed?.messages.at(-1)?.message_body).toBe('How do I boost?\nHello?');

    const found = await inbox(staff.key, '?q=ada');
    expect(found.results.map((chat) => chat.id)).toEqual([firstChat]);
    const hauls = await inbox(staff.key, '?kind=haul');
    expect(hauls.results.every((chat) => chat.kind === 'haul')).toBe(true);
  });
});

describe('GET /admin/chats/{id}/', () => {
  it('shows any conversation with the originals, and leaves the users’ unread counts alone', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app);
    const staff = await makeStaff(app);
    clock.advance(MINUTE_MS);
    await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'text me 780-555-0123' } });
    const before = await messageCount(app, shipper.key);
    const response = await call('GET', `/admin/chats/${chat.id}/`, staff.key);
    expect(response.statusCode).toBe(200);
    const seen = StaffChatSchema.parse(response.json());
    expect(seen.subject.id).toBe(driver.user.id);
    expect(seen.messages.at(-1)).toMatchObject({
      message_body: `Hello, I can take it Tuesday.\ntext me ${CONTACT_DETAILS_MASK}`,
      original_body: 'Hello, I can take it Tuesday.\ntext me 780-555-0123',
    });
    expect(await messageCount(app, shipper.key)).toBe(before);
    expect((await call('GET', '/admin/chats/0197a3b2-0000-7000-8000-000000000000/', staff.key)).statusCode).toBe(404);
  });
});

describe('replying, closing and reopening', () => {
  it('lets staff reply as support, close the conversation (423 for the user) and reopen it', async () => {
    const user = await registerUser(app);
    const staff = await makeStaff(app);
    const chatId = await askSupport(user.key, 'Can I change my email?');
    clock.advance(MINUTE_MS);
    const replied = await call('PATCH', `/admin/chats/${chatId}/`, staff.key, { message_body: 'Yes, in Profile.' });
    expect(replied.statusCode).toBe(200);
    expect(StaffChatSchema.parse(replied.json()).messages.at(-1)?.user).toBe(staff.user.id);

    const closed = StaffChatSchema.parse((await call('PUT', `/admin/chats/${chatId}/close/`, staff.key)).json());
    expect(closed).toMatchObject({ can_repond: false, closed_at: clock.now().toISOString() });
    const refused = await call('PATCH', `/chat/${chatId}/`, user.key, { message_body: 'Thanks!' });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().detail).toBe(CHAT_READ_ONLY_MESSAGE);
    clock.advance(MINUTE_MS);
    const lastWord = await call('PATCH', `/chat/${chatId}/`, staff.key, { message_body: 'Closing this, bye.' });
    expect(lastWord.statusCode).toBe(200);

    const reopened = StaffChatSchema.parse((await call('PUT', `/admin/chats/${chatId}/reopen/`, staff.key)).json());
    expect(reopened).toMatchObject({ can_repond: true, closed_at: null });
    clock.advance(MINUTE_MS);
    expect((await call('PATCH', `/chat/${chatId}/`, user.key, { message_body: 'Thanks!' })).statusCode).toBe(200);
  });

  it('lets a closed haul conversation refuse both parties', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app);
    const staff = await makeStaff(app);
    await call('PUT', `/admin/chats/${chat.id}/close/`, staff.key);
    for (const key of [shipper.key, driver.key]) {
      expect((await call('PATCH', `/chat/${chat.id}/`, key, { message_body: 'hi' })).statusCode).toBe(423);
    }
  });
});

describe('POST /admin/mass_messages/', () => {
  it('gives every approved driver a read-only message, counted as unread, and nobody else', async () => {
    const staff = await makeStaff(app);
    const approved = [await makeDriver(app), await makeDriver(app)];
    const pending = await makeDriver(app, { profileState: 'submitted' });
    const { shipper } = await makePostedHaul(app);
    const realtime = await recordRealtime(app);
    clock.advance(MINUTE_MS);
    const response = await call('POST', '/admin/mass_messages/', staff.key, {
      group: 'all_drivers',
      title: 'Winter roads',
      message_body: 'Chains are required on Highway 16 from today.',
    });
    expect(response.statusCode).toBe(201);
    const { recipients } = MassMessageResultSchema.parse(response.json());
    expect(recipients).toBeGreaterThanOrEqual(2);

    for (const driver of approved) {
      expect(await messageCount(app, driver.key)).toBe(1);
      expect(await realtime.to(driver.user.id)).toContainEqual({ type: 'view_times' });
      const list = ChatListSchema.parse((await call('GET', '/chat/', driver.key)).json()).results;
      const mass = list.find((chat) => chat.mass);
      expect(mass).toMatchObject({ kind: 'mass', title: 'Winter roads', can_repond: false, unread: 1 });
      expect(mass?.messages.at(-1)).toMatchObject({
        user: staff.user.id,
        message_body: 'Chains are required on Highway 16 from today.',
      });
      const refused = await call('PATCH', `/chat/${mass?.id}/`, driver.key, { message_body: 'ok' });
      expect(refused.statusCode).toBe(423);
      await openChat(app, { key: driver.key, chatId: mass?.id ?? '' });
      expect(await messageCount(app, driver.key)).toBe(0);
    }
    for (const other of [pending, shipper]) {
      const list = ChatListSchema.parse((await call('GET', '/chat/', other.key)).json()).results;
      expect(list.some((chat) => chat.mass)).toBe(false);
    }
    await realtime.stop();

    const [mass] = (await inbox(staff.key, '?kind=mass')).results;
    expect((await call('PUT', `/admin/chats/${mass?.id}/reopen/`, staff.key)).statusCode).toBe(409);
  });

  it('reaches shippers who posted a load and premium drivers by their groups', async () => {
    const staff = await makeStaff(app);
    const { shipper } = await makePostedHaul(app);
    const premium = await makeDriver(app, { profileState: 'incomplete', level: 2 });
    const basic = await makeDriver(app);
    const sendTo = async (group: string) =>
      call('POST', '/admin/mass_messages/', staff.key, { group, title: group, message_body: `to ${group}` });
    expect((await sendTo('shippers')).statusCode).toBe(201);
    expect((await sendTo('premium_drivers')).statusCode).toBe(201);
    const titles = async (key: string) =>
      ChatListSchema.parse((await call('GET', '/chat/', key)).json())
        .results.filter((chat) => chat.mass)
        .map((chat) => chat.title);
    expect(await titles(shipper.key)).toEqual(['shippers']);
    expect(await titles(premium.key)).toEqual(['premium_drivers']);
    expect(await titles(basic.key)).toEqual([]);
    expect(await titles(staff.key)).toEqual([]);
  });
});
