import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// The welcome page asks for /api/public-config (the office phones), which makes it the request to break or delay.
const PUBLIC_CONFIG = '**/api/public-config';

test('a 403 answer opens the Permission Denied dialog, which leads to the login page', async ({ page }) => {
  await page.route(PUBLIC_CONFIG, (route) =>
    route.fulfill({ status: 403, json: { detail: 'You may not do that.', code: 'forbidden' } }),
  );
  await page.goto('/');

  const dialog = page.getByRole('dialog', { name: 'Permission Denied' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You may need to log in to do that.');
  await expectNoAxeViolations(page);

  // Every screen shows the office phones, so the login page would ask again and meet the same 403.
  await page.unroute(PUBLIC_CONFIG);
  await dialog.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
  await expect(dialog).toBeHidden();
});

test('a request with no response opens Connection Problem and adds a notification', async ({ page }) => {
  await page.route(PUBLIC_CONFIG, (route) => route.abort('internetdisconnected'));
  await page.goto('/');

  const dialog = page.getByRole('dialog', { name: 'Connection Problem' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please check that you have access to the Internet and try again.');
  await expect(page.getByRole('alert').filter({ hasText: 'Connection error' })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The office phone numbers could not be loaded.').first()).toBeVisible();
});

test('shows a loading bar while a request is in flight, and removes it once answered', async ({ page }) => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(PUBLIC_CONFIG, async (route) => {
    await answered;
    await route.fulfill({
      json: {
        officePhones: [{ label: 'Regina office', number: '306-555-0100', kind: 'office', place: 'Regina' }],
        mapTiles: { street: null, satellite: null, attribution: null },
        analytics: { metaPixelId: null, ga4MeasurementId: null, hotjarSiteId: null },
        isSmsAvailable: false,
        // Any key will do: this page never subscribes to pushes.
        vapidPublicKey: 'BPLACEHOLDER-not-used-by-this-page',
      },
    });
  });
  await page.goto('/');

  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await expect(bar).toBeVisible();
  answer();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name: /306-555-0100/ })).toHaveAttribute(
    'href',
    'tel:3065550100',
  );
});
