import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../config-storage';
import { unavailable } from '../http/http-json';
import { assertStorageKey, DEFAULT_FILES_PUBLIC_PATH, type FileStorage, type StoredFile } from './file-storage';

export type S3StorageOptions = S3Settings & {
  /** Where the app serves these files; `url(key)` is this plus the key. */
  publicPath?: string;
  /**
   * Told about each failed call: the operation, the object's key (as `objectKey`: the logger redacts any `key` field
   * as a possible token), the status and S3's error code; never credentials or the signed request.
   */
  warn: (context: Record<string, unknown>, message: string) => void;
};

/** A 5xx or 429 from the store is retried this many times (aws4fetch backs off with jitter) within the timeout. */
const RETRIES = 2;

/**
 * Path style `https://host/bucket/key` or virtual-host style `https://bucket.host/key` (AWS's default).
 * Keys need no escaping: `assertStorageKey` allows only letters, digits, `.`, `_`, `-` and `/`.
 */
export const objectUrl = (
  { endpoint, bucket, forcePathStyle }: Pick<S3Settings, 'endpoint' | 'bucket' | 'forcePathStyle'>,
  key: string,
): URL => {
  const base = new URL(endpoint);
  const prefix = base.pathname.replace(/\/+$/, '');
  if (forcePathStyle) return new URL(`${base.origin}${prefix}/${bucket}/${key}`);
  return new URL(`${base.protocol}//${bucket}.${base.host}${prefix}/${key}`);
};

/** S3 names each refusal in an XML body: `<Error><Code>NoSuchKey</Code>...`. HEAD answers have no body. */
const s3ErrorCode = (xml: string): string | null => /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(xml)?.[1] ?? null;

const errorCodeOf = async (response: Response) => s3ErrorCode(await response.text().catch(() => ''));

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Call = { operation: 'put' | 'get' | 'delete' | 'ping'; key: string; method: string } & Pick<
  RequestInit,
  'body' | 'headers'
>;

/**
 * Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2) over fetch, signed with SigV4 by aws4fetch.
 * Every failure (no answer within `timeoutMs`, no connection, a refusal) is logged through `warn` and becomes a 503
 * `service_unavailable`; the credentials and the signed Authorization header never reach a log line or an answer.
 */
export const createS3Storage = ({
  publicPath = DEFAULT_FILES_PUBLIC_PATH,
  warn,
  ...settings
}: S3StorageOptions): FileStorage => {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: RETRIES,
  });

  /** The timer covers the answer's headers, retries included; a body then streams as fast as the reader takes it. */
  const send = async ({ operation, key, method, body, headers }: Call): Promise<Response> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    try {
      return await client.fetch(objectUrl(settings, key), { method, body, headers, signal: controller.signal });
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      warn(
        { operation, objectKey: key, timedOut, cause },
        timedOut ? 'the file store did not answer in time' : 'the file store could not be reached',
      );
      throw unavailable(
        timedOut
          ? `The file store did not answer within ${settings.timeoutMs} ms.`
          : 'The file store could not be reached.',
      );
    } finally {
      clearTimeout(timer);
    }
  };

  /** Logs a refusal with S3's reason and gives the 503 to throw. */
  const refusal = ({ operation, key }: Pick<Call, 'operation' | 'key'>, status: number, s3Code: string | null) => {
    warn({ operation, objectKey: key, status, s3Code }, 'the file store refused a request');
    return unavailable('The file store refused the request.');
  };

  return {
    put: async (key, bytes, contentType) => {
      assertStorageKey(key);
      // The payload's own hash (not UNSIGNED-PAYLOAD) lets the store refuse bytes changed on the way.
      const headers = { 'content-type': contentType, 'x-amz-content-sha256': sha256Hex(bytes) };
      const response = await send({ operation: 'put', key, method: 'PUT', body: bytes, headers });
      if (!response.ok) throw refusal({ operation: 'put', key }, response.status, await errorCodeOf(response));
      await response.body?.cancel();
    },

    get: async (key): Promise<StoredFile | null> => {
      assertStorageKey(key);
      const response = await send({ operation: 'get', key, method: 'GET' });
      if (!response.ok || !response.body) {
        const s3Code = await errorCodeOf(response);
        // Only a missing key is a missing picture: a missing bucket (NoSuchBucket) is a misconfiguration to report.
        if (s3Code === 'NoSuchKey') return null;
        throw refusal({ operation: 'get', key }, response.status, s3Code);
      }
      const sizeBytes = Number(response.headers.get('content-length'));
      if (!response.headers.has('content-length') || !Number.isSafeInteger(sizeBytes)) {
        await response.body.cancel();
        warn({ operation: 'get', objectKey: key }, 'the file store answered without a content length');
        throw unavailable('The file store sent an incomplete answer.');
      }
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        sizeBytes,
      };
    },

    delete: async (key) => {
      assertStorageKey(key);
      const response = await send({ operation: 'delete', key, method: 'DELETE' });
      if (!response.ok) {
        const s3Code = await errorCodeOf(response);
        // S3 answers 204 for a missing key; some compatible stores answer 404 NoSuchKey, which is as good.
        if (s3Code === 'NoSuchKey') return;
        throw refusal({ operation: 'delete', key }, response.status, s3Code);
      }
      await response.body?.cancel();
    },

    /**
     * The app's own path, not a bucket or presigned URL: pictures stream through the pictures module, which checks
     * access exactly as with local disk (chat pictures only for their members), and the bucket can stay private.
     */
    url: (key) => {
      assertStorageKey(key);
      return `${publicPath}${key}`;
    },

    /** HeadBucket: one cheap signed call proving the endpoint answers, the bucket exists and the keys are accepted. */
    ping: async () => {
      const response = await send({ operation: 'ping', key: '', method: 'HEAD' });
      if (!response.ok) throw refusal({ operation: 'ping', key: '' }, response.status, await errorCodeOf(response));
    },
  };
};
