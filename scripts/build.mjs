// `npm run build [-- server|web]`: the compiled server (apps/server/dist) and the web app (apps/web/dist), each
// rebuilt only when its source changed (scripts/build/targets.mjs) and swapped in atomically.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTargets } from './build/build-targets.mjs';
import { TARGETS } from './build/targets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  console.error(`Unknown build ${unknown.join(', ')}; expected any of: ${Object.keys(TARGETS).join(', ')}`);
  process.exit(2);
}

try {
  await buildTargets(ROOT, requested.length > 0 ? requested : Object.keys(TARGETS));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
