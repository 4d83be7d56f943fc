import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileStorage, InvalidStorageKeyError, isValidStorageKey } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

let rootDir: string;

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), 'freight-files-'));
});

afterEach(() => rm(rootDir, { recursive: true, force: true }));

const readText = async (storage: FileStorage, key: string) => {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`nothing stored under ${key}`);
  return text(stored.body);
};

const listAll = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());

describe('local disk storage', () => {
  it('reads back what it stored, with its content type and size', async () => {
    const storage = createLocalDiskStorage({ rootDir });
    await storage.put('pictures/a1/thumb.webp', Buffer.from('hello'), 'image/webp');
    const stored = await storage.get('pictures/a1/thumb.webp');
    expect(stored).toMatchObject({ contentType: 'image/webp', sizeBytes: 5 });
    stored?.body.destroy();
    expect(await readText(storage, 'pictures/a1/thumb.webp')).toBe('hello');
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    const storage = createLocalDiskStorage({ rootDir });
    await storage.put('a/b.txt', Buffer.from('first'), 'text/plain');
    await storage.put('a/b.txt', Buffer.from('second'), 'text/plain');
    expect(await readText(storage, 'a/b.txt')).toBe('second');
    const names = (await listAll(rootDir)).map((entry) => entry.name);
    expect(names.some((name) => name.startsWith('.tmp-'))).toBe(false);
  });

  it('answers null for a missing file and deletes idempotently', async () => {
    const storage = createLocalDiskStorage({ rootDir });
    expect(await storage.get('nothing/here.webp')).toBeNull();
    await storage.put('x.bin', Buffer.from([1]), 'application/octet-stream');
    await storage.delete('x.bin');
    await storage.delete('x.bin');
    expect(await storage.get('x.bin')).toBeNull();
    expect(await listAll(rootDir)).toEqual([]);
  });

  it('refuses keys that could reach outside its folder or its own bookkeeping', async () => {
    // The store sits one level down, so anything escaping it would still land inside rootDir, where we look.
    const storage = createLocalDiskStorage({ rootDir: path.join(rootDir, 'store') });
    const bad = [
      '../escape.txt',
      'a/../../escape.txt',
      '/etc/passwd',
      'a/./b',
      'a//b',
      '',
      'a\\..\\b',
      '.types/a',
      '.tmp-1',
      'C:/x',
      'a\u0000b',
      'x'.repeat(600),
    ];
    for (const key of bad) {
      expect(isValidStorageKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await listAll(rootDir)).toEqual([]);
  });

  it('gives the public path the app serves a key at', () => {
    expect(createLocalDiskStorage({ rootDir }).url('pictures/a/large.webp')).toBe(
      '/api/picture/file/pictures/a/large.webp',
    );
    expect(createLocalDiskStorage({ rootDir, publicPath: '/files/' }).url('k.webp')).toBe('/files/k.webp');
  });
});
