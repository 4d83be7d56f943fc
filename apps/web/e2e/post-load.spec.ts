import type { Page } from '@playwright/test';
import { followEmailLink, makeAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { png } from './support/images';
import { pickSpec, quoteRoute } from './support/quote';
import { expect, test } from './support/test';

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

  // The confirmation lands back on the draft it was for, ready to post (issue 21).
  await followEmailLink(page, { to: account.email, subject: 'Confirm your email address' });
  await expect(page).toHaveURL(postUrl);
  // The toast, not the confirmation page's heading, which can still be up while the draft's page arrives.
  await expect(page.getByRole('alert').filter({ hasText: 'Your email address is confirmed' })).toBeVisible();
  await expect(page.getByText(`Posting as ${account.name} (${account.email}).`)).toBeVisible();
  await expect(page.getByText('Confirm your email address')).toBeHidden();
  await page.getByRole('button', { name: 'Post load' }).click();

  await expect(page).toHaveURL(/\/post\/success\?haul_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your load is posted');
  await expectNoAxeViolations(page);

  // The dashboard lists it among the loads in progress.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${account.name}`);
  await expect(page.getByRole('heading', { name: 'Loads in progress (1)' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: '2022 Honda Civic Sedan: Saskatoon, SK to Lethbridge, AB' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // My Loads shows it in progress; its page boosts it, clones it, and the clone is deleted with a reason.
  await page.getByRole('main').getByRole('link', { name: 'My Loads' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Loads');
  const card = page.getByRole('listitem').filter({ hasText: '2022 Honda Civic Sedan' });
  await expect(card.getByText('Posted')).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2022 Honda Civic Sedan');
  await page.getByRole('link', { name: 'Pictures' }).click();
  await expect(page.getByRole('img', { name: 'Picture 2 of the load' })).toBeVisible();
  await page.getByRole('link', { name: 'Job' }).click();
  await expect(page.getByText('Pickup address').or(page.getByText('NE 12-38-4 W3, RM of Vanscoy'))).toBeVisible();
  await expectNoAxeViolations(page);

  // A posted load still changes until a driver has it.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your load');
  await page.getByRole('textbox', { name: 'Drop-off address' }).fill('410 Stafford Dr S, Lethbridge');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByText('410 Stafford Dr S, Lethbridge')).toBeVisible();

  await page.getByRole('link', { name: 'Boost' }).click();
  const boost = page.getByRole('dialog', { name: 'Boost this load' });
  await expect(boost).toContainText('A 30% boost raises the chance of finding a driver by about 50%.');
  await expectNoAxeViolations(page);
  await boost.getByRole('button', { name: 'Boost by 30%' }).click();
  await expect(page.getByText('Boosted by 30%')).toBeVisible();

  await page.getByRole('button', { name: 'Clone' }).click();
  await expect(page.getByText('Load cloned: here is the new draft.')).toBeVisible();
  await expect(page.getByText('2022 Honda Civic Sedan').first()).toBeVisible();
  await expect(page.getByText(/ · Draft$/)).toBeVisible();
  const cloneUrl = page.url();

  await page.getByRole('link', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete this load' });
  await remove.getByRole('combobox', { name: 'Why are you deleting it?' }).selectOption('Other');
  await remove.getByRole('button', { name: 'Delete the load' }).click();
  await expect(remove.getByText('Please tell us why.')).toBeVisible();
  await remove.getByRole('textbox', { name: 'Please tell us more' }).fill('Trading the car in at Lethbridge instead.');
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: 'Delete the load' }).click();
  await expect(page.getByText('Haul deleted')).toBeVisible();
  await expect(page.getByText('This load was removed by the shipper.')).toBeVisible();
  expect(page.url()).toBe(cloneUrl);

  await page.goto('/jobs/history');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Deleted' })).toHaveCount(1);
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
