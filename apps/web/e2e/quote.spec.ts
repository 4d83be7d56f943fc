import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectAppStarted } from './support/open-as';
import { lengthPart, pickPlace, pickSpec, quoteRoute } from './support/quote';
import { expect, test } from './support/test';

// en-CA starts a visitor on Canadian dollars and metric units, as a prairie farmer's browser would.
test.use({ locale: 'en-CA' });

/** Sends the quote by email through the share dialog ("step 3 of 3") and finds the email in the mailbox. */
const shareByEmail = async (page: Page, address: string) => {
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Send this quote' });
  await expect(share.getByText('Step 3 of 3')).toBeVisible();
  await share.getByRole('textbox', { name: 'Email address' }).fill(address);
  await share.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByText(`We sent the quote to ${address}.`)).toBeVisible();
  await page.goto('/dev/mailbox');
  return page.locator('article').filter({ hasText: address });
};

const uniqueAddress = (name: string, domain: string) =>
  `${name}.${Date.now()}${Math.floor(Math.random() * 1e4)}@${domain}`;

// Bourgault's spec table: the 9650 cart on rear duals travels 6.38 m (20 ft 11 in) wide, a superload.
const AIR_CART = 'Bourgault 9650 air cart, 9000 I Series, 650 bu, tow-behind, rear dual tires';

test('a visitor quotes an air seeder cart from Saskatoon to Lethbridge, switches units, and emails the quote', async ({
  page,
  browser,
}) => {
  await quoteRoute(page);
  await pickSpec(page, 'bourgault 9650', AIR_CART);
  await expect(lengthPart(page, 'Width', 'metres')).toHaveValue('6');
  await expect(lengthPart(page, 'Width', 'centimetres')).toHaveValue('38');
  await expect(page.getByRole('combobox', { name: 'Kind of load' })).toHaveValue('implement_towing');
  await expectNoAxeViolations(page);

  await page.getByRole('radiogroup', { name: 'Units' }).getByText('Imperial', { exact: true }).click();
  await expect(lengthPart(page, 'Width', 'feet')).toHaveValue('20');
  await expect(lengthPart(page, 'Width', 'inches')).toHaveValue('11');
  await expect(page.getByRole('textbox', { name: 'Weight (lb)' })).toHaveValue('38799');
  await page.getByRole('radiogroup', { name: 'Units' }).getByText('Metric', { exact: true }).click();
  await expect(lengthPart(page, 'Width', 'metres')).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('17599');

  // Spec 5: measures that seem high are confirmed before pricing.
  await page.getByRole('button', { name: 'Get my quote' }).click();
  const check = page.getByRole('dialog', { name: 'Are these measures right?' });
  await expect(check).toContainText('Width: 6 m 38 cm');
  await check.getByRole('button', { name: 'Yes, they are right' }).click();

  // Too wide to move without route surveys: the office plans it (spec 4, no quote).
  await expect(page).toHaveURL('/quote');
  await expect(page.getByRole('heading', { name: 'Please call our office' })).toBeVisible();
  await expect(page.getByText('The load is wider than trucks can carry with routine permits.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /1-800-555-0199/ })).toHaveAttribute(
    'href',
    'tel:18005550199',
  );
  await expect(page.getByRole('link', { name: 'Ship it' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const email = await shareByEmail(page, uniqueAddress('farm', 'example.com'));
  await expect(email).toContainText(`Your quote: ${AIR_CART}, Saskatoon, SK to Lethbridge, AB`);
  await expect(email).toContainText('This load needs drivers to bid on it, or a call to our office.');

  // The recipient opens the link in a browser of their own and gets the quote as their own draft.
  const link = (await email.getByRole('link').first().getAttribute('href')) ?? '';
  const recipient = await browser.newPage();
  await recipient.goto(link);
  await expect(recipient).toHaveURL('/quote');
  await expect(recipient.getByRole('heading', { name: 'Please call our office' })).toBeVisible();
  await expect(recipient.getByText(AIR_CART)).toBeVisible();
  await recipient.close();
});

test('a family gets a price for moving a car, with its breakdown, and a mistyped address is questioned', async ({
  page,
}) => {
  await quoteRoute(page);
  // While the load is described, the live price only prices: the quote is stored when the user moves on.
  const stored: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quote/') stored.push(request.url());
  });
  const priced = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quote/price/');
  await pickSpec(page, 'civic', '2022 Honda Civic Sedan');
  expect((await priced).status()).toBe(200);
  const livePrice = page.getByText(/^Your quote: CA\$[\d,]+\.\d\d$/);
  await expect(livePrice).toBeVisible();
  const previewed = ((await livePrice.textContent()) ?? '').replace('Your quote: ', '');
  expect(stored).toHaveLength(0);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL('/quote');
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await expect(page.getByTestId('quote-price')).toHaveText(previewed);
  expect(stored).toHaveLength(1);
  await expect(page.getByText('Rates assume a minimum of 1 hour each for loading and unloading.')).toBeVisible();
  // Saskatoon -> Lethbridge: the supply is made in Alberta, so 5 % GST, its own line under the price.
  await expect(page.getByTestId('quote-taxes')).toContainText('GST 5% (AB)');
  await expect(page.getByTestId('quote-taxes')).toContainText(/Total to pay, taxes included\s*CA\$[\d,]+\.\d\d/);
  await expect(page.getByText('Found a lower price?')).toBeVisible();
  await expect(page.getByText(/beat it by CA\$100\.00\./)).toBeVisible();
  const breakdown = page.getByRole('table', { name: /How the price is made up/ });
  await expect(breakdown).toContainText('Loading (1 hour minimum)');
  await expect(breakdown).toContainText('Platform fee');
  await expect(breakdown).toContainText('Total with taxes');
  await expect(page.getByRole('link', { name: 'Ship it' })).toHaveAttribute('href', /^\/quote\/post\?haul_id=/);
  await expectNoAxeViolations(page);

  const typed = uniqueAddress('family', 'gmial.com');
  const meant = typed.replace('@gmial.com', '@gmail.com');
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Send this quote' });
  await share.getByRole('textbox', { name: 'Email address' }).fill(typed);
  await share.getByRole('button', { name: 'Send the quote' }).click();
  await expect(share.getByText('Possible error with your email')).toBeVisible();
  await expectNoAxeViolations(page);
  await share.getByRole('button', { name: meant }).click();
  await expect(share.getByRole('textbox', { name: 'Email address' })).toHaveValue(meant);
  await share.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByText(`We sent the quote to ${meant}.`)).toBeVisible();
});

test('a load described by hand that needs escorts and route review goes out for bids', async ({ page }) => {
  await quoteRoute(page);
  await page.getByRole('combobox', { name: 'Find your machine or vehicle' }).fill('home built bale wagon');
  await page.getByRole('option', { name: 'No match: I will enter the size and weight myself' }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Description' }).fill('Home-built bale wagon');
  await lengthPart(page, 'Length', 'metres').fill('11');
  await lengthPart(page, 'Width', 'metres').fill('4');
  await lengthPart(page, 'Width', 'centimetres').fill('50');
  await lengthPart(page, 'Height', 'metres').fill('-3');
  await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('6,800 kg');
  await expect(lengthPart(page, 'Height', 'metres')).toHaveValue('-3');
  await page.getByRole('button', { name: 'Get my quote' }).click();
  const check = page.getByRole('dialog', { name: 'Are these measures right?' });
  await expect(check).toContainText('Width: 4 m 50 cm');
  await check.getByRole('button', { name: 'Yes, they are right' }).click();
  await expect(page.getByRole('heading', { name: 'Drivers will make you offers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send for bid' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the description is required and the two places must differ', async ({ page }) => {
  await page.goto('/quote/origin');
  await pickPlace(page, 'Pickup location', 'Regina', 'Regina, SK');
  await page.getByRole('button', { name: 'Next' }).click();
  await pickPlace(page, 'Drop-off location', 'Regina', 'Regina, SK');
  await expect(page.getByText('Origin and destination must differ')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pickPlace(page, 'Drop-off location', 'Brandon', 'Brandon, MB');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm locations' }).click();
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page.getByText('Please describe the item you are shipping')).toBeVisible();
  await expect(page.getByText('Please complete the required fields')).toBeVisible();
});

test.describe('using the current location', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 46.8772, longitude: -96.7898, accuracy: 25 },
  });

  test('a visitor in Fargo is picked up where they stand and quoted in US dollars', async ({ page }) => {
    await page.goto('/quote/origin');
    // The server drew the step; its buttons work once the app has taken it over (decision 027).
    await expectAppStarted(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Fargo, ND');
    await page.getByRole('button', { name: 'Next' }).click();
    await pickPlace(page, 'Drop-off location', 'Grand Forks', 'Grand Forks, ND');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Confirm locations' }).click();
    await pickSpec(page, 'civic', '2022 Honda Civic Sedan');
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByTestId('quote-price')).toHaveText(/^US\$[\d,]+\.\d\d$/);
    await expect(page.getByTestId('quote-in-cad')).toHaveText(
      /^CA\$[\d,]+\.\d\d in Canadian dollars, at the Bank of Canada rate of /,
    );
  });

  test('a coarse fix offers the nearest town instead of the point', async ({ page, context }) => {
    await context.setGeolocation({ latitude: 52.2, longitude: -106.55, accuracy: 5_000 });
    await page.goto('/quote/origin');
    // The server drew the step; its buttons work once the app has taken it over (decision 027).
    await expectAppStarted(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByText('Your location is approximate')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(/, SK$/);
    await expectNoAxeViolations(page);
  });
});

// Each corner of the map is added once it has its content (shared/map/leaflet-map.ts): added at once, the credit first
// painted as "Leaflet" and the scale empty, and both grew as the basemap and the view arrived, moving the page.
test("the map's credit names its sources, and its scale a distance, from the moment each shows", async ({ page }) => {
  await page.addInitScript(() => {
    const firstTexts: Record<string, string> = {};
    (window as unknown as { mapControlFirstTexts: typeof firstTexts }).mapControlFirstTexts = firstTexts;
    // Observer callbacks run once the task that added a control has ended: what it painted first.
    new MutationObserver(() => {
      for (const selector of ['.leaflet-control-attribution', '.leaflet-control-scale-line']) {
        const control = document.querySelector(selector);
        if (control && !(selector in firstTexts)) firstTexts[selector] = control.textContent ?? '';
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/quote');
  await pickPlace(page, 'Pickup location', 'Saskatoon', 'Saskatoon, SK');
  await expect(page.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  await expect(page.locator('.leaflet-control-scale-line').first()).toBeVisible();
  const firstTexts = await page.evaluate(
    () => (window as unknown as { mapControlFirstTexts: Record<string, string> }).mapControlFirstTexts,
  );
  expect(firstTexts['.leaflet-control-attribution']).toContain('Natural Earth');
  expect(firstTexts['.leaflet-control-scale-line']).toMatch(/\d+ (km|m)/);
});
