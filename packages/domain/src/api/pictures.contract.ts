import { z } from 'zod';

/** Wire schemas of the /picture/ endpoints (spec section 7: pictures; section 3: thumb and large). */

export const PicturePurposeSchema = z.enum(['haul', 'chat', 'profile', 'inspection', 'dispute']);

const caption = z.string().trim().max(500);
const order = z.number().int().min(0).max(1000);

/** The `model` field of POST /picture/: one JSON object describing every file of the request. */
export const UploadPicturesModelSchema = z
  .object({
    purpose: PicturePurposeSchema,
    haul_id: z.uuid().nullish(),
    caption: caption.optional(),
  })
  .meta({ id: 'UploadPicturesModel' });
export type UploadPicturesModel = z.infer<typeof UploadPicturesModelSchema>;

export const PictureSchema = z
  .object({
    id: z.uuid(),
    purpose: PicturePurposeSchema,
    haul_id: z.uuid().nullable(),
    caption: z.string(),
    order: z.number().int(),
    /** Paths the app serves the versions at: at most 320 px and 1600 px on the long side, WebP. */
    thumb: z.string().meta({ example: '/api/picture/file/pictures/0197.../thumb.webp' }),
    large: z.string().meta({ example: '/api/picture/file/pictures/0197.../large.webp' }),
    width: z.number().int().meta({ description: 'pixels of the large version' }),
    height: z.number().int().meta({ description: 'pixels of the large version' }),
  })
  .meta({ id: 'Picture' });
export type Picture = z.infer<typeof PictureSchema>;

export const PictureListSchema = z.array(PictureSchema);

export const PictureIdParamsSchema = z.object({ id: z.uuid() });

export const UpdatePictureBodySchema = z
  .object({
    caption: caption.optional(),
    order: order.optional(),
    haul_id: z.uuid().nullable().optional(),
  })
  .meta({ id: 'UpdatePictureBody' });
export type UpdatePictureBody = z.infer<typeof UpdatePictureBodySchema>;

export const PictureFileParamsSchema = z.object({ '*': z.string() });
