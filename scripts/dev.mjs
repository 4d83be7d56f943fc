// `npm run dev`: the API with reload (tsx watch) and the Vite dev server (which proxies /api to it), together;
// Ctrl-C stops both.
import { spawn } from 'node:child_process';

const run = (name, args) => {
  // Own process group, so stopping it also stops what npm started (tsx watch, vite).
  const child = spawn('npm', args, { stdio: 'inherit', env: process.env, detached: true });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited with ${code}`);
    stopAll(code ?? 1);
  });
  return child;
};

const children = [
  run('api', ['run', 'dev', '--workspace', 'apps/server']),
  run('web', ['run', 'dev', '--workspace', 'apps/web']),
];

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
};

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
