// What `npm run build` makes and what each output is made from, so `npm start` can tell a build that still matches
// its source from one that does not. Plain JavaScript: it must run on `npm ci --omit=dev`, before anything is built.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Shared by both outputs: the domain package is bundled into each, and the build's own code and tool versions. */
const SHARED_INPUTS = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json', 'scripts/build'];

/**
 * Each output is published as `<dir>/dist`, a symlink to `<dir>/.builds/<fingerprint>` (see publish.mjs).
 * `tool` is the dev dependency that builds it, resolved from `dir`; `entry` proves a finished build.
 */
export const TARGETS = {
  server: {
    dir: 'apps/server',
    entry: 'server.js',
    tool: 'esbuild',
    inputs: ['apps/server/src', 'apps/server/package.json', 'tsconfig.base.json', ...SHARED_INPUTS],
  },
  web: {
    dir: 'apps/web',
    entry: 'index.html',
    tool: 'vite',
    // Hashed file names, kept one build longer so open tabs still load their lazy chunks (publish.mjs).
    assetsDir: 'assets',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      // The config's plugins (the prerendered welcome page, its inlined CSS, the locale chunks).
      'apps/web/build',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'tsconfig.base.json',
      ...SHARED_INPUTS,
    ],
  },
};

/** Tests are never imported by the built code, so editing one leaves the build fresh. */
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

const listFiles = (root, input) => {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
};

/**
 * A SHA-256 of every input file's path and content (not modification times, which a checkout or a copy changes
 * without changing what would be built). 20 hex characters name the build folder.
 */
export const fingerprint = (root, target) => {
  const hash = createHash('sha256');
  const files = [...new Set(target.inputs.flatMap((input) => listFiles(root, input)))].sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
};

export const distLink = (root, target) => path.join(root, target.dir, 'dist');
export const buildsDir = (root, target) => path.join(root, target.dir, '.builds');

/** The build `dist` points to now, or null when there is none (or `dist` is a plain folder of unknown origin). */
export const currentBuild = (root, target) => {
  try {
    return path.basename(readlinkSync(distLink(root, target)));
  } catch {
    return null;
  }
};

/** Fresh: `dist` points at the finished build of exactly this source. */
export const isFresh = (root, target, print = fingerprint(root, target)) =>
  currentBuild(root, target) === print && existsSync(path.join(buildsDir(root, target), print, target.entry));

/** False after `npm ci --omit=dev`: the build tools are dev dependencies. */
export const hasBuildTool = (root, target) => {
  try {
    createRequire(path.join(root, target.dir, 'package.json')).resolve(`${target.tool}/package.json`);
    return true;
  } catch {
    return false;
  }
};
