import type { CDPSession, Page } from '@playwright/test';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../server/src/testing/push-service-stand-in';
import { approvedDriverByApi, confirmedShipperByApi, daysFromNow, postedLoadByApi } from './support/driving-api';
import { expect, test } from './support/test';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${PORT}`;

// The journey is about the worker: it shows the pushed notifications (playwright.config.ts blocks workers elsewhere).
test.use({ serviceWorkers: 'allow' });

let standIn: PushServiceStandIn;

test.beforeAll(async () => {
  // The server accepts this origin's endpoints (PUSH_SERVICE_ORIGINS in playwright.config.ts).
  standIn = await startPushServiceStandIn({ port: PORT + 1 });
});

test.afterAll(async () => {
  await standIn.close();
});

/**
 * Headless Chromium cannot subscribe: with the notification permission granted, `pushManager.subscribe` rejects with
 * "AbortError: Registration failed - permission denied" (tried on /usr/bin/chromium with the app's worker), and a
 * browser offline has no vendor push service (FCM) to subscribe at anyway. So the browser's subscribe hands out a
 * subscription made by the stand-in, as FCM would hand out its own; everything else is real: the permission, the
 * app's opt-in, the server's VAPID-signed aes128gcm push (verified and decrypted by the stand-in), and the service
 * worker, which receives what was decrypted through DevTools' own push delivery (ServiceWorker.deliverPushMessage).
 */
const giveSubscriptionsFromStandIn = async (page: Page, subscription: ReturnType<PushServiceStandIn['subscribe']>) => {
  await page.addInitScript((given) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const applicationServerKey = options?.applicationServerKey as Uint8Array;
      current = {
        endpoint: given.endpoint,
        expirationTime: null,
        options: { applicationServerKey: applicationServerKey.buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
        getKey: () => null,
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
};

const registrationIdOf = async (cdp: CDPSession): Promise<string> => {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${ORIGIN}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
};

const notificationsShown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: (notification.data as { url?: string } | null)?.url,
    }));
  });

test('a shipper turns on notifications on this device and sees a new offer pushed while the app is closed', async ({
  context,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const me = await request.get('/api/user/profile/', { headers: { Authorization: `Token ${shipper.key}` } });
  const { id } = (await me.json()) as { id: string };
  await request.patch(`/api/user/${id}/`, {
    headers: { Authorization: `Token ${shipper.key}` },
    data: { language_choice: 'fr' },
  });
  const haulId = await postedLoadByApi(request, shipper.key, 'Case IH Magnum 340');
  await context.grantPermissions(['notifications'], { origin: ORIGIN });

  const page = await context.newPage();
  const device = standIn.subscribe();
  await giveSubscriptionsFromStandIn(page, device);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/information?token=${shipper.key}`);
  const deviceSwitch = page.getByRole('switch', { name: 'Notifications sur cet appareil' });
  await expect(deviceSwitch).not.toBeChecked();
  await deviceSwitch.click({ force: true });
  await expect(page.getByText('Les notifications sont activées sur cet appareil.')).toBeVisible();
  await expect(deviceSwitch).toBeChecked();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/push-device-on.png`, fullPage: true });

  // A page outside the app keeps the browser open for the checks; the app's own tab is closed before the push.
  const checker = await context.newPage();
  await checker.goto('/api/healthz');
  const cdp = await context.newCDPSession(checker);
  const registrationId = await registrationIdOf(cdp);
  await page.close();

  const driver = await approvedDriverByApi(request);
  const bid = await request.post('/api/bid/', {
    headers: { Authorization: `Token ${driver.key}` },
    data: { haul_id: haulId, amount: 1500, deliver_at: daysFromNow(8) },
  });
  expect(bid.status()).toBe(201);
  await expect.poll(() => standIn.received.filter((push) => push.deviceId === device.id).length).toBe(1);
  expect(standIn.refused).toEqual([]);
  const [pushed] = standIn.received.filter((push) => push.deviceId === device.id);

  await cdp.send('ServiceWorker.deliverPushMessage', { origin: ORIGIN, registrationId, data: pushed?.payload ?? '' });
  await expect
    .poll(() => notificationsShown(checker))
    .toEqual([
      {
        title: 'Nouvelle offre sur Case IH Magnum 340',
        body: `${driver.name} a fait une offre sur « Case IH Magnum 340 ». Comparez les offres et acceptez-en une :`,
        tag: `haul-${haulId}`,
        url: `${ORIGIN}/job/${haulId}/bids`,
      },
    ]);
});
