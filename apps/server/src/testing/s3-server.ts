import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/config-storage';

/** s3rver's built-in account: it refuses any other access key id. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver) on the loopback interface, with one empty bucket, for storage tests that must
 * not touch the network. Its limit: s3rver checks that the access key id exists but does not verify SigV4
 * signatures (its v4 check is unimplemented), so a wrong secret key is not caught here; a wrong key id is.
 */
export const startS3Server = async ({ bucket = 'freight-pictures' }: { bucket?: string } = {}) => {
  const directory = await mkdtemp(path.join(tmpdir(), 'freight-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
    timeoutMs: 5_000,
  };
  /** Where s3rver keeps the bytes of `key` on its own disk. */
  const objectFile = (key: string) => path.join(directory, bucket, `${key}._S3rver_object`);
  let isRunning = true;
  return {
    settings,
    /** The bytes stored under `key`, read from s3rver's disk: proof a file went to the bucket, not elsewhere. */
    storedBytes: (key: string) => readFile(objectFile(key)),
    /** Loses an object behind the app's back, as a lifecycle rule or an operator might. */
    removeObject: (key: string) => rm(objectFile(key)),
    /** Stops the server (a test may do so early, to see the store down) and removes its folder. */
    close: async () => {
      if (isRunning) await server.close();
      isRunning = false;
      await rm(directory, { recursive: true, force: true });
    },
  };
};
