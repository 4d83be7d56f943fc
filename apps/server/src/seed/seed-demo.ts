import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { exchangeRateServiceFor } from '../modules/exchange-rates';
import { geoServicesFor } from '../modules/geo';
import { systemClock } from '../platform/clock';
import { type Config, ConfigError, loadConfig } from '../platform/config';
import { embeddedDatabaseInUse } from '../platform/db/data-dir-in-use';
import { openDatabase } from '../platform/db/open-database';
import { REPO_ROOT } from '../platform/paths';
import { fileStorageFor } from '../platform/storage/file-storage-for';
import { DEMO_DRIVERS } from './demo-drivers';
import { DEMO_PASSWORD, DEMO_STAFF, demoEmail } from './demo-people';
import { seedDemo } from './demo-seed';
import { DEMO_SHIPPERS } from './demo-shippers';

/** `npm run seed:demo`: the demo marketplace in the database `npm start` uses (see README, "Demo data"). */

// As server.ts: a local .env fills in what the real environment leaves unset.
const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

class SeedRefused extends Error {}

/** PGlite is one process at a time: seeding a data folder the server has open would corrupt it. */
const assertDataDirFree = async (config: Config): Promise<void> => {
  const inUse = await embeddedDatabaseInUse(config);
  if (inUse) {
    throw new SeedRefused(`${inUse} Stop the server (Ctrl+C), run \`npm run seed:demo\`, then start it again.`);
  }
};

const main = async () => {
  const config = loadConfig();
  // The demo's staff account and shared password are published in the README: never in production.
  if (config.env === 'production') throw new SeedRefused('NODE_ENV is production: the demo seed only runs elsewhere.');
  await assertDataDirFree(config);
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    const log = pino({ level: 'warn' });
    const summary = await seedDemo({
      db: database.db,
      clock: systemClock,
      geo: geoServicesFor(config, log),
      exchangeRates: exchangeRateServiceFor(config, log),
      storage: fileStorageFor(config, { log }),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { accounts, loads, bids, payments, chats } = summary;
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    console.log(
      [
        `Demo marketplace seeded in ${where} in ${seconds} s` +
          (summary.removedAccounts > 0 ? ` (replacing the earlier demo's ${summary.removedAccounts} accounts).` : '.'),
        `  accounts: 1 staff, ${accounts.shippers} shippers, ${accounts.basicDrivers} basic and ${accounts.premiumDrivers} premium drivers, ${accounts.pendingDrivers} awaiting approval`,
        `  loads: ${loads.total} (${loads.posted} posted, ${loads.accepted} taken by drivers, ${loads.draft} drafts; ${loads.boosted} boosted)`,
        `  bids: ${bids.total} (${bids.expired} expired)`,
        `  prepaid by card: ${payments.paid} loads (${payments.delivered} of them delivered, their drivers' payouts scheduled)`,
        `  conversations: ${chats.conversations} (${chats.messages} messages)`,
        '',
        `Log in with any of these, password "${DEMO_PASSWORD}":`,
        ...[DEMO_STAFF, ...DEMO_SHIPPERS, ...DEMO_DRIVERS].map(
          (person) => `  ${demoEmail(person.login).padEnd(38)} ${person.about}`,
        ),
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SeedRefused) console.error(error.message);
  else console.error('The demo seed failed (the demo data was left as it was):', error);
  process.exit(1);
});
