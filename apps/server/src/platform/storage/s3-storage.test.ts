import { createServer, type Server, type Socket } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server } from '../../testing/s3-server';
import { appErrorOf } from '../../testing/stand-in-server';
import type { S3Settings } from '../config-storage';
import { type FileStorage, InvalidStorageKeyError } from './file-storage';
import { createS3Storage, objectUrl } from './s3-storage';

let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(() => s3.close());

const storageWith = (overrides: Partial<S3Settings> = {}) => {
  const warn = vi.fn();
  return { storage: createS3Storage({ ...s3.settings, ...overrides, warn }), warn };
};

const readText = async (storage: FileStorage, key: string) => {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`nothing stored under ${key}`);
  return text(stored.body);
};

describe('S3 storage against an S3-protocol server', () => {
  it('reads back what it stored in the bucket, with its content type and size', async () => {
    const { storage } = storageWith();
    await storage.put('pictures/a1/thumb.webp', Buffer.from('hello'), 'image/webp');
    expect((await s3.storedBytes('pictures/a1/thumb.webp')).toString()).toBe('hello');
    const stored = await storage.get('pictures/a1/thumb.webp');
    expect(stored).toMatchObject({ contentType: 'image/webp', sizeBytes: 5 });
    stored?.body.destroy();
    expect(await readText(storage, 'pictures/a1/thumb.webp')).toBe('hello');
  });

  it('replaces a file whole', async () => {
    const { storage } = storageWith();
    await storage.put('a/b.txt', Buffer.from('first'), 'text/plain');
    await storage.put('a/b.txt', Buffer.from('second, longer'), 'text/plain');
    expect(await readText(storage, 'a/b.txt')).toBe('second, longer');
  });

  it('answers null for a missing file and deletes idempotently', async () => {
    const { storage, warn } = storageWith();
    expect(await storage.get('nothing/here.webp')).toBeNull();
    await storage.put('x.bin', Buffer.from([1]), 'application/octet-stream');
    await storage.delete('x.bin');
    await storage.delete('x.bin');
    expect(await storage.get('x.bin')).toBeNull();
    await expect(s3.storedBytes('x.bin')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses bad keys before sending anything to the store', async () => {
    // Pointed at a port where nothing listens: had a request gone out, the error would be a 503, not the key's.
    const { storage, warn } = storageWith({ endpoint: 'http://127.0.0.1:1' });
    for (const key of ['../escape.txt', 'a/../../b', '/etc/passwd', 'a//b', '', '.types/a', 'a\u0000b', '?x=1']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives the app’s own path, so pictures keep going through its access checks', () => {
    expect(storageWith().storage.url('pictures/a/large.webp')).toBe('/api/picture/file/pictures/a/large.webp');
  });

  it('is ready when the bucket answers, and not when it does not exist', async () => {
    await expect(storageWith().storage.ping()).resolves.toBeUndefined();
    const { storage, warn } = storageWith({ bucket: 'no-such-bucket' });
    expect((await appErrorOf(storage.ping())).statusCode).toBe(503);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ operation: 'ping', status: 404 }), expect.any(String));
  });

  it('treats a missing bucket as a fault, not as a missing picture', async () => {
    const { storage, warn } = storageWith({ bucket: 'no-such-bucket' });
    expect((await appErrorOf(storage.get('pictures/a/thumb.webp'))).code).toBe('service_unavailable');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ s3Code: 'NoSuchBucket' }), expect.any(String));
  });

  it('turns an unknown access key into a logged 503 that names neither key', async () => {
    const { storage, warn } = storageWith({ accessKeyId: 'AKIAWRONGKEY', secretAccessKey: 'very-secret-value' });
    const error = await appErrorOf(storage.put('k.txt', Buffer.from('x'), 'text/plain'));
    expect(error).toMatchObject({ code: 'service_unavailable', statusCode: 503 });
    expect(warn).toHaveBeenCalledWith(
      { operation: 'put', objectKey: 'k.txt', status: 403, s3Code: 'InvalidAccessKeyId' },
      'the file store refused a request',
    );
    const told = JSON.stringify([error.message, warn.mock.calls]);
    expect(told).not.toContain('AKIAWRONGKEY');
    expect(told).not.toContain('very-secret-value');
  });
});

describe('S3 storage when the store is down', () => {
  let silent: Server;
  let silentPort: number;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Accepts connections and never answers: a store that hangs.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 at once when nothing listens', async () => {
    const { storage, warn } = storageWith({ endpoint: 'http://127.0.0.1:1' });
    const error = await appErrorOf(storage.get('pictures/a/thumb.webp'));
    expect(error).toMatchObject({
      code: 'service_unavailable',
      message: expect.stringMatching(/could not be reached/),
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'get', timedOut: false }),
      expect.any(String),
    );
  });

  it('gives up after its timeout instead of hanging', async () => {
    const { storage } = storageWith({ endpoint: `http://127.0.0.1:${silentPort}`, timeoutMs: 300 });
    const started = performance.now();
    const error = await appErrorOf(storage.put('k.txt', Buffer.from('x'), 'text/plain'));
    expect(error.message).toMatch(/did not answer within 300 ms/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('object URLs', () => {
  const settings = { endpoint: 'https://s3.ca-central-1.amazonaws.com', bucket: 'pics' };

  it('puts the bucket in the path or in the host name', () => {
    expect(objectUrl({ ...settings, forcePathStyle: true }, 'pictures/a/thumb.webp').href).toBe(
      'https://s3.ca-central-1.amazonaws.com/pics/pictures/a/thumb.webp',
    );
    expect(objectUrl({ ...settings, forcePathStyle: false }, 'pictures/a/thumb.webp').href).toBe(
      'https://pics.s3.ca-central-1.amazonaws.com/pictures/a/thumb.webp',
    );
  });

  it('keeps a path the endpoint already has and its port', () => {
    expect(objectUrl({ endpoint: 'http://minio:9000/store/', bucket: 'pics', forcePathStyle: true }, 'k').href).toBe(
      'http://minio:9000/store/pics/k',
    );
  });
});
