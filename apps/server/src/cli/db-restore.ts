import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config';
import { BackupRefused, restorePgliteBackup } from '../platform/db/pglite-backup';
import { REPO_ROOT } from '../platform/paths';

/** `npm run db:restore -- --in file [--force]`: a db:backup file into the embedded PGlite folder (README, "Backups"). */

// As server.ts: a local .env fills in what the real environment leaves unset.
const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const USAGE = 'Usage: npm run db:restore -- --in backups/freight-2026-06-01.tar.gz [--force]';

const main = async () => {
  const { values } = parseArgs({
    options: { in: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) return console.log(USAGE);
  if (!values.in) throw new BackupRefused(`--in is required.\n${USAGE}`);
  const config = loadConfig();
  // npm runs the script in apps/server; a relative path means where the command was typed.
  const inFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.in);
  const { replacedDir } = await restorePgliteBackup({ where: config, inFile, force: values.force });
  console.log(`Restored ${inFile} into ${config.dataDir}. Start the server to use it (migrations apply at start).`);
  if (replacedDir) console.log(`The database it replaced was moved to ${replacedDir}; delete it once you are sure.`);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof BackupRefused) console.error(error.message);
  else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\n${USAGE}`);
  } else console.error('db:restore failed:', error);
  process.exit(1);
});
