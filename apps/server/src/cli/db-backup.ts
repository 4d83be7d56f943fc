import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config';
import { BackupRefused, backupPglite } from '../platform/db/pglite-backup';
import { REPO_ROOT } from '../platform/paths';

/** `npm run db:backup -- --out file`: the embedded PGlite folder to one file (README, "Backups"). */

// As server.ts: a local .env fills in what the real environment leaves unset.
const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const USAGE = 'Usage: npm run db:backup -- --out backups/freight-2026-06-01.tar.gz';

const main = async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) return console.log(USAGE);
  if (!values.out) throw new BackupRefused(`--out is required.\n${USAGE}`);
  const config = loadConfig();
  // npm runs the script in apps/server; a relative path means where the command was typed.
  const outFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const { bytes } = await backupPglite({ where: config, outFile });
  console.log(`Backed up ${config.dataDir} to ${outFile} (${(bytes / 1_048_576).toFixed(1)} MiB).`);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof BackupRefused) console.error(error.message);
  else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\n${USAGE}`);
  } else console.error('db:backup failed:', error);
  process.exit(1);
});
