/**
 * `npm run bench`: each benchmark is reported as a ratio against a baseline measured in the same run, because
 * absolute numbers drift on these shared 2-core machines.
 *
 * Baseline: a bare Fastify hello-world. Subjects: the product's request pipeline (logging controller, request id,
 * auth hook, error handler, zod serialisation) on a public route and on an authenticated route that reads the
 * database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/open-database';
import { measure, report } from './measure';

const listen = async (app: {
  listen: (o: { port: number; host: string }) => Promise<string>;
  server: { address(): unknown };
}) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const main = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-bench-'));
  const baselineApp = Fastify();
  baselineApp.get('/hello', async () => ({ hello: 'world' }));
  const baselineUrl = await listen(baselineApp);

  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAIL_DIR: path.join(dataDir, 'mail'),
  });
  const app = await buildApp({ config, database: await openDatabase(config), logger: false });
  const appUrl = await listen(app);
  const temp = await fetch(`${appUrl}/api/user/create_temp_account/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { key } = (await temp.json()) as { key: string };

  // Warm both up so the JIT has compiled their hot paths before anything is counted.
  await measure(`${baselineUrl}/hello`, { seconds: 2 });
  await measure(`${appUrl}/api/healthz`, { seconds: 2 });
  const before = await measure(`${baselineUrl}/hello`);
  const healthz = await measure(`${appUrl}/api/healthz`);
  const profile = await measure(`${appUrl}/api/user/profile/`, { headers: { authorization: `Token ${key}` } });
  const after = await measure(`${baselineUrl}/hello`);
  // The baseline is measured before and after the subjects and averaged, so drift during the run cancels out.
  const baseline = {
    requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
    p99Ms: Math.max(before.p99Ms, after.p99Ms),
  };
  report('GET /api/healthz (pipeline overhead)', healthz, baseline);
  report('GET /api/user/profile/ (auth hook + database)', profile, baseline);

  await app.close();
  await baselineApp.close();
  await rm(dataDir, { recursive: true, force: true });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
