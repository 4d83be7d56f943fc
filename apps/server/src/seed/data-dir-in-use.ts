import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export type DirHolder = { pid: number; command: string };

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
export const processesHoldingDir = (dir: string): DirHolder[] | null => {
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
