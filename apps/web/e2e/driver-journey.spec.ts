import type { Page } from '@playwright/test';
import { makeAccount, registerByApi, staffKeyByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, daysFromNow, postedLoadByApi } from './support/driving-api';
import { openAs } from './support/open-as';
import { expect, test } from './support/test';

// Issue 6's whole story in one run: a new driver is screened, finds a load on the map and bids; another takes a load.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

/** Names no other journey uses: the run's database is shared by every spec file. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Registration in the browser, section by section, the way a driver on a phone goes through it. */
const registerAsDriver = async (page: Page) => {
  await page.getByRole('radio', { name: 'Non-commercial', exact: true }).check();
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/regions');

  const regions = page.getByRole('combobox', { name: 'Regions you work in' });
  await regions.fill('Saskat');
  await page.getByRole('option', { name: 'Saskatchewan (SK)' }).click();
  await regions.press('Escape');
  await saveAndContinue(page);

  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await page.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Hotshot' });
  await page.getByRole('textbox', { name: 'Make' }).fill('Ram');
  await page.getByRole('textbox', { name: 'Model' }).fill('3500');
  await page.getByRole('textbox', { name: 'Year' }).fill('2021');
  await page.getByRole('textbox', { name: 'Insurance company' }).fill('SGI Canada');
  await page.getByRole('textbox', { name: 'Insurance policy number' }).fill('P-41007');
  await page.getByLabel('Insurance expiry date').fill('2027-09-30');
  await page.getByRole('button', { name: 'Add vehicle', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('textbox', { name: 'Years of driving experience' }).fill('9');
  await page.getByRole('textbox', { name: 'Number of accidents' }).fill('0');
  await saveAndContinue(page);

  for (const number of [1, 2, 3]) {
    const field = (name: string) => page.getByRole('textbox', { name: `${name} of reference ${number}` });
    await field('Name').fill(`Neighbour ${number}`);
    await field('Relation to you').fill('Customer');
    await field('Telephone').fill(`306-555-012${number}`);
  }
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/subscriptions');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('textbox', { name: 'Institution number' }).fill('001');
  await page.getByRole('textbox', { name: 'Transit number' }).fill('00011');
  await page.getByRole('textbox', { name: 'Account number' }).fill('1234567');
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/payment');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('combobox', { name: 'Base address' }).fill('Regina');
  await page.getByRole('option', { name: 'Regina, SK' }).click();
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/summary');
  await expect(page.getByText('Every section is filled in.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Submitted — staff will review your profile')).toBeVisible();
};

test('a new driver registers and is approved by staff, finds a load on the map and bids; another driver accepts another load', async ({
  browser,
  page,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const seeder = unique('Bourgault 3320 air drill');
  const tractor = unique('Versatile 610 tractor');
  const seederId = await postedLoadByApi(request, shipper.key, seeder);
  const tractorId = await postedLoadByApi(request, shipper.key, tractor);

  // A new driver cannot search before staff approve the profile, and is shown why.
  const account = makeAccount();
  const driverKey = await registerByApi(request, account);
  await page.goto(`/search-jobs?token=${driverKey}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Register as a driver' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Register as a driver' }).click();
  await expect(page).toHaveURL('/register/driver');
  await registerAsDriver(page);

  // Staff approve it on the review page.
  const staff = await openAs(browser, await staffKeyByApi(request), '/admin/drivers');
  const card = staff.getByRole('article', { name: account.name });
  await expect(card).toContainText('Ram 3500');
  await expect(card).toContainText('Neighbour 3');
  await expect(card).toContainText('••••4567');
  await card.getByRole('button', { name: `Approve ${account.name}` }).click();
  await expect(staff.getByText(`${account.name} approved`)).toBeVisible();

  // The driver now finds the air drill on the map and opens it from the marker.
  await page.goto('/search-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find loads');
  await expect(page.getByRole('region', { name: 'Map of the loads found' })).toBeVisible();
  // Both loads start in Regina (as may other journeys' loads): one marker counts them, its popup lists them.
  const marker = page.getByRole('button', { name: /^\d+ loads picked up in Regina, SK$/ });
  await expect(marker).toHaveCount(1);
  await expectNoAxeViolations(page);
  await marker.click();
  await page.locator('.leaflet-popup').getByRole('link', { name: seeder }).click();
  await expect(page).toHaveURL(`/job/${seederId}`);

  // An offer: the amount and the date it can be delivered by.
  await page.getByRole('link', { name: 'Place offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Place an offer' });
  await offer.getByRole('textbox', { name: 'Amount (CAD)' }).fill('1,380');
  await offer.getByLabel('Deliver by').fill(daysFromNow(6).slice(0, 10));
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Your offer was sent to the shipper.')).toBeVisible();
  await expect(page.getByText(/^Your offer: CA\$1,380\.00, delivered by /)).toBeVisible();

  // The shipper sees it among the offers.
  const shipperPage = await openAs(browser, shipper.key, `/job/${seederId}/bids`);
  const offers = shipperPage.getByRole('list', { name: 'Offers from drivers' });
  await expect(offers.getByRole('listitem').filter({ hasText: account.name })).toContainText('CA$1,380.00');

  // Another driver takes the tractor at its posted price.
  const other = await approvedDriverByApi(request);
  const otherPage = await openAs(browser, other.key, `/job/${tractorId}`);
  await otherPage.getByRole('link', { name: 'Accept', exact: true }).click();
  await otherPage
    .getByRole('dialog', { name: 'Accept this load' })
    .getByRole('button', { name: 'Accept the load' })
    .click();
  await expect(otherPage.getByText('You hold this load')).toBeVisible();

  // The new driver, a moment later, finds it taken.
  await page.goto(`/job/${tractorId}`);
  await expect(page.getByText('This load was accepted by another driver.')).toBeVisible();
  await expectNoAxeViolations(page);
});
