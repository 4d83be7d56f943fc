import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { productionDemoConfig } from '../../testing/production-config';
import { createTestDatabase } from '../../testing/test-database';
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

  it('never exists in production, not even in a demo with the development mail transport', async () => {
    // A built web app, so the page path could have fallen through to index.html instead of a 404.
    const webDistDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html><body>the app</body></html>');
    const mailDir = await mkdtemp(path.join(tmpdir(), 'freight-mail-'));
    const config = productionDemoConfig({ WEB_DIST_DIR: webDistDir, MAIL_DIR: mailDir });
    expect(config.mail.transport).toBe('dev');
    const demo = await buildApp({ config, database: await createTestDatabase(), logger: false });
    try {
      const registered = await registerUser(demo);
      for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
        const response = await demo.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(404);
        expect(ApiErrorSchema.parse(response.json())).toMatchObject({ code: 'route_not_found' });
      }
      // The demo's mail is still written, as files in MAIL_DIR only.
      const files = await readdir(mailDir);
      expect(files).toHaveLength(1);
      expect(await readFile(path.join(mailDir, files[0] ?? ''), 'utf8')).toContain(registered.user.email ?? 'no email');
    } finally {
      await demo.close();
      await rm(webDistDir, { recursive: true, force: true });
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});
