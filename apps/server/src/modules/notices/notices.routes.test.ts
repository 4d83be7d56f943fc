import { NoticePageSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { noticesOf } from './notices.test-helpers';
import { noticesContext } from './notices-context';
import { notify } from './notify';

const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

const list = (key: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/notices/${query}`, headers: auth(key) });
const markRead = (key: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/notices/read/', headers: auth(key), payload });

/** A user with three notices, a minute apart (oldest first). */
const userWithNotices = async () => {
  const account = await registerUser(app);
  const ids: string[] = [];
  for (const kind of ['new_bid', 'driver_accepted', 'review'] as const) {
    const { notice } = await notify(noticesContext(app, app.log), {
      userId: account.user.id,
      kind,
      data: { load: kind },
      link: `/job/${kind}`,
    });
    if (notice) ids.push(notice.id);
    clock.advance(60_000);
  }
  return { ...account, ids };
};

describe('GET /notices/', () => {
  it('answers the caller’s notices newest first, paged, with the unread count', async () => {
    const { key, ids } = await userWithNotices();
    await userWithNotices();
    const first = await list(key, '?page_size=2');
    expect(first.statusCode).toBe(200);
    const page = NoticePageSchema.parse(first.json());
    expect(page).toMatchObject({ count: 3, unread: 3, page: 1, page_size: 2 });
    expect(page.results.map((notice) => notice.id)).toEqual([ids[2], ids[1]]);
    expect(page.results[0]).toMatchObject({
      kind: 'review',
      data: { load: 'review' },
      link: '/job/review',
      read: false,
    });

    const second = NoticePageSchema.parse((await list(key, '?page=2&page_size=2')).json());
    expect(second.results.map((notice) => notice.id)).toEqual([ids[0]]);
  });

  it('refuses a request without a key and a page size past 50', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notices/' })).statusCode).toBe(401);
    const { key } = await registerUser(app);
    expect((await list(key, '?page_size=51')).statusCode).toBe(400);
  });
});

describe('PUT /notices/read/', () => {
  it('marks the given notices read and answers the unread count left', async () => {
    const { key, ids, user } = await userWithNotices();
    const response = await markRead(key, { ids: [ids[0]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: 2 });
    const rows = await noticesOf(app, user.id);
    expect(rows.filter((row) => row.readAt !== null).map((row) => row.id)).toEqual([ids[0]]);
    const page = NoticePageSchema.parse((await list(key)).json());
    expect(page.results.find((notice) => notice.id === ids[0])?.read).toBe(true);
  });

  it('marks all of the caller’s notices read when no ids are given', async () => {
    const { key, user } = await userWithNotices();
    expect((await markRead(key, {})).json()).toEqual({ unread: 0 });
    expect((await noticesOf(app, user.id)).every((row) => row.readAt !== null)).toBe(true);
  });

  it('never touches another user’s notices, whether named or by marking all', async () => {
    const owner = await userWithNotices();
    const other = await userWithNotices();
    expect((await markRead(other.key, { ids: owner.ids })).json()).toEqual({ unread: 3 });
    await markRead(other.key, {});
    expect((await noticesOf(app, owner.user.id)).every((row) => row.readAt === null)).toBe(true);
    const page = NoticePageSchema.parse((await list(other.key)).json());
    expect(page.results.map((notice) => notice.id).sort()).toEqual([...other.ids].sort());
  });

  it('refuses ids that are not uuids, with the field named', async () => {
    const { key } = await registerUser(app);
    const response = await markRead(key, { ids: ['nope'] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toEqual(['ids.0']);
  });
});

describe('OpenAPI', () => {
  it('documents both notices endpoints', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/notices/'].get.summary).toContain('notices');
    expect(document.paths['/notices/read/'].put.requestBody).toBeDefined();
  });
});
