import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { queryCounter } from '../../testing/query-counter';
import { makeHaulChat, send } from './testing';

const counter = queryCounter();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ onQuery: counter.onQuery });
});

afterAll(() => app.close());

it('announces a message in the second statement: the key’s check, then the checks, the write and its audience in one', async () => {
  const { driver, chat } = await makeHaulChat(app);
  const queries = await counter.during(async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/chat/${chat.id}/`,
      headers: auth(driver.key),
      payload: { message_body: 'Loading at 9 tomorrow.' },
    });
    expect(response.statusCode).toBe(200);
  });
  // Everything after the announcing statement (notices, the answer's view) no longer delays the addressee.
  const announcing = queries.findIndex((statement) => statement.includes('pg_notify'));
  expect(announcing, queries.join('\n')).toBe(1);
  expect(queries[announcing]).toContain('insert into "chat_messages"');
  // Its commit does not wait for the WAL flush, most of the addressee's wait (message-write.repository.ts).
  expect(queries[announcing]).toContain("set_config('synchronous_commit', 'off', true)");
  // The sender is answered only after a synchronous commit has flushed the WAL past it.
  expect(queries.slice(announcing + 1).some((statement) => statement.includes('pg_current_xact_id()'))).toBe(true);
  // After it, for a message its addressee is told of without an email (one before it is still unread): the flush, the
  // notice's one read (message, recipients, first unread) and the recipient's, the notice written and announced in
  // one statement without BEGIN and COMMIT, and the answer's five reads. Seventeen statements in all before.
  expect(queries, queries.join('\n')).toHaveLength(11);
  expect(queries.filter((statement) => /^(begin|commit)/i.test(statement))).toEqual([]);
});

it('checks no key for the sender’s next message: sending leaves their kept session alone', async () => {
  const { driver, chat } = await makeHaulChat(app);
  await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'On my way.' } });
  const queries = await counter.during(() =>
    send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'Two hours out.' } }),
  );
  expect(queries.filter((statement) => statement.includes('from "auth_tokens"'))).toEqual([]);
  // The announcing statement is now the request's first.
  expect(queries[0]).toContain('pg_notify');
});
