import { HaulInspectionsSchema, HaulSchema, SECUREMENT_CHECKS } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls } from '../../db/schema';
import { auth, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { DELIVERY_CODE, makeConfirmedHaul } from '../delivery/testing';
import { deliveryInspectionBody, pickUpWith, pickupInspectionBody, SIGNATURE, uploadInspectionPhotos } from './testing';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const statusOf = async (haulId: string) =>
  (await app.db.select({ status: hauls.status }).from(hauls).where(eq(hauls.id, haulId)))[0]?.status;

const pickUp = (key: string, haulId: string, payload?: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/haul/${haulId}/pick_up/`,
    headers: auth(key),
    ...(payload ? { payload } : {}),
  });

const complete = (key: string, haulId: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/haul/${haulId}/complete/?code=${DELIVERY_CODE}`,
    headers: auth(key),
    ...(payload ? { payload } : {}),
  });

const inspectionsOf = (key: string | null, haulId: string) =>
  app.inject({ method: 'GET', url: `/api/haul/${haulId}/inspection/`, headers: key ? auth(key) : {} });

const fileStatus = (key: string | null, path: string) =>
  app.inject({ method: 'GET', url: path, headers: key ? auth(key) : {} }).then((response) => response.statusCode);

describe('PUT /haul/{id}/pick_up/ with the pickup inspection', () => {
  it('refuses a pickup without its inspection (400 pickup_inspection_required) and leaves the load confirmed', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const response = await pickUp(driver.key, haul.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('pickup_inspection_required');
    expect(await statusOf(haul.id)).toBe('confirmed');
  });

  it('stores photos, marks, readings, checklist, both signatures, names and place with the status change', async () => {
    const { shipper, driver, haul } = await makeConfirmedHaul(app);
    const [front = '', closeup = ''] = await uploadInspectionPhotos(app, driver.key, 2);
    const body = await pickupInspectionBody(app, driver.key, {
      photos: [
        { picture: front, view: 'front' },
        { picture: closeup, view: 'closeup' },
      ],
      marks: [
        { x: 0.25, y: 0.5, picture: null, note: 'Scratch on the left fender' },
        { x: 0.4, y: 0.6, picture: closeup, note: 'Dent above the step' },
      ],
      odometer_km: 182_340,
      engine_hours: 4210.5,
      checklist: ['tie_downs', 'loose_parts_secured'],
      place: { lat: 52.13, lon: -106.67, accuracy: 12 },
      signed_at: '2026-01-01T10:00:00.000Z',
    });
    const response = await pickUp(driver.key, haul.id, body);
    expect(response.statusCode).toBe(200);
    expect(HaulSchema.parse(response.json()).status).toBe('picked_up');

    const read = HaulInspectionsSchema.parse((await inspectionsOf(shipper.key, haul.id)).json());
    expect(read.delivery).toBeNull();
    expect(read.pickup).toMatchObject({
      kind: 'pickup',
      photos: [
        { id: front, view: 'front' },
        { id: closeup, view: 'closeup' },
      ],
      marks: body.marks,
      odometer_km: 182_340,
      engine_hours: 4210.5,
      checklist: ['tie_downs', 'loose_parts_secured'],
      counterpart: { role: 'shipper', name: 'Dana Shipper', signature: SIGNATURE },
      driver: { id: driver.user.id, signature: SIGNATURE },
      place: { lat: 52.13, lon: -106.67, accuracy: 12 },
      signed_at: '2026-01-01T10:00:00.000Z',
    });
  });

  it('refuses a photo that is not the driver’s own inspection upload, and moves nothing', async () => {
    const { shipper, driver, haul } = await makeConfirmedHaul(app);
    const [shippers = ''] = await uploadInspectionPhotos(app, shipper.key);
    const response = await pickUp(
      driver.key,
      haul.id,
      await pickupInspectionBody(app, driver.key, { photos: [{ picture: shippers, view: 'front' }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field_codes['photos.0.picture']).toEqual([{ code: 'picture_not_usable' }]);
    expect(await statusOf(haul.id)).toBe('confirmed');
    expect(HaulInspectionsSchema.parse((await inspectionsOf(driver.key, haul.id)).json()).pickup).toBeNull();
  });

  it('refuses an inspection without signatures or photos with field codes', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const body = await pickupInspectionBody(app, driver.key, {
      photos: [],
      driver_signature: { aspect: 3, strokes: [] },
    });
    const response = await pickUp(driver.key, haul.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().field_codes).toMatchObject({
      photos: [{ code: 'picture_required' }],
      'driver_signature.strokes': [{ code: 'signature_required' }],
    });
  });
});

describe('POST /haul/{id}/complete/?code= with the delivery inspection', () => {
  it('refuses completion without the delivery inspection (400 delivery_inspection_required)', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    expect((await pickUpWith(app, driver.key, haul.id)).statusCode).toBe(200);
    const response = await complete(driver.key, haul.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('delivery_inspection_required');
    expect(await statusOf(haul.id)).toBe('picked_up');
  });

  it('records the receiver, the photos and the new marks with the completion', async () => {
    const { shipper, driver, haul } = await makeConfirmedHaul(app);
    expect((await pickUpWith(app, driver.key, haul.id)).statusCode).toBe(200);
    const body = await deliveryInspectionBody(app, driver.key, {
      receiver: { name: 'Kim Receiver', signature: SIGNATURE },
      marks: [{ x: 0.8, y: 0.2, picture: null, note: 'Mirror cracked' }],
    });
    const response = await complete(driver.key, haul.id, body);
    expect(response.statusCode).toBe(200);
    const read = HaulInspectionsSchema.parse((await inspectionsOf(shipper.key, haul.id)).json());
    expect(read.pickup?.checklist).toEqual([...SECUREMENT_CHECKS]);
    expect(read.delivery).toMatchObject({
      kind: 'delivery',
      counterpart: { role: 'receiver', name: 'Kim Receiver' },
      marks: [{ note: 'Mirror cracked' }],
      driver: { signature: null },
    });
  });

  it('refuses a pickup photo sent again as a delivery photo (a photo proves one inspection)', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const pickup = await pickupInspectionBody(app, driver.key);
    expect((await pickUp(driver.key, haul.id, pickup)).statusCode).toBe(200);
    const response = await complete(
      driver.key,
      haul.id,
      await deliveryInspectionBody(app, driver.key, { photos: pickup.photos }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field_codes['photos.0.picture']).toEqual([{ code: 'picture_not_usable' }]);
    expect(await statusOf(haul.id)).toBe('picked_up');
  });
});

describe('who reads the inspections and their photos', () => {
  it('serves them to the shipper, the driver and staff; another driver, another shipper and visitors get 404', async () => {
    const { shipper, driver, haul } = await makeConfirmedHaul(app);
    const body = await pickupInspectionBody(app, driver.key);
    expect((await pickUp(driver.key, haul.id, body)).statusCode).toBe(200);
    const staff = await makeStaff(app);
    const otherDriver = await makeDriver(app);
    const otherShipper = await makeConfirmedShipper(app);

    for (const key of [shipper.key, driver.key, staff.key]) {
      expect((await inspectionsOf(key, haul.id)).statusCode).toBe(200);
    }
    for (const key of [otherDriver.key, otherShipper.key, null]) {
      const response = await inspectionsOf(key, haul.id);
      expect(response.statusCode).toBe(key ? 404 : 401);
    }

    const read = HaulInspectionsSchema.parse((await inspectionsOf(shipper.key, haul.id)).json());
    const photo = read.pickup?.photos[0];
    if (!photo) throw new Error('no photo');
    for (const key of [shipper.key, driver.key, staff.key]) {
      expect(await fileStatus(key, photo.thumb)).toBe(200);
      expect(await fileStatus(key, photo.large)).toBe(200);
    }
    for (const key of [otherDriver.key, otherShipper.key, null]) {
      expect(await fileStatus(key, photo.thumb)).toBe(404);
    }
  });

  it('keeps an inspection photo private to its uploader before it is part of an inspection', async () => {
    const driver = await makeDriver(app);
    const other = await makeDriver(app);
    const [id] = await uploadInspectionPhotos(app, driver.key);
    const path = `/api/picture/file/pictures/${id}/thumb.webp`;
    expect(await fileStatus(driver.key, path)).toBe(200);
    expect(await fileStatus(other.key, path)).toBe(404);
    expect(await fileStatus(null, path)).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the inspections route and the inspection bodies of pick_up and complete', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/haul/{id}/inspection/'].get.summary).toMatch(/pickup and delivery inspections/);
    const pickUpBody = document.paths['/haul/{id}/pick_up/'].put.requestBody.content['application/json'].schema;
    const completeBody = document.paths['/haul/{id}/complete/'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(pickUpBody)).toContain('PickupInspectionBody');
    expect(JSON.stringify(completeBody)).toContain('DeliveryInspectionBody');
  });
});
