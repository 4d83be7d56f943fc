import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

export const pickPlace = async (page: Page, label: string, typed: string, option: string) => {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
};

/**
 * From and To, confirmed on the map: the first two tabs of the quote flow. The page must throw nothing meanwhile: each
 * step leaves as its map is still zooming to the place picked (issue 22, Leaflet's `_leaflet_pos` error).
 */
export const quoteRoute = async (
  page: Page,
  { from = ['Saskatoon', 'Saskatoon, SK'], to = ['Lethbridge', 'Lethbridge, AB'] } = {},
) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/quote');
  await expect(page).toHaveURL('/quote/origin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a quote');
  await pickPlace(page, 'Pickup location', from[0] ?? '', from[1] ?? '');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await pickPlace(page, 'Drop-off location', to[0] ?? '', to[1] ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/quote/confirm');
  await expect(page.getByText(/^About \d[\d,]* km by road/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm locations' }).click();
  await expect(page).toHaveURL('/quote/load');
  expect(errors).toEqual([]);
};

export const lengthPart = (page: Page, measure: string, unit: string) =>
  page.getByRole('textbox', { name: `${measure} (${unit})` });

/** Picks a machine through the catalogue search and checks the form took its name and measures. */
export const pickSpec = async (page: Page, typed: string, name: string) => {
  await page.getByRole('combobox', { name: 'Find your machine or vehicle' }).fill(typed);
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(name);
  await expect(lengthPart(page, 'Width', 'metres')).not.toHaveValue('');
};
