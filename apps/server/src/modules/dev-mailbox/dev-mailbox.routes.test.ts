import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { listRecentEmails } from './mailbox.repository';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

describe('development mailbox', () => {
  it('shows sent emails with clickable links, newest first, escaping what users typed', async () => {
    await registerUser(app, { name: '<script>alert(1)</script> Early' });
    await registerUser(app, { name: 'Later Sender' });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/user\/verify\/[^"]+">/);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body.indexOf('Later Sender')).toBeLessThan(page.body.indexOf('Early'));
  });

  it('lists the same emails as JSON for tests and tools', async () => {
    const emails = (await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json();
    expect(emails[0]).toMatchObject({ subject: 'Confirm your email address', status: 'sent' });
  });

  it('does not exist when real mail is configured, and a failing mail server does not undo a registration', async () => {
    const smtpApp = await buildTestApp({
      config: { mail: { transport: 'smtp', smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.com' } },
    });
    const response = await smtpApp.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const registered = await registerUser(smtpApp);
    const [outbox] = await listRecentEmails(smtpApp.db);
    await smtpApp.close();
    expect(response.statusCode).toBe(404);
    expect(registered.user.status).toBe('verified');
    expect(outbox).toMatchObject({ to: registered.user.email, status: 'failed' });
  });
});
