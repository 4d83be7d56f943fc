import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { confirmedShipperByApi } from './support/driving-api';
import { haulAs, heldLoadByApi, moneyAs, waitForSavedLoad, waitForServiceWorker } from './support/held-load';
import { doPickupInspection, fillDeliveryInspection } from './support/inspection';
import { expect, test } from './support/test';

// A driver on a phone, on a prairie road with no signal.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA', serviceWorkers: 'allow' });

/** Names no other journey uses: the run's database is shared by every spec file. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Someone opens a page once with signal: the app and what the page read are saved on the phone. */
const openWithSignal = async (
  browser: Browser,
  key: string,
  haulId: string,
  makeModel: string,
  path = `/job/${haulId}`,
) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });
  const page = await context.newPage();
  await page.goto(`${path}?token=${key}`);
  await expect(page.getByText(makeModel).first()).toBeVisible();
  await waitForServiceWorker(page);
  await waitForSavedLoad(page, haulId);
  return { context, page };
};

/** How many inspection photos wait in IndexedDB (idb-keyval's default store, shared/inspection/inspection-photos.ts). */
const photosKeptOnPhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve(0);
            return;
          }
          const keys = db.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.filter((key) => String(key).startsWith('inspection-photo:')).length);
          };
        };
      }),
  );

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^You are offline/ });
const waiting = (page: Page) => page.getByRole('list', { name: 'Waiting for signal' });

/** The delivery inspection and the code, as the driver enters them at the receiver's yard. */
const enterCode = async (page: Page, code: string) => {
  await page.getByRole('link', { name: 'Complete delivery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete delivery' });
  await fillDeliveryInspection(page, dialog, { receiverName: 'Pat Receiver' });
  await dialog.getByRole('textbox', { name: 'Delivery code' }).fill(code);
  await dialog.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(dialog).toBeHidden();
};

test('with no signal a driver reads the load, marks it picked up and enters the code; back online it completes once', async ({
  browser,
  request,
}) => {
  const load = await heldLoadByApi(request, unique('Case IH Magnum 340'));

  // The shipper's delivery code, saved on their phone, is there with no signal too.
  const shipper = await openWithSignal(browser, load.shipper.key, load.haulId, load.makeModel);
  await shipper.context.setOffline(true);
  await shipper.page.reload();
  await expect(offlineNotice(shipper.page)).toBeVisible();
  await expect(shipper.page.getByRole('region', { name: 'Delivery code' }).getByText(load.code)).toBeVisible();
  await shipper.context.close();

  // The driver only looked at their dashboard with a signal: each load they hold is saved from its list.
  const { context, page } = await openWithSignal(browser, load.driver.key, load.haulId, load.makeModel, '/dashboard');
  await context.setOffline(true);
  await page.goto(`/job/${load.haulId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(load.makeModel);
  await expect(offlineNotice(page)).toHaveText(/^You are offline — showing what was saved at \d{1,2}:\d\d/);
  await expect(page.getByText('Regina, SK to Winnipeg, MB · Driver confirmed')).toBeVisible();

  await doPickupInspection(page, { shipperName: 'Lee Shipper', damage: 'Cracked left mirror' });
  await expect(
    page.getByText(
      'No signal: the pickup inspection and its photos are saved on this phone and will be sent when the signal returns.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Picked up', exact: true })).toHaveCount(0);
  await enterCode(page, load.code);
  await expect(
    page.getByText(
      'No signal: the delivery inspection and the delivery code are saved and will be sent when the signal returns.',
    ),
  ).toBeVisible();
  await expect(waiting(page).getByRole('listitem')).toHaveText([
    /^Picked up — saved at \d{1,2}:\d\d/,
    /^Delivery code — saved at \d{1,2}:\d\d/,
  ]);
  await expectNoAxeViolations(page);

  // The phone is restarted on the road: the saved moves are still there.
  await page.reload();
  await expect(waiting(page).getByRole('listitem')).toHaveCount(2);
  expect((await haulAs(request, load.shipper, load.haulId)).status).toBe('confirmed');

  await context.setOffline(false);
  await expect(page.getByText(`Sent: picked up (${load.makeModel}).`)).toBeVisible();
  await expect(page.getByText(`Sent: delivery completed (${load.makeModel}).`)).toBeVisible();
  await expect(waiting(page)).toHaveCount(0);
  await expect(page.getByText(/ · Delivered$/)).toBeVisible();

  // Exactly once: delivered, one completion in the ledger, one payout; reloading sends nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(load.makeModel);
  expect(await page.evaluate(() => localStorage.getItem('outbox'))).toBeNull();
  expect((await haulAs(request, load.shipper, load.haulId)).status).toBe('completed');
  const money = await moneyAs(request, load.driver, load.haulId);
  expect(money.released).toBe(true);
  expect(money.transactions.filter((transaction) => transaction.kind === 'completion')).toHaveLength(1);
  expect(money.payout).not.toBeNull();
  // The inspections went with their moves: photos uploaded from the phone, the damage noted offline kept.
  const inspections = await request.get(`/api/haul/${load.haulId}/inspection/`, {
    headers: { Authorization: `Token ${load.shipper.key}` },
  });
  const read = (await inspections.json()) as {
    pickup: { photos: unknown[]; marks: { note: string }[]; counterpart: { name: string } };
    delivery: { photos: unknown[]; counterpart: { name: string } };
  };
  expect(read.pickup.photos).toHaveLength(2);
  expect(read.pickup.marks.map((mark) => mark.note)).toEqual(['Cracked left mirror']);
  expect(read.pickup.counterpart.name).toBe('Lee Shipper');
  expect(read.delivery.photos).toHaveLength(1);
  expect(read.delivery.counterpart.name).toBe('Pat Receiver');
  await context.close();
});

test('a wrong code and a load cancelled while offline are explained when the signal returns', async ({
  browser,
  request,
}) => {
  const load = await heldLoadByApi(request, unique('New Holland T7'));
  const { context, page } = await openWithSignal(browser, load.driver.key, load.haulId, load.makeModel);

  await context.setOffline(true);
  await enterCode(page, load.code === '000000' ? '111111' : '000000');
  await context.setOffline(false);
  await expect(
    page.getByText(
      `The delivery was not completed (${load.makeModel}). The delivery code was wrong. Ask the shipper for the code and enter it again.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete delivery' })).toBeVisible();

  // Offline again, the driver marks it picked up; meanwhile the shipper cancels the load.
  await context.setOffline(true);
  await doPickupInspection(page, { shipperName: 'Lee Shipper' });
  const cancelled = await request.delete(`/api/haul/${load.haulId}/`, {
    headers: { Authorization: `Token ${load.shipper.key}` },
    data: { reason: 'no_longer_shipping' },
  });
  expect(cancelled.status()).toBe(200);
  await context.setOffline(false);
  await expect(page.getByText(new RegExp(`^“Picked up” was not accepted \\(${load.makeModel}\\)\\. `))).toBeVisible();
  await expect(waiting(page)).toHaveCount(0);
  expect((await haulAs(request, load.shipper, load.haulId)).status).toBe('cancelled');
  // Both refused moves left the phone with their photos: nothing is left to send them with.
  await expect.poll(() => photosKeptOnPhone(page)).toBe(0);
  await context.close();
});

test('what a driver saved is never shown to the next account on the phone', async ({ browser, request }) => {
  const load = await heldLoadByApi(request, unique('Massey Ferguson 8S'));
  const { context, page } = await openWithSignal(browser, load.driver.key, load.haulId, load.makeModel);

  // Logging out removes the saved answers from the device.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('saved-data'))).toBeNull();

  // Another account on the same phone, with no signal, sees none of the first one's loads.
  const next = await confirmedShipperByApi(request);
  await context.setOffline(true);
  await page.goto(`/job/${load.haulId}?token=${next.key}`);
  await expect(offlineNotice(page)).toHaveText('You are offline. Nothing has been saved on this device yet.');
  await expect(page.getByText(load.makeModel)).toHaveCount(0);
  await context.close();
});

test('a location shared with no signal is sent when the signal returns, and the shipper sees it', async ({
  browser,
  request,
}) => {
  const load = await heldLoadByApi(request, unique('John Deere 8R'));
  const { context, page } = await openWithSignal(browser, load.driver.key, load.haulId, load.makeModel);
  // On the Trans-Canada east of Regina: the phone knows where it is without a signal (GPS).
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 50.4452, longitude: -104.2, accuracy: 25 });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Share my location' }).click();
  await expect(
    page.getByText('No signal: your location is saved and will be sent when the signal returns.'),
  ).toBeVisible();
  await expect(waiting(page).getByRole('listitem')).toHaveText([/^Your location — saved at \d{1,2}:\d\d/]);
  expect((await haulAs(request, load.shipper, load.haulId)).driver_location).toBeNull();

  await context.setOffline(false);
  await expect(page.getByText(`Sent: your location (${load.makeModel}).`)).toBeVisible();
  await expect(waiting(page)).toHaveCount(0);
  const seen = (await haulAs(request, load.shipper, load.haulId)).driver_location;
  expect(seen?.location[0]).toBeCloseTo(-104.2, 3);
  expect(seen?.location[1]).toBeCloseTo(50.4452, 3);
  await context.close();
});
