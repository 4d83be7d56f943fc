import { expectNoAxeViolations } from './support/axe';
import { pickPlace, pickSpec } from './support/quote';
import { expect, test } from './support/test';

test.use({ locale: 'en-CA' });

// No spelling tolerance can turn this into a town: the user has to be told, and shown another way.
const BEYOND_REPAIR = 'Xqzvbnm Flats';

test('a place the search cannot find is placed on the map, named after the nearest town, and quoted from the pin', async ({
  page,
}) => {
  await page.goto('/quote/origin');
  await page.getByRole('combobox', { name: 'Pickup location' }).fill(BEYOND_REPAIR);
  await expect(
    page.getByText(
      `No place matches “${BEYOND_REPAIR}”. Check the spelling, type a nearby town, or place it on the map.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Place it on the map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place it on the map' });
  const useSpot = dialog.getByRole('button', { name: 'Use this spot' });
  await expect(useSpot).toBeDisabled();
  // The map opens on the prairies (52° N, 100° W at its centre): a tap there is a field in western Manitoba.
  const map = dialog.getByRole('region', { name: 'Map to place the pin on' });
  // A locator click waits until the dialog has stopped sliding in, so the tap lands on the map's true centre.
  await map.click();
  const named = dialog.getByText(/^Pin near [^,]+, MB$/);
  await expect(named).toBeVisible();
  const pinName = (await named.textContent()) ?? '';
  await expect(dialog.getByRole('button', { name: /^Pin: [^,]+, MB$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await useSpot.click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(pinName);
  // The pin's own name is not searched again: no "nothing matches" for it.
  await expect(page.getByText(/^No place matches/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await pickPlace(page, 'Drop-off location', 'Lethbridge', 'Lethbridge, AB');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/quote/confirm');
  await expect(page.getByRole('listitem').filter({ hasText: 'From:' })).toContainText(pinName);
  await expect(page.getByText(/^About \d[\d,]* km by road/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm locations' }).click();

  await pickSpec(page, 'civic', '2022 Honda Civic Sedan');
  const quoteRequest = page.waitForRequest((request) => request.url().endsWith('/api/quote/'));
  await page.getByRole('button', { name: 'Get my quote' }).click();
  // The tapped point itself is the pickup, not the centre of the town it is named after.
  const origin = (await quoteRequest).postDataJSON().origin as { name: string; location: [number, number] };
  expect(origin.name).toBe(pinName);
  expect(origin.location[0]).toBeCloseTo(-100, 0);
  expect(origin.location[1]).toBeCloseTo(52, 0);
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await expect(page.getByTestId('quote-price')).toHaveText(/^CA\$[\d,]+\.\d\d$/);
});

test('a rural postal code is flagged approximate and offers the towns of its area instead', async ({ page }) => {
  await page.goto('/quote/origin');
  const from = page.getByRole('combobox', { name: 'Pickup location' });
  await from.fill('S0L 2V0');
  // The area itself, then the towns in it: Rosetown, where S0L 2V0 is, among them.
  await expect(page.getByRole('option', { name: 'Rosetown, SK' })).toBeVisible();
  await page.getByRole('option', { name: /^S0L 2V0 / }).click();
  await expect(page.getByText('This location is approximate')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Type the exact town' }).click();
  await pickPlace(page, 'Pickup location', 'S0L 2V0', 'Rosetown, SK');
  await expect(page.getByText('This location is approximate')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('the destination search ranks namesakes on the origin’s side of the border first', async ({ page }) => {
  await page.goto('/quote/origin');
  await pickPlace(page, 'Pickup location', 'Fargo', 'Fargo, ND');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Drop-off location' }).fill('Humboldt');
  // From Saskatoon (the default bias) Humboldt, SK comes first; from Fargo the US towns of that name do.
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/^Humboldt, (?!SK)[A-Z]{2}$/);
  await expect(page.getByRole('option', { name: 'Humboldt, SK' })).toBeVisible();
});

test('the first step draws its map only when asked, and a tap on it picks the pickup', async ({ page }) => {
  await page.goto('/quote/origin');
  await page.waitForFunction(() => performance.getEntriesByName('first-load-done').length > 0);
  // Issue 22: an idle page fetches neither Leaflet nor the place search's dropdown; the box is a combobox already.
  const ask = page.getByRole('button', { name: 'Tap to open the map and pick a place on it' });
  await expect(ask).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[class*="mantine-Autocomplete"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await ask.click();
  const map = page.getByRole('region', { name: 'Map of the route' });
  await expect(map).toBeVisible();
  // The map opens on the prairies (52° N, 100° W at its centre): a tap there is a field in western Manitoba.
  await map.click();
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(/^Pin near [^,]+, MB$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('the place box keeps the text, focus and caret as the dropdown takes its place', async ({ page }) => {
  // The dropdown's code is held back until the reader has typed and moved the caret, as on a slow phone.
  let release = () => {};
  const placed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/mantine-autocomplete-[\w-]+\.js$/, async (route) => {
    await placed;
    await route.continue();
  });
  await page.goto('/quote/origin');
  await page.waitForFunction(() => performance.getEntriesByName('first-load-done').length > 0);
  const box = page.getByRole('combobox', { name: 'Pickup location' });
  await box.click();
  await page.keyboard.type('Sakatoon');
  // The caret after "Sa", to type the missing "s" there.
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[class*="mantine-Autocomplete"]')).toHaveCount(0);
  release();
  await expect(page.locator('input[class*="mantine-Autocomplete"]')).toBeFocused();
  await page.keyboard.type('s');
  await expect(box).toHaveValue('Saskatoon');
  await page.getByRole('option', { name: 'Saskatoon, SK' }).click();
  await expect(box).toHaveValue('Saskatoon, SK');
});
