import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, postedLoadByApi } from './support/driving-api';
import { expectAppStarted } from './support/open-as';
import { expect, test } from './support/test';

// Issue 21: the next step always in view, on a phone first.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

/** Set to a folder to keep the screens this file passes through, for a person to look at. */
const SHOTS = process.env.E2E_SCREENSHOTS;
const keepScreenshot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const auth = (key: string) => ({ Authorization: `Token ${key}` });

const boostByApi = async (request: APIRequestContext, key: string, haulId: string) => {
  const boosted = await request.put(`/api/haul/${haulId}/boost/`, { headers: auth(key), data: { boost: 30 } });
  expect(boosted.status()).toBe(200);
};

test('once a driver accepts, My Loads lists the load first and its Job tab offers Confirm & pay', async ({
  page,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const waiting = await postedLoadByApi(request, shipper.key, 'John Deere 9R tractor');
  const others = [
    await postedLoadByApi(request, shipper.key, 'Bourgault 3320 air drill'),
    await postedLoadByApi(request, shipper.key, 'Case IH 2150 planter'),
  ];
  const driver = await approvedDriverByApi(request);
  expect((await request.put(`/api/haul/${waiting}/accept/`, { headers: auth(driver.key) })).status()).toBe(200);
  // The other loads change after the acceptance, so newest first alone would list the waiting load last.
  for (const haulId of others) await boostByApi(request, shipper.key, haulId);

  await page.goto(`/jobs/history?token=${shipper.key}`);
  await expect(page.getByRole('tab', { name: 'In progress' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Needs your action' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('John Deere 9R tractor');
  await expect(cards.first().getByText('Driver accepted', { exact: true })).toBeVisible();
  await expect(cards.first().getByRole('link', { name: 'Confirm & pay' })).toHaveAttribute(
    'href',
    `/job/${waiting}/driver/confirm`,
  );
  await keepScreenshot(page, 'my-loads-needs-action');
  await expectNoAxeViolations(page);

  await cards.first().getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(`/job/${waiting}`);
  await expect(page.getByRole('link', { name: 'Job', exact: true })).toHaveAttribute('aria-current', 'page');
  const nextStep = page.getByRole('region', { name: 'Next step' });
  await expect(nextStep).toContainText(`${driver.name} accepted your load.`);
  await expect(nextStep).toBeInViewport();
  await keepScreenshot(page, 'job-next-step');
  await expectNoAxeViolations(page);
  await nextStep.getByRole('link', { name: 'Confirm & pay' }).click();
  await expect(page).toHaveURL(`/job/${waiting}/driver/confirm`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay');
});

test('a required field left empty is scrolled to and focused when posting is refused', async ({ page, request }) => {
  const shipper = await confirmedShipperByApi(request);
  const quoted = await request.post('/api/quote/', {
    headers: auth(shipper.key),
    data: {
      origin: { name: 'Regina, SK', location: [-104.6189, 50.4452] },
      destination: { name: 'Winnipeg, MB', location: [-97.1384, 49.8951] },
      load: { make_model: 'Kubota M7-172 tractor', length: 5.1, width: 2.55, height: 3.05, weight: 6_900 },
    },
  });
  expect(quoted.status()).toBe(201);
  const { id } = (await quoted.json()) as { id: string };

  await page.goto(`/quote/post?haul_id=${id}&token=${shipper.key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post your load');
  const postButton = page.getByRole('button', { name: 'Post load' });
  await postButton.scrollIntoViewIfNeeded();
  const readyDate = page.getByLabel(/^Ready for pickup on/);
  await expect(readyDate).not.toBeInViewport();

  await postButton.click();
  await expect(page.getByText('Please complete the required fields')).toBeVisible();
  await expect(readyDate).toBeFocused();
  await expect(readyDate).toBeInViewport();
  await expect(readyDate).toHaveAttribute('aria-invalid', 'true');
  await keepScreenshot(page, 'post-required-focused');
});

test('someone else’s load is "not found" on every address of it, never a loading failure', async ({
  page,
  request,
}) => {
  const owner = await confirmedShipperByApi(request);
  const quoted = await request.post('/api/quote/', {
    headers: auth(owner.key),
    data: {
      origin: { name: 'Regina, SK', location: [-104.6189, 50.4452] },
      destination: { name: 'Winnipeg, MB', location: [-97.1384, 49.8951] },
      load: { make_model: 'Kubota M7-172 tractor', length: 5.1, width: 2.55, height: 3.05, weight: 6_900 },
    },
  });
  expect(quoted.status()).toBe(201);
  const { id } = (await quoted.json()) as { id: string };
  const stranger = await confirmedShipperByApi(request);
  await page.goto(`/dashboard?token=${stranger.key}`);
  await expectAppStarted(page);
  for (const address of [`/job/${id}`, `/job/${id}/driver/confirm`, `/quote/post?haul_id=${id}`]) {
    await page.goto(address);
    await expect(page.getByText('This load was not found.')).toBeVisible();
    await expect(page.getByText(/could not load/)).toHaveCount(0);
  }
});
