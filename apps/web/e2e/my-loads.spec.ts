import type { APIRequestContext, Page } from '@playwright/test';
import { makeAccount, registerByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// Mobile first: My Loads and the job page are phone screens before they are desktop ones.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

const TRACTOR = 'Kubota M7-172 tractor';

/** A quote asked for through the API: it is kept at once as a draft haul of the key's user (decision 006). */
const quoteByApi = async (request: APIRequestContext, key: string, makeModel = TRACTOR): Promise<string> => {
  const response = await request.post('/api/quote/', {
    headers: { Authorization: `Token ${key}` },
    data: {
      origin: { name: 'Regina, SK', location: [-104.6189, 50.4452] },
      destination: { name: 'Winnipeg, MB', location: [-97.1384, 49.8951] },
      load: { make_model: makeModel, length: 5.1, width: 2.55, height: 3.05, weight: 6_900, load_type: 'machinery' },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

const newShipper = async (request: APIRequestContext) => {
  const key = await registerByApi(request, makeAccount());
  return { key, haulId: await quoteByApi(request, key) };
};

const myLoads = (page: Page) => ({
  tab: (name: 'Drafts' | 'In progress' | 'History') => page.getByRole('tab', { name }),
  card: (text: string) => page.getByRole('listitem').filter({ hasText: text }),
});

test('a quoted load waits under Drafts; its page shows the details and the map; cloning makes a second draft', async ({
  page,
  request,
}) => {
  const { key, haulId } = await newShipper(request);
  await page.goto(`/jobs/history?token=${key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Loads');
  await expect(page).toHaveTitle(/My Loads/);
  const loads = myLoads(page);
  // Nothing in progress yet: My Loads opens where the shipper's load is, under Drafts (issue 21).
  await expect(loads.tab('Drafts')).toHaveAttribute('aria-selected', 'true');
  const card = loads.card(TRACTOR);
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Regina, SK to Winnipeg, MB, [\d,]+ (km|mi)$/)).toBeVisible();
  await expect(card.getByText(/\$[\d,]+\.\d\d/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Finish and post' })).toHaveAttribute(
    'href',
    `/quote/post?haul_id=${haulId}`,
  );
  await expectNoAxeViolations(page);
  await loads.tab('In progress').click();
  await expect(page).toHaveURL('/jobs/history?tab=active');
  await expect(page.getByText('No loads on the go. Post a quote to find a driver.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
    'href',
    '/quote/origin',
  );
  await expectNoAxeViolations(page);
  await loads.tab('Drafts').click();

  // The job page: details first, each tab its own address.
  await card.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(`/job/${haulId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRACTOR);
  await expect(page.getByText('Regina, SK to Winnipeg, MB · Draft')).toBeVisible();
  await expect(page.getByText(/long, .+ wide, .+ high, /)).toBeVisible();
  await expect(page.getByText(/^[\d,]+ (km|mi) by road$/)).toBeVisible();
  await expect(page.getByText(/^Price: .*\$[\d,]+\.\d\d/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pickup' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drop-off' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Load sections' });
  await expect(sections.getByRole('link', { name: 'Job' })).toHaveAttribute('aria-current', 'page');
  // A draft is finished in the post flow; it has no price to boost yet.
  await expect(page.getByRole('link', { name: 'Finish and post' })).toHaveAttribute(
    'href',
    `/quote/post?haul_id=${haulId}`,
  );
  await expect(page.getByRole('link', { name: 'Boost' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await sections.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(`/job/${haulId}/map`);
  await expect(sections.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Map of the route' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pickup: Regina, SK' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drop-off: Winnipeg, MB' })).toBeVisible();
  await expectNoAxeViolations(page);

  await sections.getByRole('link', { name: 'Pictures' }).click();
  await expect(page.getByText('No pictures of this load.')).toBeVisible();
  await sections.getByRole('link', { name: 'Offers' }).click();
  await expect(page).toHaveURL(`/job/${haulId}/bids`);
  await expect(page.getByText('No offers yet.')).toBeVisible();
  await sections.getByRole('link', { name: 'Driver' }).click();
  await expect(page.getByText('No driver yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload of a child address shows the same tab.
  await page.goto(`/job/${haulId}/detail`);
  await expect(page.getByRole('heading', { name: 'Pickup' })).toBeVisible();

  await page.getByRole('button', { name: 'Clone' }).click();
  await expect(page.getByText('Load cloned: here is the new draft.')).toBeVisible();
  await expect(page).not.toHaveURL(`/job/${haulId}`);
  await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRACTOR);
  await expect(page.getByText('Regina, SK to Winnipeg, MB · Draft')).toBeVisible();

  // Back in My Loads, on the tab the address keeps, both drafts are there.
  await page.goto('/shipper/jobs?tab=drafts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Loads');
  await expect(loads.tab('Drafts')).toHaveAttribute('aria-selected', 'true');
  await expect(loads.card(TRACTOR)).toHaveCount(2);
});

test('deleting a load needs a reason, and words when it is "other"; it moves to History and can be brought back', async ({
  page,
  request,
}) => {
  const { key, haulId } = await newShipper(request);
  // The delete address opens the load's page with the dialog open.
  await page.goto(`/job/${haulId}/delete?token=${key}`);
  const remove = page.getByRole('dialog', { name: 'Delete this load' });
  await expect(remove).toBeVisible();
  await remove.getByRole('button', { name: 'Delete the load' }).click();
  await expect(remove.getByText('Please choose a reason.')).toBeVisible();
  await remove.getByRole('combobox', { name: 'Why are you deleting it?' }).selectOption('Other');
  await remove.getByRole('button', { name: 'Delete the load' }).click();
  await expect(remove.getByText('Please tell us why.')).toBeVisible();
  await remove.getByRole('textbox', { name: 'Please tell us more' }).fill('The buyer is picking it up himself.');
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: 'Delete the load' }).click();

  await expect(page.getByText('Haul deleted')).toBeVisible();
  await expect(remove).toBeHidden();
  await expect(page).toHaveURL(`/job/${haulId}`);
  await expect(page.getByText('This load was removed by the shipper.')).toBeVisible();
  await expect(page.getByText('Regina, SK to Winnipeg, MB · Deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Delete' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/jobs/history');
  const loads = myLoads(page);
  await loads.tab('Drafts').click();
  await expect(page.getByText('No drafts. A quote you ask for is kept here until you post it.')).toBeVisible();
  await loads.tab('History').click();
  const card = loads.card(TRACTOR);
  await expect(card.getByText('Deleted', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Bring back' }).click();
  await expect(page.getByText('The load is a draft again.')).toBeVisible();
  await expect(page.getByText('No delivered or deleted loads yet.')).toBeVisible();
  await loads.tab('Drafts').click();
  await expect(loads.card(TRACTOR).getByText('Draft', { exact: true })).toBeVisible();
});

test('a long list comes ten loads a page', async ({ page, request }) => {
  const key = await registerByApi(request, makeAccount());
  for (let number = 1; number <= 11; number += 1) await quoteByApi(request, key, `Swather ${number}`);
  await page.goto(`/jobs/history?tab=drafts&token=${key}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Swather' })).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Swather' })).toHaveCount(1);
});

test('a visitor is asked to log in, and someone else’s load is not found', async ({ page, request }) => {
  const { haulId } = await newShipper(request);

  await page.goto('/jobs/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Loads');
  await expect(page.getByText('Your quotes and loads show here once you start one.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get a quote' })).toBeVisible();
  await expect(page.locator('a[href="/login?next=%2Fjobs%2Fhistory"]')).toHaveText('Log in');
  await expectNoAxeViolations(page);

  await page.goto(`/job/${haulId}`);
  await expect(page.getByText('You need to log in to see this load.')).toBeVisible();
  await expect(page.locator(`a[href="/login?next=%2Fjob%2F${haulId}"]`)).toHaveText('Log in');
  await expectNoAxeViolations(page);

  const stranger = await registerByApi(request, makeAccount());
  await page.goto(`/job/${haulId}?token=${stranger}`);
  await expect(page.getByText('This load was not found.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Load');
  await expectNoAxeViolations(page);
});
