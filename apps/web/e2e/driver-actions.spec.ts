import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, daysFromNow, postedLoadByApi } from './support/driving-api';
import { openAs } from './support/open-as';
import { expect, test } from './support/test';

// Mobile first: drivers find and take loads on their phones.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a driver makes an offer, the shipper sees it under Offers and accepts it; the driver then holds the load', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'John Deere 6155R tractor');
  const driver = await approvedDriverByApi(request);

  const driverPage = await openAs(browser, driver, `/job/${haulId}`);
  await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText('John Deere 6155R tractor');
  await expect(driverPage.getByText(/^Pays CA\$[\d,]+\.\d\d$/)).toBeVisible();
  // A driver sees the load, never the shipper's price nor the shipper's tabs.
  await expect(driverPage.getByText(/^Price: /)).toHaveCount(0);
  // Nor the street address, until the shipper confirms them.
  await expect(
    driverPage.getByText('The street address and instructions are shared once the shipper confirms you.'),
  ).toHaveCount(2);
  const sections = driverPage.getByRole('navigation', { name: 'Load sections' });
  await expect(sections.getByRole('link', { name: 'Offers' })).toHaveCount(0);
  await expectNoAxeViolations(driverPage);

  await driverPage.getByRole('link', { name: 'Place offer' }).click();
  await expect(driverPage).toHaveURL(`/job/${haulId}/bid`);
  const offer = dialog(driverPage, 'Place an offer');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByRole('alert')).toHaveText('Please fill in the amount and the date on which you can deliver.');
  await expectNoAxeViolations(driverPage);
  await offer.getByRole('textbox', { name: 'Amount (CAD)' }).fill('1,450');
  await offer.getByLabel('Deliver by').fill(daysFromNow(8).slice(0, 10));
  await offer.getByRole('textbox', { name: 'Comment (optional)' }).fill('Flatbed with ramps, can load Saturday.');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(driverPage.getByText('Your offer was sent to the shipper.')).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(driverPage).toHaveURL(`/job/${haulId}`);
  await expect(driverPage.getByText(/^Your offer: CA\$1,450\.00, delivered by /)).toBeVisible();
  await expect(driverPage.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(driverPage.getByRole('link', { name: 'Place offer' })).toHaveCount(0);

  const shipperPage = await openAs(browser, shipper, `/job/${haulId}/bids`);
  const offers = shipperPage.getByRole('list', { name: 'Offers from drivers' });
  const card = offers.getByRole('listitem').filter({ hasText: driver.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('CA$1,450.00')).toBeVisible();
  await expect(card.getByText(/^Can deliver by /)).toBeVisible();
  await expect(card.getByText('“Flatbed with ramps, can load Saturday.”')).toBeVisible();
  await expectNoAxeViolations(shipperPage);
  await card.getByRole('button', { name: `Accept offer from ${driver.name}` }).click();
  const confirm = dialog(shipperPage, 'Accept this offer');
  await expect(confirm.getByText(`${driver.name} will haul your load for CA$1,450.00`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Accept offer' }).click();
  await expect(shipperPage.getByText(`You accepted the offer from ${driver.name}.`)).toBeVisible();
  await expect(shipperPage.getByText('Regina, SK to Winnipeg, MB · Driver accepted')).toBeVisible();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();

  await shipperPage.getByRole('navigation', { name: 'Load sections' }).getByRole('link', { name: 'Driver' }).click();
  await expect(shipperPage.getByText(driver.name, { exact: true })).toBeVisible();
  await expect(shipperPage.getByText(/^Member since /)).toBeVisible();

  await driverPage.reload();
  await expect(driverPage.getByRole('alert').filter({ hasText: 'You hold this load' })).toContainText(
    'Next: the shipper confirms and prepays.',
  );
});

test('a driver accepts a load; another sees it taken and stays on as backup; one who was too slow is told so', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const first = await postedLoadByApi(request, shipper.key, 'Case IH Magnum 340 tractor');
  const second = await postedLoadByApi(request, shipper.key, 'New Holland T7.270 tractor');
  const fast = await approvedDriverByApi(request);
  const late = await approvedDriverByApi(request);

  const fastPage = await openAs(browser, fast, `/job/${first}`);
  await fastPage.getByRole('link', { name: 'Accept', exact: true }).click();
  const accept = dialog(fastPage, 'Accept this load');
  await expect(accept.getByText(/^You will be paid CA\$[\d,]+\.\d\d$/)).toBeVisible();
  await expect(accept.getByText('You are paid by direct deposit within 7 days of delivery.')).toBeVisible();
  await expectNoAxeViolations(fastPage);
  await accept.getByRole('button', { name: 'Accept the load' }).click();
  await expect(
    fastPage.getByText('You accepted the load. We will let you know when the shipper confirms.'),
  ).toBeVisible();
  await expect(fastPage.getByText('You hold this load')).toBeVisible();

  // The dashboard lists the load with its next step.
  await fastPage.goto('/dashboard');
  const driving = fastPage.getByRole('heading', { name: /^Loads you hold or bid on/ });
  await expect(driving).toHaveText('Loads you hold or bid on (1)');
  await expect(fastPage.getByText('Next: the shipper confirms and prepays. We will let you know.')).toBeVisible();
  await expect(fastPage.getByRole('link', { name: 'Find loads' })).toHaveAttribute('href', '/search-jobs');

  const latePage = await openAs(browser, late, `/job/${first}`);
  await expect(latePage.getByText('This load was accepted by another driver.')).toBeVisible();
  await expect(latePage.getByRole('link', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(latePage.getByRole('link', { name: 'Express interest (backup)' })).toBeVisible();
  await expectNoAxeViolations(latePage);

  // On a load another driver holds, the same form keeps the late driver as backup; the shipper sees it as such.
  await latePage.getByRole('link', { name: 'Express interest (backup)' }).click();
  const interest = dialog(latePage, 'Express interest (backup)');
  await interest.getByRole('textbox', { name: 'Amount (CAD)' }).fill('990');
  await interest.getByLabel('Deliver by').fill(daysFromNow(9).slice(0, 10));
  await interest.getByRole('button', { name: 'Send interest' }).click();
  await expect(latePage.getByText('Your interest is kept as backup.')).toBeVisible();
  await expect(latePage.getByText(/^Your backup interest: CA\$990\.00, delivered by /)).toBeVisible();

  const shipperPage = await openAs(browser, shipper, `/job/${first}/bids`);
  const backup = shipperPage.getByRole('listitem').filter({ hasText: late.name });
  await expect(backup.getByText('Backup', { exact: true })).toBeVisible();
  await expect(backup.getByRole('button', { name: /^Accept offer/ })).toHaveCount(0);

  await latePage.getByRole('button', { name: 'Withdraw' }).click();
  await expect(latePage.getByText('Your offer was withdrawn.')).toBeVisible();
  await expect(latePage.getByText(/^Your backup interest/)).toHaveCount(0);
  await expect(latePage.getByRole('link', { name: 'Express interest (backup)' })).toBeVisible();

  // The late driver opens the second load while it is free, and another driver takes it before they click.
  await latePage.goto(`/job/${second}/accept`);
  const lateAccept = dialog(latePage, 'Accept this load');
  await expect(lateAccept).toBeVisible();
  const taken = await request.put(`/api/haul/${second}/accept/`, { headers: { Authorization: `Token ${fast.key}` } });
  expect(taken.status()).toBe(200);
  await lateAccept.getByRole('button', { name: 'Accept the load' }).click();
  await expect(lateAccept).toBeHidden();
  // Said twice: in the notice, and on the page, which now shows the load as taken.
  await expect(latePage.getByText('This load was accepted by another driver.')).toHaveCount(2);
  await expect(latePage.getByRole('heading', { level: 1 })).toHaveText('New Holland T7.270 tractor');
  await expect(latePage.getByRole('link', { name: 'Accept', exact: true })).toHaveCount(0);
});

test('a driver passes on a load with a reason and is taken back to the search', async ({ browser, request }) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'Kubota M7-172 tractor');
  const driver = await approvedDriverByApi(request);

  const page = await openAs(browser, driver, `/job/${haulId}`);
  await page.getByRole('link', { name: 'Not interested' }).click();
  const pass = dialog(page, 'Not interested');
  await pass.getByRole('combobox', { name: 'Why not?' }).selectOption('Other');
  await pass.getByRole('button', { name: 'Not interested' }).click();
  await expect(pass.getByText('Please tell us why.')).toBeVisible();
  await pass.getByRole('textbox', { name: 'Please tell us more' }).fill('Booked that week.');
  await pass.getByRole('button', { name: 'Not interested' }).click();
  // The search opens on the driver's default (around their base), which it writes into the address.
  await expect(page).toHaveURL(/\/search-jobs(\?|$)/);
  await expect(page.getByText('We will not show you this load again.')).toBeVisible();
});
