import { z } from 'zod';
import { optionalText } from './config-values';

/** Object storage for pictures (FILES_STORAGE=s3): every S3_* but the last two is required then. */
export const STORAGE_ENV = {
  FILES_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "expected the store's http(s) URL, e.g. https://s3.ca-central-1.amazonaws.com",
      })
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText.refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
    message: 'expected a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
  }),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

/** The storage variables, as `loadConfig` parses them. */
type StorageEnv = {
  FILES_STORAGE: 'local' | 's3';
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: 'true' | 'false';
  S3_TIMEOUT_MS: number;
};

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2) holding the pictures. */
export type S3Settings = {
  /** The store's base URL; the bucket goes in the path or, without path style, in the host name. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` (MinIO, most self-hosted stores) rather than `https://bucket.host/key`. */
  forcePathStyle: boolean;
  /** How long one call may wait for the store's answer before the request gets a 503. */
  timeoutMs: number;
};

/** `local`: plain files under the files directory; `s3`: a bucket shared by every server process. */
export type FileStorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export const refuseStorageProblems = (env: StorageEnv, ctx: z.RefinementCtx): void => {
  if (env.FILES_STORAGE !== 's3') return;
  for (const name of S3_REQUIRED) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when FILES_STORAGE=s3' });
  }
};

export const fileStorageOf = (e: StorageEnv): FileStorageConfig => {
  const { S3_ENDPOINT: endpoint, S3_REGION: region, S3_BUCKET: bucket } = e;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (e.FILES_STORAGE !== 's3' || !endpoint || !region || !bucket || !accessKeyId || !secretAccessKey) {
    return { kind: 'local' };
  }
  const forcePathStyle = e.S3_FORCE_PATH_STYLE === 'true';
  return {
    kind: 's3',
    endpoint,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle,
    timeoutMs: e.S3_TIMEOUT_MS,
  };
};
