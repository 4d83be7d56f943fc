import type { Readable } from 'node:stream';

/** A stored file, opened for reading; the caller consumes or destroys `body`. */
export type StoredFile = {
  body: Readable;
  contentType: string;
  sizeBytes: number;
};

/** Where the app serves stored files (the pictures module's route), so it checks access before any byte leaves. */
export const DEFAULT_FILES_PUBLIC_PATH = '/api/picture/file/';

/**
 * Where uploaded files live (DESIGN.md section 6: local disk by default, or S3-compatible object storage).
 * Keys are relative, slash-separated names such as `pictures/<id>/thumb.webp`; every adapter refuses a key that
 * `isValidStorageKey` refuses, so a key can never name something outside the store.
 */
export type FileStorage = {
  /** Stores `bytes` under `key`, replacing any file already there; readers see the old or the new file, never half. */
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** Null when nothing is stored under `key`. */
  get: (key: string) => Promise<StoredFile | null>;
  /** Removing a missing file is not an error, so cleanup can be retried. */
  delete: (key: string) => Promise<void>;
  /** The path (or URL) the file is served at, e.g. `/api/picture/file/pictures/<id>/thumb.webp`. */
  url: (key: string) => string;
  /** Resolves when the store can take reads and writes now; rejects otherwise (readiness, `/api/readyz`). */
  ping: () => Promise<void>;
};

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY_MAX_LENGTH = 512;
/**
 * A segment starts with a letter or digit, so `.`, `..`, hidden names and the local adapter's own `.tmp-` and
 * `.types` entries can never be addressed; backslashes, colons and NUL are outside the alphabet.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const isValidStorageKey = (key: string): boolean =>
  key.length > 0 && key.length <= KEY_MAX_LENGTH && key.split('/').every((segment) => SEGMENT.test(segment));

export const assertStorageKey = (key: string): void => {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
};
