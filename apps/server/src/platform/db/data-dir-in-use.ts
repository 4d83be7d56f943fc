import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

type DirHolder = { pid: number; command: string };

const readOr = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/**
 * Other processes with files of `dir` open, read from /proc; null where there is no /proc (macOS, Windows).
 *
 * PGlite takes no lock on its data folder: a second process opens it happily and the two corrupt it. Its
 * `postmaster.pid` proves nothing either (PGlite writes a fixed pid and leaves the file behind after a crash). An open
 * PGlite does keep its WAL and table files open, though, so an open file descriptor is the reliable sign.
 */
const processesHoldingDir = (dir: string): DirHolder[] | null => {
  if (!existsSync('/proc/self/fd')) return null;
  const inside = path.resolve(dir) + path.sep;
  const holders: DirHolder[] = [];
  for (const entry of readOr(() => readdirSync('/proc'), [] as string[])) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const fds = readOr(() => readdirSync(`/proc/${pid}/fd`), [] as string[]);
    const holds = fds.some((fd) => readOr(() => readlinkSync(`/proc/${pid}/fd/${fd}`), '').startsWith(inside));
    if (holds) {
      const command = readOr(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8'), '')
        .replaceAll('\0', ' ')
        .trim();
      holders.push({ pid, command });
    }
  }
  return holders;
};

/** Where /proc is missing, a server answering on the configured port is the next best sign the folder is open. */
const serverAnswers = async (config: Pick<Config, 'port'>): Promise<boolean> => {
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/api/healthz`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
};

/**
 * Why a command may not open the embedded database now (another process, the server most likely, has it open), or
 * null when it may. PGlite is one process at a time: a second writer corrupts the folder. PostgreSQL is never "in use".
 */
export const embeddedDatabaseInUse = async (
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'port'>,
): Promise<string | null> => {
  if (config.databaseUrl) return null;
  const holders = processesHoldingDir(config.dataDir);
  const inUse =
    holders === null
      ? existsSync(path.join(config.dataDir, 'postmaster.pid')) && (await serverAnswers(config))
      : holders.length > 0;
  if (!inUse) return null;
  const who = (holders ?? []).map(({ pid, command }) => `\n  pid ${pid}: ${command}`).join('');
  return `The embedded database in ${config.dataDir} is open in another process (the server?):${who}\nPGlite allows one process at a time.`;
};
