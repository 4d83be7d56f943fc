import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, daysFromNow, postedLoadByApi } from './support/driving-api';
import { expect, test } from './support/test';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

const bidByApi = async (request: APIRequestContext, driverKey: string, haulId: string, amount: number) => {
  const placed = await request.post('/api/bid/', {
    headers: { Authorization: `Token ${driverKey}` },
    data: { haul_id: haulId, amount, deliver_at: daysFromNow(8) },
  });
  expect(placed.status()).toBe(201);
};

test('the shipper sees a bid in the notices bell, a pushed one as a toast, and opens the bids from it', async ({
  page,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'Case IH Magnum 340');
  const first = await approvedDriverByApi(request);
  await bidByApi(request, first.key, haulId, 1500);

  await page.goto(`/dashboard?token=${shipper.key}`);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notices/ });
  await expect(bell).toHaveAccessibleName('Notices, 1 unread');

  // A second bid while the page is open arrives over the WebSocket: a toast, and the count goes up without reload.
  const second = await approvedDriverByApi(request);
  await bidByApi(request, second.key, haulId, 1400);
  const toast = page.getByRole('alert').filter({ hasText: 'New offer' });
  await expect(toast).toContainText(`${second.name} made an offer on Case IH Magnum 340.`);
  await expect(bell).toHaveAccessibleName('Notices, 2 unread');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-toast.png` });

  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notices' });
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link').first()).toContainText(`${second.name} made an offer on Case IH Magnum 340.`);
  await expect(list.getByRole('link').nth(1)).toContainText(`${first.name} made an offer on Case IH Magnum 340.`);
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notices-list.png` });

  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/job/${haulId}/bids$`));
  await expect(bell).toHaveAccessibleName('Notices, 1 unread');

  await bell.click();
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notices');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bell fits the header and its list opens', async ({ page, request }) => {
    const shipper = await confirmedShipperByApi(request);
    const haulId = await postedLoadByApi(request, shipper.key, 'Kubota M7-172');
    await bidByApi(request, (await approvedDriverByApi(request)).key, haulId, 1500);
    await page.goto(`/dashboard?token=${shipper.key}`);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notices, 1 unread' });
    await expect(bell).toBeInViewport();
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notices' }).getByRole('link')).toHaveCount(1);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notices-phone.png` });
  });
});
