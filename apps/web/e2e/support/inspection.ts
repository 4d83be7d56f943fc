import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { png } from './images';

const auth = (key: string) => ({ Authorization: `Token ${key}` });

/** A finger's signature on a pad: a few strokes drawn with the mouse (signature_pad takes pointer events). */
const drawSignature = async (page: Page, pad: Locator) => {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not shown');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [
      [0.1, 0.7],
      [0.25, 0.3],
      [0.4, 0.7],
      [0.55, 0.35],
    ],
    [
      [0.6, 0.6],
      [0.9, 0.5],
    ],
  ]) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    await page.mouse.move(...at(first[0] ?? 0, first[1] ?? 0));
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...at(point[0] ?? 0, point[1] ?? 0), { steps: 4 });
    await page.mouse.up();
  }
};

/** The guided photos the journeys take: each view a small picture of its own colour. */
const takePhoto = async (dialog: Locator, view: 'front' | 'back', rgb: [number, number, number]) => {
  await dialog.getByTestId(`photo-${view}`).setInputFiles(png(`${view}.png`, rgb));
  await expect(dialog.getByRole('img', { name: view === 'front' ? 'Front' : 'Back', exact: true })).toBeVisible();
};

/**
 * "Picked up" as a driver does it on the phone: front and back photos, one damage mark with its note, the odometer,
 * the securement checklist, the shipper's name and signature and the driver's signature, then "Sign and mark
 * picked up". Leaves the dialog to close by itself (online) or to save the move (offline).
 */
export const doPickupInspection = async (
  page: Page,
  { shipperName, damage }: { shipperName: string; damage?: string },
) => {
  await page.getByRole('button', { name: 'Picked up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pickup inspection' });
  await expect(dialog).toBeVisible();
  await takePhoto(dialog, 'front', [200, 40, 40]);
  await takePhoto(dialog, 'back', [40, 40, 200]);
  if (damage) {
    await dialog.getByRole('button', { name: /tap to mark damage/ }).click();
    await dialog.getByRole('textbox', { name: 'Damage 1' }).fill(damage);
  }
  await dialog.getByRole('textbox', { name: 'Odometer (km)' }).fill('182340');
  for (const check of await dialog.getByRole('checkbox').all()) await check.check();
  await dialog.getByRole('textbox', { name: 'Shipper or agent: name' }).fill(shipperName);
  // The shipper's pad comes first, the driver's second.
  await drawSignature(page, dialog.locator('canvas').nth(0));
  await drawSignature(page, dialog.locator('canvas').nth(1));
  await dialog.getByRole('button', { name: 'Sign and mark picked up' }).click();
  return dialog;
};

/** The delivery inspection's part of the Complete delivery dialog: a photo, the receiver's name and signature. */
export const fillDeliveryInspection = async (
  page: Page,
  dialog: Locator,
  { receiverName, damage }: { receiverName: string; damage?: string },
) => {
  await takePhoto(dialog, 'front', [40, 160, 40]);
  if (damage) {
    await dialog.getByRole('button', { name: /tap to mark damage/ }).click();
    await dialog.getByRole('textbox', { name: 'Damage 1' }).fill(damage);
  }
  await dialog.getByRole('textbox', { name: 'Receiver: name' }).fill(receiverName);
  await drawSignature(page, dialog.locator('canvas').first());
};

/** A short signature as the API takes it. */
const SIGNATURE = {
  aspect: 3,
  strokes: [
    [
      [100, 600],
      [300, 300],
      [500, 650],
    ],
  ],
};

/** One inspection photo uploaded as the driver of `key`, through the same multipart call the app makes. */
const uploadPhotoByApi = async (request: APIRequestContext, key: string): Promise<string> => {
  const uploaded = await request.post('/api/picture/', {
    headers: auth(key),
    multipart: {
      model: JSON.stringify({ purpose: 'inspection' }),
      image_0: { ...png('front.png', [90, 90, 90]) },
    },
  });
  expect(uploaded.status()).toBe(201);
  const [picture] = (await uploaded.json()) as { id: string }[];
  return picture?.id ?? '';
};

/** The smallest delivery inspection the API takes, for journeys that complete a load by API. */
export const deliveryInspectionByApi = async (request: APIRequestContext, key: string) => ({
  photos: [{ picture: await uploadPhotoByApi(request, key), view: 'front' }],
  receiver: { name: 'Riley Receiver', signature: SIGNATURE },
});
