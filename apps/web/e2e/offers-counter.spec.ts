import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, daysFromNow, postedLoadByApi } from './support/driving-api';
import { openAs } from './support/open-as';
import { expect, test } from './support/test';

// Issue 21, on phones: shippers weigh offers and counter them, drivers answer from the road.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

const INSURED_RIG = { insurance_company: 'SGI', insurance_policy_number: 'P-2291', insurance_expiry: '2030-03-31' };

test('the shipper weighs an offer by the driver’s record, counters it, and the driver takes the counter', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'Kubota M7 tractor');
  const driver = await approvedDriverByApi(request, { vehicle: INSURED_RIG });
  const placed = await request.post('/api/bid/', {
    headers: { Authorization: `Token ${driver.key}` },
    data: { haul_id: haulId, amount: 1450, deliver_at: daysFromNow(8) },
  });
  expect(placed.status()).toBe(201);

  const shipperPage = await openAs(browser, shipper, `/job/${haulId}/bids`);
  const card = shipperPage
    .getByRole('list', { name: 'Offers from drivers' })
    .getByRole('listitem')
    .filter({ hasText: driver.name });
  await expect(card.getByText('CA$1,450.00')).toBeVisible();
  await expect(card.getByText('No reviews yet · 0 loads delivered')).toBeVisible();
  await expect(card.getByText('Hotshot · 2021 Ram 3500')).toBeVisible();
  await expect(card.getByText('Insurance verified')).toBeVisible();
  await expect(card.getByText(/^Member since /)).toBeVisible();
  await expectNoAxeViolations(shipperPage);
  if (SHOTS) await shipperPage.screenshot({ path: `${SHOTS}/offers-trust.png`, fullPage: true });

  await card.getByRole('button', { name: `Make a counter-offer to ${driver.name}` }).click();
  const counter = shipperPage.getByRole('dialog', { name: 'Your counter-offer' });
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(counter.getByText('Enter an amount above zero, in dollars and cents.')).toBeVisible();
  await counter.getByRole('textbox', { name: 'Your price (CAD)' }).fill('1,300');
  await expectNoAxeViolations(shipperPage);
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(shipperPage.getByText(`Your counter-offer was sent to ${driver.name}.`)).toBeVisible();
  await expect(card.getByText('Your counter-offer: CA$1,300.00, waiting for the driver')).toBeVisible();
  // One counter per offer: the button is gone.
  await expect(card.getByRole('button', { name: /^Make a counter-offer/ })).toHaveCount(0);

  const driverPage = await openAs(browser, driver, `/job/${haulId}`);
  const bell = driverPage.getByRole('banner').getByRole('button', { name: /^Notices/ });
  await expect(bell).toHaveAccessibleName(/^Notices, \d+ unread$/);
  const answer = driverPage.getByRole('alert').filter({ hasText: 'Counter-offer from the shipper' });
  await expect(answer).toContainText('The shipper offers CA$1,300.00 instead of your CA$1,450.00.');
  await expectNoAxeViolations(driverPage);
  if (SHOTS) await driverPage.screenshot({ path: `${SHOTS}/offers-counter-driver.png`, fullPage: true });
  await answer.getByRole('button', { name: 'Accept CA$1,300.00' }).click();
  await expect(driverPage.getByText('You accepted the counter-offer. The load is yours.')).toBeVisible();
  await expect(driverPage.getByText(/^Pays CA\$1,300\.00$/)).toBeVisible();
  if (SHOTS) await driverPage.screenshot({ path: `${SHOTS}/offers-counter-accepted.png`, fullPage: true });

  await shipperPage.reload();
  await expect(card.getByText('The driver accepted your counter-offer of CA$1,300.00')).toBeVisible();
});

test('a driver based in Swift Current starts their load search around Swift Current', async ({ browser, request }) => {
  const shipper = await confirmedShipperByApi(request);
  // Regina is about 225 km from Swift Current: inside the 250 km the search starts with.
  const nearby = `Versatile 610 tractor ${Date.now().toString(36)}`;
  await postedLoadByApi(request, shipper.key, nearby);
  const driver = await approvedDriverByApi(request, {
    profile: { base_address: 'Swift Current, SK', base_location: [-107.7972, 50.2881] },
  });
  const page = await openAs(browser, driver, '/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/search-jobs');
  await expect(page).toHaveURL(/origin_radius_km=250/);
  await expect(page).toHaveURL(/origin_lat=50\.2881/);
  await expect(page).toHaveURL(/origin_name=Swift\+Current/);
  await expect(page).toHaveURL(/sort=nearest/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const found = page.getByRole('list', { name: 'Loads found' }).getByRole('listitem').filter({ hasText: nearby });
  await expect(found.getByText(/^\d+ km from your pickup area$/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-home.png`, fullPage: true });

  // Still the driver's to change: the drawer shows the base, and clearing it keeps the address empty.
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('combobox', { name: 'Within' })).toHaveValue('250');
  await expect(drawer.getByLabel('Pickup near')).toHaveValue('Swift Current, SK');
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-home-filters.png` });
});
