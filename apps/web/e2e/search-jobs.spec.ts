import type { Page } from '@playwright/test';
import { makeAccount, registerByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, postedLoadByApi, premiumDriverByApi } from './support/driving-api';
import { pickPlace } from './support/quote';
import { card, uniqueLoad } from './support/search';
import { expect, test } from './support/test';

// Mobile first: drivers look for loads on their phones, so the filters open in a drawer.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

const openFilters = async (page: Page) => {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
};

test('a visitor is asked to log in, and a user who is not a driver to register as one', async ({ page, request }) => {
  await page.goto('/search-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find loads');
  await expect(page).toHaveTitle(/Find loads/);
  await expect(page.getByText('Log in to find loads')).toBeVisible();
  await expect(page.locator('main a[href="/login?next=%2Fsearch-jobs"]')).toHaveText('Log in');
  await expectNoAxeViolations(page);

  const shipper = await registerByApi(request, makeAccount());
  await page.goto(`/search-jobs?token=${shipper}`);
  await expect(page.getByText('Register as a driver to see posted loads, take them and bid on them.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Register as a driver' })).toHaveAttribute(
    'href',
    '/register/driver',
  );
  await expectNoAxeViolations(page);
});

test('an approved driver finds a posted load on the map and in the list, filters it, and keeps the filters in the address', async ({
  page,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const tractor = uniqueLoad('Case IH Magnum');
  const haulId = await postedLoadByApi(request, shipper.key, tractor);
  const driver = await approvedDriverByApi(request);

  await page.goto(`/search-jobs?token=${driver.key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find loads');
  const found = card(page, tractor);
  await expect(found).toHaveCount(1);
  await expect(found.getByText(/^Regina, SK to Winnipeg, MB, [\d,]+ km$/)).toBeVisible();
  await expect(found.getByText(/^CA\$[\d,]+\.\d\d · CA\$\d+\.\d\d\/km$/)).toBeVisible();
  await expect(found.getByText('Offers: 0')).toBeVisible();
  await expect(found.getByText(/^Pickup /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the loads found' })).toBeVisible();
  // Its own marker, or the one counting every load picked up in Regina (other journeys post from there too).
  const marker = page.getByRole('button', {
    name: new RegExp(`^(${tractor}, Regina, SK to Winnipeg, MB|\\d+ loads picked up in Regina, SK)$`),
  });
  await expect(marker).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The marker's popup leads to the load, as the card does.
  await marker.click();
  await page.locator('.leaflet-popup').getByRole('link', { name: tractor }).click();
  await expect(page).toHaveURL(`/job/${haulId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tractor);
  await page.goBack();
  await expect(found).toHaveCount(1);

  // Filters: pickup near Regina, tractors and machinery only.
  let drawer = await openFilters(page);
  await pickPlace(page, 'Pickup near', 'Regina', 'Regina, SK');
  // The home search looks a day's deadhead around the base; this search narrows it.
  const within = drawer.getByRole('combobox', { name: 'Within' });
  await expect(within).toHaveValue('250');
  await within.selectOption('100');
  await drawer.getByRole('checkbox', { name: 'Tractor or machinery' }).check();
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Show loads' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/origin_lat=50\.\d+/);
  await expect(page).toHaveURL(/load_types=machinery/);
  await expect(page).toHaveURL(/origin_radius_km=100/);
  await expect(found).toHaveCount(1);
  await expect(found.getByText(/^\d+ km from your pickup area$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  // A reload keeps them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(found).toHaveCount(1);

  // A minimum rate no load pays finds nothing; Back returns to the search before it.
  drawer = await openFilters(page);
  await drawer.getByRole('textbox', { name: 'Minimum rate per km (CAD)' }).fill('999');
  await drawer.getByRole('button', { name: 'Show loads' }).click();
  await expect(page.getByText('No loads match these filters.')).toBeVisible();
  await expect(page).toHaveURL(/min_rate_per_km=999/);
  await page.goBack();
  await expect(found).toHaveCount(1);
  await expect(page).not.toHaveURL(/min_rate_per_km/);

  // Along my route: a trip from Regina to Winnipeg passes this load's pickup and drop-off.
  drawer = await openFilters(page);
  await drawer.getByText('Along my route').click();
  await pickPlace(page, 'My trip starts in', 'Regina', 'Regina, SK');
  await pickPlace(page, 'My trip ends in', 'Winnipeg', 'Winnipeg, MB');
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Show loads' }).click();
  await expect(page).toHaveURL(/route_from_lat=50\.\d+/);
  await expect(page).toHaveURL(/route_to_lat=49\.\d+/);
  await expect(page).toHaveURL(/corridor_km=100/);
  await expect(page).not.toHaveURL(/origin_lat/);
  await expect(found).toHaveCount(1);
});

test('a driver saves a search with alerts, pauses and resumes it, shows its loads and deletes it', async ({
  page,
  request,
}) => {
  const driver = await approvedDriverByApi(request);
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/haul/search/') searches.push(new URL(sent.url()).search);
  });
  await page.goto(`/search-jobs?token=${driver.key}`);
  const save = page.getByRole('button', { name: 'Save this search' });

  // The page opens on the driver's home search; clearing it searches everywhere.
  await expect(page).toHaveURL(/origin_radius_km=250/);
  await expect(page).toHaveURL(/origin_regions=SK%2CMB/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  // Only the home search itself: none for an empty search while the address was being written. It may go twice: a
  // load another journey posts in Saskatchewan alerts this driver, and the alert refreshes the results on show.
  await expect(page.getByText(/^Loads found: \d+$|^No loads match these filters\.$/)).toBeVisible();
  expect(searches[0]).toMatch(/origin_regions=SK%2CMB/);
  expect(new Set(searches)).toEqual(new Set([searches[0]]));
  let drawer = await openFilters(page);
  // Pickups around the base or in the driver's regions, both shown where the driver changes them.
  await expect(drawer.getByLabel('Pickup near')).toHaveValue('Regina, SK');
  await expect(drawer.getByText('Saskatchewan')).toBeVisible();
  await expect(drawer.getByText('Manitoba')).toBeVisible();
  await drawer.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/origin_/);
  await expect(save).toBeDisabled();
  drawer = await openFilters(page);
  await drawer.getByRole('checkbox', { name: 'Boat' }).check();
  await drawer.getByRole('button', { name: 'Show loads' }).click();
  await expect(page).toHaveURL(/load_types=boat/);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Boats anywhere');
  await expect(dialog.getByRole('switch', { name: 'Alert me to new loads' })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved searches: the open tab is kept in the address too.
  await page.getByRole('tab', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL(/view=saved/);
  const saved = page
    .getByRole('list', { name: 'Saved searches' })
    .getByRole('listitem')
    .filter({ hasText: 'Boats anywhere' });
  await expect(saved.getByText('Alerts on')).toBeVisible();
  await expectNoAxeViolations(page);
  await saved.getByRole('button', { name: 'Pause alerts for Boats anywhere' }).click();
  await expect(saved.getByText('Paused')).toBeVisible();
  await saved.getByRole('button', { name: 'Resume alerts for Boats anywhere' }).click();
  await expect(saved.getByText('Alerts on')).toBeVisible();

  await page.goto('/search-jobs?view=saved');
  await saved.getByRole('button', { name: 'Show loads for Boats anywhere' }).click();
  await expect(page).toHaveURL('/search-jobs?load_types=boat');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  await page.getByRole('tab', { name: 'New for you' }).click();
  await expect(page.getByRole('heading', { name: 'New for you' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Saved searches' }).click();
  await saved.getByRole('button', { name: 'Delete Boats anywhere' }).click();
  await expect(page.getByText('Saved search deleted.')).toBeVisible();
  await expect(page.getByText('No saved searches yet.', { exact: false })).toBeVisible();
});

test("the search's tabs move with the arrow keys and keep the open one in the address", async ({ page, request }) => {
  const driver = await approvedDriverByApi(request);
  // Counts the times the tabs leave the page once shown.
  await page.addInitScript(() => {
    const watched = window as unknown as { __tabsLeft: number };
    watched.__tabsLeft = 0;
    let isShown = false;
    new MutationObserver(() => {
      const isThere = document.querySelector('[role="tablist"]') !== null;
      if (isShown && !isThere) watched.__tabsLeft += 1;
      isShown = isThere;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`/search-jobs?token=${driver.key}`);
  const tabs = page.getByRole('tablist');
  const loads = tabs.getByRole('tab', { name: 'Loads' });
  const alerts = tabs.getByRole('tab', { name: /^New for you/ });
  const saved = tabs.getByRole('tab', { name: 'Saved searches' });
  await expect(loads).toHaveAttribute('aria-selected', 'true');
  // The tabs show with the driver's home search, before the address holds it; the address catching up keeps them (it
  // unmounted the screen for a render, and a focused tab with it: the arrows then moved nothing).
  // (counted at the end, long after the address has caught up).
  await expect(page).toHaveURL(/[?&]origin_name=/);
  // Only the open tab is in the Tab order; its panel is named by it.
  await expect(alerts).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('tabpanel', { name: 'Loads' })).toBeVisible();

  await loads.focus();
  await page.keyboard.press('ArrowRight');
  await expect(alerts).toBeFocused();
  await expect(alerts).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]view=alerts(&|$)/);
  await expect(page.getByRole('tabpanel', { name: /^New for you/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(saved).toBeFocused();
  await expect(page).toHaveURL(/[?&]view=saved(&|$)/);
  // The arrows wrap round, both ways.
  await page.keyboard.press('ArrowRight');
  await expect(loads).toBeFocused();
  await expect(loads).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/view=/);
  await page.keyboard.press('ArrowLeft');
  await expect(saved).toBeFocused();
  await expect(saved).toHaveAttribute('aria-selected', 'true');
  // Home and End move to the first and last tab without opening it.
  await page.keyboard.press('Home');
  await expect(loads).toBeFocused();
  await expect(saved).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(loads).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(saved).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __tabsLeft: number }).__tabsLeft)).toBe(0);
  await expectNoAxeViolations(page);
});

test('a premium driver sees a new load from their region under "New for you", with the unseen count', async ({
  page,
  request,
}) => {
  const driver = await premiumDriverByApi(request);
  const shipper = await confirmedShipperByApi(request);
  const swather = uniqueLoad('MacDon M1170 swather');
  await postedLoadByApi(request, shipper.key, swather);

  // The dashboard shows it first, with the way to all new loads.
  await page.goto(`/dashboard?token=${driver.key}`);
  const newLoads = page.getByRole('heading', { name: /^New loads for you \([1-9]\d* new\)$/ });
  await expect(newLoads).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${swather}`) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/search-jobs');
  const tab = page.getByRole('tab', { name: /New for you/ });
  await expect(tab).toContainText(/Not seen yet: [1-9]/);
  await tab.click();
  // The tab opens over the driver's home search (pickups around their base), which stays in the address.
  await expect(page).toHaveURL(/[?&]view=alerts$/);
  await expect(page).toHaveURL(/origin_name=Regina%2C\+SK/);
  const alert = page.getByRole('list', { name: 'New for you' }).getByRole('listitem').filter({ hasText: swather });
  await expect(alert.getByText('Starts in one of your regions')).toBeVisible();
  await expect(alert.getByText('New', { exact: true })).toBeVisible();
  await expect(alert.getByRole('link', { name: swather })).toBeVisible();
  await expectNoAxeViolations(page);
  // Seen now: the count goes from the tab, and stays gone on the next visit.
  await expect(tab).not.toContainText('Not seen yet');
  await page.reload();
  await expect(alert).toBeVisible();
  await expect(tab).not.toContainText('Not seen yet');
});

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the filters sit beside the map, and searching as the map moves keeps its view in the address', async ({
    page,
    request,
  }) => {
    const driver = await approvedDriverByApi(request);
    await page.goto(`/search-jobs?token=${driver.key}`);
    const filters = page.getByRole('form', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('switch', { name: 'Search as I move the map' }).check();
    await expect(page).toHaveURL(/bbox=-?\d/);
    const first = new URL(page.url()).searchParams.get('bbox');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(first);
    const zoomed = new URL(page.url()).searchParams.get('bbox');

    // A reload goes back to the same view, still following the map.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Search as I move the map' })).toBeChecked();
    await expect(page.getByText(/^Loads found: \d+$|^No loads match these filters\.$/)).toBeVisible();
    const [west, south, east, north] = (zoomed ?? '').split(',').map(Number);
    const after = (new URL(page.url()).searchParams.get('bbox') ?? '').split(',').map(Number);
    // Leaflet fits the box to whole zoom levels: the view after the reload holds the one before.
    expect(after[0]).toBeLessThanOrEqual(west ?? 0);
    expect(after[1]).toBeLessThanOrEqual(south ?? 0);
    expect(after[2]).toBeGreaterThanOrEqual(east ?? 0);
    expect(after[3]).toBeGreaterThanOrEqual(north ?? 0);

    await page.getByRole('switch', { name: 'Search as I move the map' }).uncheck();
    await expect(page).not.toHaveURL(/bbox=/);
  });
});
