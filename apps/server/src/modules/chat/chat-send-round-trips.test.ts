import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { queryCounter } from '../../testing/query-counter';
import { makeHaulChat } from './testing';

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
