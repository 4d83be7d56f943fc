import { type Picture, PictureListSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { auth } from '../../testing/accounts';

export type FormFile = { field: string; bytes: Uint8Array; type: string; filename: string };

/** A multipart body serialised by undici's FormData, as a browser would send it. */
export const multipartBody = async ({ files, model }: { files: FormFile[]; model?: unknown }) => {
  const form = new FormData();
  if (model !== undefined) form.append('model', JSON.stringify(model));
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
};

/** A flat-coloured photo of the given size, optionally carrying EXIF (GPS, orientation) like a phone's. */
export const makePhoto = async ({
  widthPx,
  heightPx,
  format = 'jpeg',
  exif,
}: {
  widthPx: number;
  heightPx: number;
  format?: 'jpeg' | 'png';
  exif?: { marker: string; orientation: number };
}): Promise<Buffer> => {
  let image = sharp({ create: { width: widthPx, height: heightPx, channels: 3, background: '#3a7' } });
  image = format === 'png' ? image.png() : image.jpeg();
  if (exif) {
    image = image
      .withExif({
        IFD0: { Copyright: exif.marker },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 7/1 5880/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '106/1 40/1 0/1',
        },
      })
      .withMetadata({ orientation: exif.orientation });
  }
  return image.toBuffer();
};

/** EXIF tag 0x8825 (the pointer to the GPS directory), in either byte order. */
export const hasGpsPointer = (exif: Buffer | undefined): boolean =>
  !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

/** A JPEG form file under the field name the spec's upload reads (`image_0`, `image_1`...). */
export const jpegFile = (bytes: Uint8Array, field = 'image_0'): FormFile => ({
  field,
  bytes,
  type: 'image/jpeg',
  filename: 'photo.jpg',
});

/** `POST /picture/` with the given files and model, as the key's holder (or nobody). */
export const uploadPictures = async (
  app: FastifyInstance,
  { key, files, model }: { key?: string; files: FormFile[]; model?: unknown },
) => {
  const { payload, headers } = await multipartBody({ files, model });
  return app.inject({
    method: 'POST',
    url: '/api/picture/',
    payload,
    headers: { ...headers, ...(key ? auth(key) : {}) },
  });
};

/** One small photo uploaded by the key's holder; fails the test unless it is stored. */
export const uploadOnePicture = async (
  app: FastifyInstance,
  key: string,
  model: unknown = { purpose: 'haul' },
): Promise<Picture> => {
  const response = await uploadPictures(app, {
    key,
    files: [jpegFile(await makePhoto({ widthPx: 64, heightPx: 48 }))],
    model,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  const [picture] = PictureListSchema.parse(response.json());
  if (!picture) throw new Error('no picture');
  return picture;
};
