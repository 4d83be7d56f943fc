import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { findUserById, updateUser } from '../users';
import { unsubscribeUrlFor } from './alert-unsubscribe';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

/** A French driver's unsubscribe link, as their load-alert email carries it (path and query). */
const linkOf = async (userId: string) => {
  const url = new URL(await unsubscribeUrlFor(app.db, app.config.publicBaseUrl, userId));
  return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' };
};

const emailsOn = async (userId: string) => (await findUserById(app.db, userId))?.recieveEmail;

describe('the load-alert unsubscribe link', () => {
  it('opens a page in the driver’s language whose one button turns their emails off, without a login', async () => {
    const { user } = await registerUser(app);
    await updateUser(app.db, user.id, { languageChoice: 'fr' });
    const { path } = await linkOf(user.id);

    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Ne plus recevoir ces courriels');
    // Opening the link (as a mail scanner does) changes nothing.
    expect(await emailsOn(user.id)).toBe(true);

    const done = await app.inject({ method: 'POST', url: path });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('C’est fait');
    expect(await emailsOn(user.id)).toBe(false);
  });

  it('takes a mail app’s one-click List-Unsubscribe-Post', async () => {
    const { user } = await registerUser(app);
    const { path } = await linkOf(user.id);
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await emailsOn(user.id)).toBe(false);
  });

  it('refuses a tampered token, another user’s id under a valid signature, or none, changing nothing', async () => {
    const { user } = await registerUser(app);
    const other = await registerUser(app);
    const { token } = await linkOf(user.id);
    const signature = token.slice(token.lastIndexOf('.'));
    const forged = [`${token.slice(0, -2)}xx`, `${other.user.id}${signature}`, user.id, ''];
    for (const bad of forged) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/load-alerts/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'accept-language': 'es-MX,es;q=0.9' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Este enlace no es válido.');
    }
    expect(await emailsOn(user.id)).toBe(true);
    expect(await emailsOn(other.user.id)).toBe(true);
  });
});
