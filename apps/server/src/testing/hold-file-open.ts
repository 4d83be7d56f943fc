import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Another process holding `file` open, as a running server holds its PGlite folder; resolves once the file is open
 * (a fixed wait was not enough on a busy machine). Call `release()` when done.
 */
export const holdFileOpen = async (file: string): Promise<{ pid: number; release: () => void }> => {
  const holder = spawn(
    process.execPath,
    ['-e', `require('fs').openSync(${JSON.stringify(file)}); console.log('open'); setTimeout(() => {}, 60000)`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(holder.stdout, 'data');
  return { pid: holder.pid ?? 0, release: () => holder.kill() };
};
