// `npm start`: builds what is missing or stale, then runs the compiled server in this same process, so the process
// tree is npm -> node (the npm script execs) and the SIGTERM npm forwards reaches the server's graceful shutdown.
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BuildToolMissing, buildTargets } from './build/build-targets.mjs';
import { stopRunningTools } from './build/run-tool.mjs';
import { distLink, TARGETS } from './build/targets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// As the server does: a local .env fills in what the real environment leaves unset (here, WEB_DIST_DIR).
const envFile = path.join(ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

// A WEB_DIST_DIR of the operator's own is theirs to fill; only the default location is built here.
const webDist = process.env.WEB_DIST_DIR ? path.resolve(ROOT, process.env.WEB_DIST_DIR) : null;
const targets = !webDist || webDist === distLink(ROOT, TARGETS.web) ? ['server', 'web'] : ['server'];

const stopBuilding = (signal) => {
  stopRunningTools(signal);
  console.error(`npm start: ${signal} while building; stopped before serving`);
  process.exit(128 + constants.signals[signal]);
};
process.once('SIGTERM', stopBuilding);
process.once('SIGINT', stopBuilding);

try {
  await buildTargets(ROOT, targets, (line) => console.error(`npm start: ${line}`));
} catch (error) {
  console.error(error instanceof BuildToolMissing ? error.message : `npm start: the build failed: ${error.message}`);
  process.exit(1);
}

process.off('SIGTERM', stopBuilding);
process.off('SIGINT', stopBuilding);
await import(pathToFileURL(path.join(distLink(ROOT, TARGETS.server), 'server.js')).href);
