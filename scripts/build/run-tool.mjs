// Build tools run as child processes of the one `npm start` process; a stop signal during a build reaches them here.
import { spawn } from 'node:child_process';

const running = new Set();

export const runTool = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    running.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${args.slice(0, 2).join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });

export const stopRunningTools = (signal) => {
  for (const child of running) child.kill(signal);
};
