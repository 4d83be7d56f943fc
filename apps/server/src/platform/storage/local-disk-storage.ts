import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  DEFAULT_FILES_PUBLIC_PATH,
  type FileStorage,
  InvalidStorageKeyError,
  type StoredFile,
} from './file-storage';

export type LocalDiskStorageOptions = {
  /** An absolute folder (config FILES_DIR, default `var/files`); created on first write. */
  rootDir: string;
  /** Where the app serves these files; `url(key)` is this plus the key. */
  publicPath?: string;
};

/** Content types live beside the files, in a folder no key can name (keys never start with a dot). */
const TYPES_DIR = '.types';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Writes to a temporary name in the same folder, then renames: rename is atomic within one file system. */
const writeAtomically = async (target: string, bytes: Uint8Array | string) => {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.tmp-${randomUUID()}`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
};

/** The embedded default of DESIGN.md section 6: plain files under one folder, served by the app itself. */
export const createLocalDiskStorage = ({
  rootDir,
  publicPath = DEFAULT_FILES_PUBLIC_PATH,
}: LocalDiskStorageOptions): FileStorage => {
  const root = path.resolve(rootDir);

  /** The key is checked by pattern first; the resolved path is checked again so no future pattern change can escape. */
  const pathsFor = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return { file, type: path.resolve(root, TYPES_DIR, key) };
  };

  return {
    put: async (key, bytes, contentType) => {
      const paths = pathsFor(key);
      // The type first: a reader that finds the file also finds its type.
      await writeAtomically(paths.type, contentType);
      await writeAtomically(paths.file, bytes);
    },

    get: async (key): Promise<StoredFile | null> => {
      const paths = pathsFor(key);
      try {
        const info = await stat(paths.file);
        if (!info.isFile()) return null;
        const contentType = await readFile(paths.type, 'utf8').catch(() => 'application/octet-stream');
        return { body: createReadStream(paths.file), contentType, sizeBytes: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    delete: async (key) => {
      const paths = pathsFor(key);
      await rm(paths.file, { force: true });
      await rm(paths.type, { force: true });
    },

    url: (key) => {
      assertStorageKey(key);
      return `${publicPath}${key}`;
    },

    ping: async () => {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
};
