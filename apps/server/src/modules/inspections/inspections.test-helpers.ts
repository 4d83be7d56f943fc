import {
  type DeliveryInspectionBody,
  type PickupInspectionBody,
  PictureListSchema,
  SECUREMENT_CHECKS,
  type Signature,
} from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { auth } from '../../testing/accounts';
import { makePhoto, multipartBody } from '../pictures/testing';

/** A short signature: two strokes, as a finger would draw them on a phone. */
export const SIGNATURE: Signature = {
  aspect: 3,
  strokes: [
    [
      [100, 600],
      [250, 300],
      [400, 650],
    ],
    [
      [500, 500],
      [900, 480],
    ],
  ],
};

// Made once per test file: every inspection of a file may send the same small photo (each upload is its own picture).
let photoBytes: Promise<Buffer> | null = null;

/** Uploads `count` condition photos as `key`'s inspection pictures; answers their ids. */
export const uploadInspectionPhotos = async (app: FastifyInstance, key: string, count = 1): Promise<string[]> => {
  photoBytes ??= makePhoto({ widthPx: 64, heightPx: 48 });
  const bytes = await photoBytes;
  const body = await multipartBody({
    model: { purpose: 'inspection' },
    files: Array.from({ length: count }, (_, index) => ({
      field: `image_${index}`,
      bytes,
      type: 'image/jpeg',
      filename: `view-${index}.jpg`,
    })),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/picture/',
    headers: { ...auth(key), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`inspection photo upload failed: ${response.body}`);
  return PictureListSchema.parse(response.json()).map((picture) => picture.id);
};

/** The smallest valid pickup inspection by the driver of `key`: one front photo, the checklist, both signatures. */
export const pickupInspectionBody = async (
  app: FastifyInstance,
  key: string,
  overrides: Partial<PickupInspectionBody> = {},
): Promise<PickupInspectionBody> => {
  const [picture = ''] = await uploadInspectionPhotos(app, key);
  return {
    photos: [{ picture, view: 'front' }],
    checklist: [...SECUREMENT_CHECKS],
    shipper: { name: 'Dana Shipper', signature: SIGNATURE },
    driver_signature: SIGNATURE,
    ...overrides,
  };
};

/** The smallest valid delivery inspection by the driver of `key`: one photo, the receiver's name and signature. */
export const deliveryInspectionBody = async (
  app: FastifyInstance,
  key: string,
  overrides: Partial<DeliveryInspectionBody> = {},
): Promise<DeliveryInspectionBody> => {
  const [picture = ''] = await uploadInspectionPhotos(app, key);
  return {
    photos: [{ picture, view: 'front' }],
    receiver: { name: 'Riley Receiver', signature: SIGNATURE },
    ...overrides,
  };
};

/** `PUT /haul/{id}/pick_up/` with a minimal valid pickup inspection, as the driver of `key`. */
export const pickUpWith = async (app: FastifyInstance, key: string, haulId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/haul/${haulId}/pick_up/`,
    headers: auth(key),
    payload: await pickupInspectionBody(app, key),
  });
