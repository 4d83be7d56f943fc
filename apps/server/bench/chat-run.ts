/**
 * The chat benchmark alone (`npx tsx bench/chat-run.ts`), on a fresh embedded database, or on PostgreSQL when
 * DATABASE_URL is set; `npm run bench` runs it with the others. CHAT_BENCH_STEPS (e.g. `1000,5000`) and
 * CHAT_BENCH_SENDS choose the client counts and the sends measured at each.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/open-database';
import { benchChat } from './chat';

const main = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-bench-chat-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAIL_DIR: path.join(dataDir, 'mail'),
  });
  const app = await buildApp({ config, database: await openDatabase(config), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await benchChat({ app, appUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
