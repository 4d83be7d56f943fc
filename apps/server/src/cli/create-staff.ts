import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { CreateStaffRefused, createOrPromoteStaff } from '../modules/admin';
import { systemClock } from '../platform/clock';
import { ConfigError, loadConfig } from '../platform/config';
import { embeddedDatabaseInUse } from '../platform/db/data-dir-in-use';
import { openDatabase } from '../platform/db/open-database';
import { createMailer } from '../platform/mail/create-mailer';
import { REPO_ROOT } from '../platform/paths';

/** `npm run create-staff -- --email someone@example.ca [--name "Sam Dispatch"]` (README, "Staff accounts"). */

// As server.ts: a local .env fills in what the real environment leaves unset.
const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const USAGE = 'Usage: npm run create-staff -- --email someone@example.ca [--name "Sam Dispatch"]';

const main = async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.email) throw new CreateStaffRefused(`--email is required.\n${USAGE}`);
  const config = loadConfig();
  const inUse = await embeddedDatabaseInUse(config);
  if (inUse) {
    throw new CreateStaffRefused(
      `${inUse} Stop the server (Ctrl+C), run \`npm run create-staff\` again, then start the server.`,
    );
  }
  const database = await openDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  try {
    const result = await createOrPromoteStaff(
      {
        db: database.db,
        clock: systemClock,
        mailer: createMailer(config),
        log: pino({ level: 'warn' }),
        baseUrl: config.publicBaseUrl,
      },
      { email: values.email, name: values.name },
    );
    const email = values.email.trim().toLowerCase();
    if (result.outcome === 'already_staff') console.log(`${email} is already a staff account (${where}).`);
    if (result.outcome === 'promoted') {
      console.log(`${email} is now a staff account (${where}). Their password is unchanged.`);
    }
    if (result.outcome === 'created') {
      console.log(
        [
          `Staff account made for ${email} (${where}). No password was set: its owner chooses one with this`,
          'one-time link (valid 24 hours; after that, "Forgot password" on the login page sends a new one):',
          '',
          `  ${result.link}`,
          '',
          result.emailed
            ? `The link was also emailed to ${email}${config.mail.transport === 'dev' ? ` (development mailbox: ${config.mail.dir})` : ''}.`
            : 'The email could not be sent (see the error above): pass the link on yourself.',
        ].join('\n'),
      );
    }
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof CreateStaffRefused) console.error(error.message);
  else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\n${USAGE}`);
  } else console.error('create-staff failed (nothing was changed):', error);
  process.exit(1);
});
