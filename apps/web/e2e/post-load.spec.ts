import { expect, type Page, test } from '@playwright/test';
import { followEmailLink, makeAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { png } from './support/images';
import { pickSpec, quoteRoute } from './support/quote';

test.use({ locale: 'en-CA' });

const fillPostForm = async (page: Page) => {
  await page.getByLabel('Ready for pickup on').fill('2026-12-02');
  await page.getByRole('textbox', { name: 'Pickup address' }).fill('NE 12-38-4 W3, RM of Vanscoy');
  await page.getByRole('checkbox', { name: 'Loading will be provided at pickup' }).check();
  await page
    .getByRole('combobox', { name: 'When the load can be picked up' })
    .selectOption('8 to 5 - Monday to Friday');
  await page.getByRole('textbox', { name: 'Special instructions' }).first().fill('Yard gate code 4411.');
  await page.getByRole('textbox', { name: 'Drop-off address' }).fill('3105 2 Ave N, Lethbridge');
};

test('a visitor posts a quoted car with two pictures, confirms the email from the mailbox, and publishes', async ({
  page,
}) => {
  // A whole journey: quote, pictures, registration, the mailbox and posting.
  test.setTimeout(90_000);
  const account = makeAccount();
  await quoteRoute(page);
  await pickSpec(page, 'civic', '2022 Honda Civic Sedan');
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await page.getByRole('link', { name: 'Ship it' }).click();
  await expect(page).toHaveURL(/\/quote\/post\?haul_id=/);
  const postUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post your load');
  await expect(page.getByText('To post a load you need an account with a confirmed email.')).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles([png('left-side.png', [200, 40, 40]), png('right-side.png', [40, 40, 200])]);
  await expect(page.getByRole('img', { name: 'Picture 2 of the load' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture 1 of the load' })).toBeVisible();
  await fillPostForm(page);
  await expectNoAxeViolations(page);

  // Spec 8: a draft that cannot be posted yet is saved first, and the shipper told why.
  await page.getByRole('button', { name: 'Post load' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your draft has been saved, but you must confirm your email address and agree to the terms before posting.',
  );

  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'Full name' }).fill(account.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(account.telephone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Repeat password' }).fill(account.password);
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back on the same draft, now the account's, with what was typed and uploaded before registering.
  await expect(page).toHaveURL(postUrl);
  await expect(page.getByText(`Posting as ${account.name} (${account.email}).`)).toBeVisible();
  await expect(page.getByText('Confirm your email address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pickup address' })).toHaveValue('NE 12-38-4 W3, RM of Vanscoy');
  await expect(page.getByRole('img', { name: 'Picture 2 of the load' })).toBeVisible();

  await followEmailLink(page, { to: account.email, subject: 'Confirm your email address' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed');
  await page.goto(postUrl);
  await expect(page.getByText(`Posting as ${account.name} (${account.email}).`)).toBeVisible();
  await expect(page.getByText('Confirm your email address')).toBeHidden();
  await page.getByRole('button', { name: 'Post load' }).click();

  await expect(page).toHaveURL(/\/post\/success\?haul_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your load is posted');
  await expectNoAxeViolations(page);
});

test('a picture over 16 MB is refused in the browser with the spec’s message', async ({ page }) => {
  await quoteRoute(page, { from: ['Regina', 'Regina, SK'], to: ['Brandon', 'Brandon, MB'] });
  await pickSpec(page, 'civic', '2022 Honda Civic Sedan');
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await page.getByRole('link', { name: 'Ship it' }).click();
  const huge = { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(16_777_217, 0xff) };
  await page.locator('input[type=file]').setInputFiles([huge]);
  await expect(page.getByText('A picture is too large, 16MB max.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Picture \d of the load/ })).toHaveCount(0);
});
