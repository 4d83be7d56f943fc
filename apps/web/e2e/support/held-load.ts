import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { approvedDriverByApi, confirmedShipperByApi, type Person, postedLoadByApi } from './driving-api';
import { deliveryInspectionByApi } from './inspection';

const auth = (key: string) => ({ Authorization: `Token ${key}` });

/** The sandbox card that is always approved (the payments module's embedded default). */
const SUCCESS_CARD = '4242424242424242';

export type HeldLoad = { shipper: Person; driver: Person; haulId: string; code: string; makeModel: string };

/**
 * A load a driver accepted and the shipper confirmed and prepaid, all by API: the driver holds it and may pick it up;
 * `code` is the delivery code the shipper gives on delivery.
 */
export const heldLoadByApi = async (request: APIRequestContext, makeModel: string): Promise<HeldLoad> => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, makeModel);
  const driver = await approvedDriverByApi(request);
  const accepted = await request.put(`/api/haul/${haulId}/accept/`, { headers: auth(driver.key) });
  expect(accepted.status()).toBe(200);
  const paid = await request.post('/api/purchase/pay/', {
    headers: auth(shipper.key),
    data: {
      pan: SUCCESS_CARD,
      expdate: '0930',
      cvc: '123',
      haul_id: haulId,
      idempotency_key: `e2e-${haulId}`,
    },
  });
  expect(paid.status()).toBe(200);
  const haul = await haulAs(request, shipper, haulId);
  expect(haul.status).toBe('confirmed');
  return { shipper, driver, haulId, code: String(haul.completion_code), makeModel };
};

export const haulAs = async (request: APIRequestContext, person: Person, haulId: string) => {
  const response = await request.get(`/api/haul/${haulId}/`, { headers: auth(person.key) });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    status: string;
    completion_code: string | null;
    driver_location: { location: [number, number]; at: string } | null;
  };
};

export const moneyAs = async (request: APIRequestContext, person: Person, haulId: string) => {
  const response = await request.get(`/api/haul/${haulId}/money/`, { headers: auth(person.key) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { released: boolean; payout: unknown; transactions: { kind: string }[] };
};

/** Once the service worker has installed and taken the page: from then on the app opens with no network. */
export const waitForServiceWorker = async (page: Page) => {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
};

/** Once what the page read has been written to the device (saved data is written a moment after each answer). */
export const waitForSavedLoad = (page: Page, haulId: string) =>
  page.waitForFunction((id) => (localStorage.getItem('saved-data') ?? '').includes(id), haulId);

/**
 * A load held, prepaid and delivered with the shipper's code, all by API. The one way the journeys reach a delivered
 * load; the delivery carries the smallest inspection the API takes.
 */
export const deliveredLoadByApi = async (request: APIRequestContext, makeModel: string): Promise<HeldLoad> => {
  const held = await heldLoadByApi(request, makeModel);
  const completed = await request.post(`/api/haul/${held.haulId}/complete/?code=${held.code}`, {
    headers: auth(held.driver.key),
    data: await deliveryInspectionByApi(request, held.driver.key),
  });
  expect(completed.status()).toBe(200);
  return held;
};
