/*
 * NOT IMPLEMENTED: the S3-compatible adapter of DESIGN.md section 6 (AWS S3, MinIO, Cloudflare R2, Backblaze B2).
 *
 * It must implement `FileStorage` from ./file-storage with the same key rules (call `assertStorageKey` first):
 *   put    -> PutObject with Content-Type and `Cache-Control: public, max-age=31536000, immutable`
 *             (keys are never reused: a new upload gets a new picture id)
 *   get    -> GetObject; NoSuchKey -> null
 *   delete -> DeleteObject (S3 answers 204 for a missing key too)
 *   url    -> the app's own path (`/api/picture/file/<key>`, so the pictures module keeps checking access to chat
 *             pictures), or a CDN/public-bucket URL for haul and profile pictures if we choose to serve them directly.
 *
 * Requests need AWS Signature Version 4. It was left out rather than hand-rolled under a time box: the plan is
 * `@aws-sdk/client-s3` (or the much smaller `aws4fetch`) once that dependency is approved.
 * Settings it will need: FILES_STORAGE=s3, S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
 * S3_FORCE_PATH_STYLE (MinIO).
 */
export type S3StorageOptions = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted stores address buckets by path rather than by subdomain. */
  forcePathStyle: boolean;
  publicPath?: string;
};
