import type { Page } from '@playwright/test';
import { pickSpec, quoteRoute } from './support/quote';
import { expect, test } from './support/test';

test.use({ locale: 'en-CA' });

/** Issue 20: loads that used to go to bids get an instant price, on the truck they actually travel on. */
const getQuote = async (page: Page, { isLarge = false } = {}) => {
  await page.getByRole('button', { name: 'Get my quote' }).click();
  // Spec 5: measures above what most loads are ask for a confirmation first.
  if (isLarge) await page.getByRole('button', { name: 'Yes, they are right' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await expect(page.getByTestId('quote-price')).toHaveText(/^CA\$[\d,]+\.\d\d$/);
};

test('a 36 ft fifth wheel from Saskatoon to Phoenix is towed, with no deck or height line', async ({ page }) => {
  await quoteRoute(page, { from: ['Saskatoon', 'Saskatoon, SK'], to: ['Phoenix', 'Phoenix, AZ'] });
  await pickSpec(page, '36 ft fifth wheel', 'Fifth wheel, 36 ft (typical)');
  await expect(page.getByText('Please check these dimensions')).toBeVisible();
  await getQuote(page);
  await expect(page.getByTestId('quote-truck')).toHaveText(/tow-away/);
  await expect(page.getByText('Low deck trailer for a tall load')).toHaveCount(0);
  await expect(page.getByText('Customs broker and bond at the border')).toBeVisible();
});

test('a combine from Regina to Minot goes on a lowboy with its header cart, permits and the border', async ({
  page,
}) => {
  await quoteRoute(page, { from: ['Regina', 'Regina, SK'], to: ['Minot', 'Minot, ND'] });
  await pickSpec(page, 'cr 7.90', 'New Holland CR 7.90 combine (Brazil spec, dual front tyres, without header)');
  await getQuote(page, { isLarge: true });
  await expect(page.getByTestId('quote-truck')).toHaveText(/lowboy/);
  await expect(page.getByText('Header on its own cart')).toBeVisible();
  await expect(page.getByText('Oversize permits (each province or state)')).toBeVisible();
  await expect(page.getByText('Have the bill of sale ready: customs needs it at the border.')).toBeVisible();
});

test('a pickup from Winnipeg to Fargo rides a car carrier across the border, with no Canadian tax', async ({
  page,
}) => {
  await quoteRoute(page, { from: ['Winnipeg', 'Winnipeg, MB'], to: ['Fargo', 'Fargo, ND'] });
  await pickSpec(page, 'f-150', '2025 Ford F-150 King Ranch 4WD SuperCrew 5.5 ft box');
  await getQuote(page);
  await expect(page.getByTestId('quote-truck')).toHaveText(/car carrier/);
  await expect(page.getByText('Customs broker and bond at the border')).toBeVisible();
  await expect(page.getByText('No GST/HST: freight to or from another country is zero-rated.')).toBeVisible();
});
