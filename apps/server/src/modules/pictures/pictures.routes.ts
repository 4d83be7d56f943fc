import multipart from '@fastify/multipart';
import {
  PICTURE_MAX_BYTES,
  PictureFileParamsSchema,
  PictureIdParamsSchema,
  PictureListSchema,
  PictureSchema,
  UpdatePictureBodySchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import type { FileStorage } from '../../platform/storage/file-storage';
import { PICTURES_PER_UPLOAD_MAX, readUploadParts, UPLOAD_FIELD_MAX_BYTES } from './picture-upload-parts';
import { toPictureView } from './picture-view';
import { changePicture, openPictureFile, type PictureAudience, uploadPictures } from './pictures.service';

const tags = ['pictures'];

/**
 * Stored versions never change (a new upload gets a new id), so whoever may always read one may keep it for a year:
 * browsers and CDNs for public pictures, the member's own browser for chat pictures. A draft's picture may become
 * public once posted but is private until then, so no shared cache may keep it and the browser asks each time; the
 * ETag (the key, as the bytes behind it never change) makes that a bodiless 304 on a weak signal.
 */
const CACHE_CONTROL: Record<PictureAudience, string> = {
  anyone: 'public, max-age=31536000, immutable',
  members: 'private, max-age=31536000, immutable',
  parties: 'private, max-age=31536000, immutable',
  owner: 'private, no-cache',
};

export type PicturesRoutesOptions = {
  storage: FileStorage;
};

/** Upload, edit and serve pictures (spec 7: POST /picture/, PATCH /picture/{id}/). */
export const picturesRoutes: FastifyPluginAsyncZod<PicturesRoutesOptions> = async (app, { storage }) => {
  // Registered here, not app-wide: only this plugin's routes accept multipart bodies.
  await app.register(multipart, {
    limits: {
      files: PICTURES_PER_UPLOAD_MAX,
      fileSize: PICTURE_MAX_BYTES,
      fields: 4,
      fieldSize: UPLOAD_FIELD_MAX_BYTES,
      parts: PICTURES_PER_UPLOAD_MAX + 4,
    },
  });
  const context = { db: app.db, storage };

  app.post(
    '/picture/',
    {
      schema: {
        tags,
        summary: 'Upload pictures: multipart files image_0, image_1, ... plus a `model` JSON field',
        description:
          'model: {"purpose": "haul" | "chat" | "profile" | "inspection" | "dispute", "haul_id"?: uuid, "caption"?: string}. Each file at most ' +
          `${PICTURE_MAX_BYTES} bytes (413), at most ${PICTURES_PER_UPLOAD_MAX} files; anything that is not a ` +
          'picture is refused with 415. Stored as WebP without metadata (GPS removed).',
        consumes: ['multipart/form-data'],
        response: { 201: PictureListSchema },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request);
      const rows = await uploadPictures(context, { owner, parts: readUploadParts(request) });
      return reply.status(201).send(rows.map((row) => toPictureView(row, storage)));
    },
  );

  app.patch(
    '/picture/:id/',
    {
      schema: {
        tags,
        summary: 'Change the caption or order of a picture, or attach it to a haul (owner or staff)',
        params: PictureIdParamsSchema,
        body: UpdatePictureBodySchema,
        response: { 200: PictureSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const row = await changePicture(context, { actor, id: request.params.id, body: request.body });
      return toPictureView(row, storage);
    },
  );

  app.get(
    '/picture/file/*',
    {
      schema: {
        tags,
        summary: 'The bytes of a stored picture version (the thumb and large URLs point here)',
        params: PictureFileParamsSchema,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await openPictureFile(context, { viewer: request.user, key });
      const etag = `"${key}"`;
      reply.header('cache-control', CACHE_CONTROL[file.audience]).header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.sizeBytes)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
