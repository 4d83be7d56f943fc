import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the nearest folder above this module holding a package.json. Found by walking up rather than by a fixed
 * `../..`, because this code runs from two depths: src/platform/paths.ts (tsx, tests) and the bundle in
 * `.builds/<fingerprint>/` that `apps/server/dist` links to (`npm run build`).
 */
const findServerRoot = (): string => {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    folder = parent;
  }
  return folder;
};

export const SERVER_ROOT = findServerRoot();

/** The repository root, so relative settings (var/data, apps/web/dist) mean the same from any working directory. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

/** Files read at run time by path stay in the source tree, found from here by both the source and the bundle. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
