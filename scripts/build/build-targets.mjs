// Brings the chosen outputs up to date with their source: what `npm run build` and `npm start` both do.
import { buildServer } from './build-server.mjs';
import { buildWeb } from './build-web.mjs';
import { publishBuild } from './publish.mjs';
import { fingerprint, hasBuildTool, isFresh, TARGETS } from './targets.mjs';

const BUILDERS = { server: buildServer, web: buildWeb };

export class BuildToolMissing extends Error {}

/** The outputs among `names` whose build is missing or older than their source. */
export const staleTargets = (root, names) => names.filter((name) => !isFresh(root, TARGETS[name]));

export const buildTargets = async (root, names, log = console.log) => {
  const stale = staleTargets(root, names);
  const missingTools = stale.filter((name) => !hasBuildTool(root, TARGETS[name]));
  if (missingTools.length > 0) {
    const outputs = missingTools.map((name) => `${TARGETS[name].dir}/dist`).join(' and ');
    const tools = missingTools.map((name) => TARGETS[name].tool).join(' and ');
    const notInstalled =
      missingTools.length === 1 ? 'a dev dependency, is not installed' : 'dev dependencies, are not installed';
    throw new BuildToolMissing(
      [
        `${outputs}: missing or older than the source, and cannot be built here: ${tools}, ${notInstalled}.`,
        'Build where dev dependencies are installed: `npm install && npm run build`, then keep apps/*/dist and',
        'apps/*/.builds with the code (an `npm ci --omit=dev` afterwards leaves them alone); or run `npm install` here.',
      ].join('\n'),
    );
  }
  for (const name of names) {
    if (!stale.includes(name)) {
      log(`${TARGETS[name].dir}/dist is up to date`);
      continue;
    }
    const target = TARGETS[name];
    const started = Date.now();
    log(`building ${target.dir} ...`);
    const print = fingerprint(root, target);
    await publishBuild({ root, target, print, build: (outDir) => BUILDERS[name](root, outDir) });
    log(`built ${target.dir}/dist (${print}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
};
