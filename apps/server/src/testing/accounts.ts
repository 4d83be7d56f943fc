import { type KeyResponse, KeyResponseSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { listRecentEmails } from '../modules/dev-mailbox';

let counter = 0;

export const auth = (key: string) => ({ authorization: `Token ${key}` });

/** A registration body unique within the test process (each test file has its own database). */
export const registrationBody = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  // Files share a worker's modules (vitest.config.ts), so the counter runs on across files: the last four digits
  // stay a valid number and repeat only after 10,000 registrations, more than any one file's database sees.
  const suffix = String(counter % 10_000).padStart(4, '0');
  return {
    name: `Test User ${counter}`,
    email: `user${counter}.${process.pid}@example.com`,
    telephone: `306-555-${suffix}`,
    password: 'correct horse battery',
    password2: 'correct horse battery',
    ...overrides,
  };
};

export const createTempUser = async (app: FastifyInstance): Promise<KeyResponse> => {
  const response = await app.inject({ method: 'POST', url: '/api/user/create_temp_account/', payload: {} });
  return KeyResponseSchema.parse(response.json());
};

export const registerUser = async (
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<KeyResponse & { password: string }> => {
  const body = registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/user/create_account/', payload: body, headers });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return { ...KeyResponseSchema.parse(response.json()), password: body.password };
};

/**
 * Changes a user's row as staff or a job would, outside the user's own requests, and drops what this process
 * remembers of their sessions (decision 029), so the user's next request reads the change: the database's notice of
 * it comes a moment later, on another connection.
 */
export const changeUserRow = async (
  app: FastifyInstance,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<void> => {
  await app.db.update(users).set(changes).where(eq(users.id, userId));
  app.sessions.forgetUser(userId);
};

export const makeStaff = async (app: FastifyInstance): Promise<KeyResponse> => {
  const staff = await registerUser(app);
  await changeUserRow(app, staff.user.id, { isStaff: true });
  return staff;
};

/** The newest email to `to` in the development mailbox, and the code in its link. */
export const latestEmailTo = async (app: FastifyInstance, to: string) => {
  const email = (await listRecentEmails(app.db)).find((candidate) => candidate.to === to);
  if (!email) throw new Error(`no email to ${to}`);
  const link = email.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const code = decodeURIComponent(link.split('/').filter(Boolean).pop() ?? '');
  return { ...email, link, code };
};

/** A shipper who can post: registered with the terms accepted and the email confirmed through the emailed link. */
export const makeConfirmedShipper = async (app: FastifyInstance): Promise<KeyResponse & { password: string }> => {
  const shipper = await registerUser(app, { accepted_terms: true });
  const { code } = await latestEmailTo(app, shipper.user.email ?? '');
  const verified = await app.inject({
    method: 'POST',
    url: `/api/user/${shipper.user.id}/verify/?code=${encodeURIComponent(code)}`,
    headers: auth(shipper.key),
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return shipper;
};
