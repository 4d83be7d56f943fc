// Puts a finished build in place in one atomic step, so a running server never serves a half-built or empty dist.
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildsDir, currentBuild, distLink } from './targets.mjs';

/**
 * Builds into a scratch folder, renames it to `.builds/<fingerprint>`, then points `dist` at it by renaming a new
 * symlink over the old one: rename(2) replaces it atomically, so every request sees the old build or the new one.
 * Vite empties its output folder first, which is why it never writes into the folder being served.
 * A build of the same fingerprint already finished (by another process, or before a revert) is reused as it is.
 */
export const publishBuild = async ({ root, target, print, build }) => {
  const builds = buildsDir(root, target);
  const finished = path.join(builds, print);
  mkdirSync(builds, { recursive: true });
  const previous = currentBuild(root, target);
  if (!existsSync(path.join(finished, target.entry))) {
    const scratch = path.join(builds, `${print}.tmp-${process.pid}`);
    rmSync(scratch, { recursive: true, force: true });
    await build(scratch);
    if (!existsSync(path.join(scratch, target.entry))) throw new Error(`the build wrote no ${target.entry}`);
    if (target.assetsDir) keepPreviousAssets({ builds, scratch, print, previous, assetsDir: target.assetsDir });
    rmSync(finished, { recursive: true, force: true });
    renameSync(scratch, finished);
  }
  pointLinkAt(distLink(root, target), path.join('.builds', print), builds);
  prune(builds, [print, previous]);
};

/**
 * Open tabs of the previous build still load its lazy chunks by their hashed names: the new build gets hard links to
 * the previous build's own assets that it lacks (not to the ones the previous build itself carried over), so old
 * assets live exactly one build longer. `<fingerprint>.own-assets` lists a build's own, outside the served folder.
 */
const keepPreviousAssets = ({ builds, scratch, print, previous, assetsDir }) => {
  const newAssets = path.join(scratch, assetsDir);
  const own = existsSync(newAssets) ? readdirSync(newAssets) : [];
  writeFileSync(path.join(builds, `${print}.own-assets`), own.join('\n'));
  if (!previous || previous === print) return;
  const listFile = path.join(builds, `${previous}.own-assets`);
  if (!existsSync(listFile)) return;
  mkdirSync(newAssets, { recursive: true });
  const present = new Set(own);
  for (const name of readFileSync(listFile, 'utf8').split('\n').filter(Boolean)) {
    const from = path.join(builds, previous, assetsDir, name);
    if (!present.has(name) && existsSync(from)) linkSync(from, path.join(newAssets, name));
  }
};

const pointLinkAt = (link, relativeTarget, builds) => {
  const temporary = `${link}.tmp-${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(relativeTarget, temporary);
  // A plain `dist` folder (a `vite build` run by hand, or a checkout from before builds were published this way)
  // cannot be renamed over: it moves aside once, and is pruned below.
  if (lstatSync(link, { throwIfNoEntry: false })?.isDirectory()) {
    renameSync(link, path.join(builds, `unversioned-${Date.now()}`));
  }
  renameSync(temporary, link);
};

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Keeps the build now served and the one before (a server started from it may still load its chunks lazily). */
const prune = (builds, keep) => {
  for (const name of readdirSync(builds)) {
    const build = name.replace(/\.own-assets$/, '');
    const scratchOf = /\.tmp-(\d+)$/.exec(name);
    if (keep.includes(build) || (scratchOf && isRunning(Number(scratchOf[1])))) continue;
    rmSync(path.join(builds, name), { recursive: true, force: true });
  }
};
