import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeAccount, registerByApi, staffKeyByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, postedLoadByApi } from './support/driving-api';
import { png } from './support/images';
import { openAs, PHONE } from './support/open-as';
import { expect, test } from './support/test';

const DESKTOP = { width: 1280, height: 800 };

test.use({ viewport: PHONE, locale: 'en-CA' });

/** With E2E_SCREENSHOTS set to a folder, each screen is kept there to be looked at; otherwise nothing is written. */
const keepScreenshot = async (page: Page, name: string) => {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
};

const composer = (page: Page) => page.getByRole('form', { name: 'Write a message' });

const send = async (page: Page, text: string) => {
  await composer(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await composer(page).getByRole('textbox', { name: 'Message' }).press('Enter');
};

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('a driver and a shipper chat about a load live: messages, the unread count in the title, and a picture', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'Case IH Magnum 340 tractor');
  const driver = await approvedDriverByApi(request);
  const accepted = await request.put(`/api/haul/${haulId}/accept/`, {
    headers: { Authorization: `Token ${driver.key}` },
  });
  expect(accepted.status()).toBe(200);

  // The shipper waits on the conversation list; only the support team's welcome is unread yet.
  const shipperPage = await openAs(browser, shipper.key, '/messenger');
  await expect(shipperPage.getByRole('heading', { level: 1 })).toHaveText('Messenger');
  const conversations = shipperPage.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: /^Support/ })).toBeVisible();
  await expect(shipperPage).toHaveTitle(/^\(1\) Messenger/);
  await expectNoAxeViolations(shipperPage);

  // The driver starts from the load's page and writes; contact details are masked before anyone sees them.
  const driverPage = await openAs(browser, driver.key, `/job/${haulId}`);
  await driverPage.getByRole('button', { name: 'Message shipper' }).click();
  await expect(driverPage).toHaveURL(/\/messenger\/[0-9a-f-]{36}$/);
  await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText('Case IH Magnum 340 tractor');
  await expect(
    driverPage.getByText("Don't share phone numbers or email addresses or negotiate rates in chat."),
  ).toBeVisible();
  await send(driverPage, 'I can pick it up Saturday morning. Call me at 306-555-0147');
  await expect(messages(driverPage).getByText('I can pick it up Saturday morning. Call me at •••')).toBeVisible();
  await expect(composer(driverPage).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expectNoAxeViolations(driverPage);
  await keepScreenshot(driverPage, 'chat-driver-phone');

  // Without a reload, the shipper's list shows the conversation as unread and the title counts it.
  const row = conversations.getByRole('link', { name: /^Case IH Magnum 340 tractor/ });
  await expect(row).toContainText(`With ${driver.name}`);
  await expect(row).toContainText('Call me at •••');
  await expect(row).toContainText('1 unread');
  await expect(shipperPage).toHaveTitle(/^\(2\) Messenger/);
  await keepScreenshot(shipperPage, 'messenger-list-phone');

  // Opening it reads it: the count drops back to the support welcome alone.
  await row.click();
  await expect(messages(shipperPage).getByText('I can pick it up Saturday morning. Call me at •••')).toBeVisible();
  await expect(shipperPage).toHaveTitle(/^\(1\) Case IH Magnum 340 tractor/);
  const chatAddress = shipperPage.url();

  // A second message arrives while the shipper has the conversation open.
  await send(driverPage, 'Is there a loading dock?');
  await expect(messages(shipperPage).getByText('Is there a loading dock?')).toBeVisible();

  // The shipper answers with a picture; the driver sees it as a thumbnail that opens the large version.
  await composer(shipperPage)
    .locator('input[type="file"]')
    .setInputFiles(png('yard.png', [40, 120, 60]));
  await expect(composer(shipperPage).getByRole('img', { name: 'yard.png' })).toBeVisible();
  await send(shipperPage, 'Yes, here is the yard.');
  await expect(messages(shipperPage).getByText('Yes, here is the yard.')).toBeVisible();
  await expect(messages(shipperPage).getByTestId('chat-thumbnail')).toBeVisible();
  await expectNoAxeViolations(shipperPage);
  await keepScreenshot(shipperPage, 'chat-shipper-phone');

  await expect(messages(driverPage).getByText('Yes, here is the yard.')).toBeVisible();
  const thumbnail = messages(driverPage).getByRole('button', { name: /^Open Picture 1 from / });
  await expect(thumbnail.getByRole('img')).toHaveAttribute('src', /^blob:/);
  await thumbnail.click();
  const large = driverPage.getByRole('dialog', { name: /^Picture 1 from / });
  await expect(large.getByRole('img', { name: /^Picture 1 from / })).toHaveAttribute('src', /^blob:/);
  await expectNoAxeViolations(driverPage);
  await keepScreenshot(driverPage, 'chat-picture-phone');
  await large.getByRole('button', { name: 'Close the picture' }).click();

  // From the load's Driver tab the shipper reaches the same conversation.
  await shipperPage.goto(`/job/${haulId}/driver`);
  await shipperPage.getByRole('button', { name: `Message ${driver.name}` }).click();
  await expect(shipperPage).toHaveURL(chatAddress);

  // On a large screen the conversation reads the same.
  const desktopPage = await openAs(browser, shipper.key, new URL(chatAddress).pathname, { viewport: DESKTOP });
  await expect(messages(desktopPage).getByText('Yes, here is the yard.')).toBeVisible();
  await expectNoAxeViolations(desktopPage);
  await keepScreenshot(desktopPage, 'chat-shipper-desktop');
});

test('a user asks support from the menu, staff answer in the inbox and close it, and the user can no longer reply', async ({
  browser,
  request,
}) => {
  const account = makeAccount();
  const userKey = await registerByApi(request, account);
  const staffKey = await staffKeyByApi(request);

  // The menu's Support item opens the user's support conversation, with the team's welcome.
  const userPage = await openAs(browser, userKey, '/dashboard');
  await expect(userPage).toHaveTitle(/^\(1\) /);
  await userPage.getByRole('button', { name: 'Open menu' }).click();
  await userPage.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Support' }).click();
  await expect(userPage).toHaveURL(/\/messenger\/[0-9a-f-]{36}$/);
  await expect(userPage.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expect(messages(userPage).getByText(/^Welcome! This is the support team\./)).toBeVisible();
  // Opening it once clears the welcome from the count.
  await expect(userPage).toHaveTitle(/^Support/);
  await send(userPage, 'My card was refused twice. Reach me at dana@example.com');
  await expect(messages(userPage).getByText('My card was refused twice. Reach me at •••')).toBeVisible();
  await expectNoAxeViolations(userPage);
  await keepScreenshot(userPage, 'support-user-phone');

  // Someone who is not staff is told the inbox is for staff.
  const notStaff = await openAs(browser, userKey, '/admin/support');
  await expect(notStaff.getByText('Staff only')).toBeVisible();
  await expectNoAxeViolations(notStaff);

  // Staff find it in the inbox, unread, and answer.
  const staffPage = await openAs(browser, staffKey, '/admin/support', { viewport: DESKTOP });
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Support inbox');
  const inbox = staffPage.getByRole('list', { name: 'Support conversations' });
  const row = inbox.getByRole('link', { name: new RegExp(account.name) });
  await expect(row).toContainText('not yet read by staff');
  await expectNoAxeViolations(staffPage);
  await keepScreenshot(staffPage, 'support-inbox-desktop');
  await row.click();
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(`Conversation with ${account.name}`);
  // Staff read what the user typed beside what was shown.
  await expect(messages(staffPage).getByText('Original (unmasked):')).toBeVisible();
  await expect(messages(staffPage).getByText('My card was refused twice. Reach me at dana@example.com')).toBeVisible();
  await send(staffPage, 'We are looking at it now. Try again in ten minutes.');
  await expect(messages(userPage).getByText('We are looking at it now. Try again in ten minutes.')).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await keepScreenshot(staffPage, 'support-chat-desktop');

  // Staff close it; the user's next reply is refused with the spec's words, and the composer goes.
  await staffPage.getByRole('button', { name: 'Close conversation' }).click();
  await expect(staffPage.getByRole('button', { name: 'Reopen conversation' })).toBeVisible();
  await send(userPage, 'Thanks, it worked.');
  const readOnly = 'You cannot respond to this message, contact admin for more details';
  await expect(userPage.getByText(readOnly)).toBeVisible();
  await expect(composer(userPage)).toHaveCount(0);
  await userPage.reload();
  await expect(userPage.getByText(readOnly)).toBeVisible();
  await expect(composer(userPage)).toHaveCount(0);
  await expectNoAxeViolations(userPage);
  await keepScreenshot(userPage, 'support-closed-phone');

  // The chat audit finds the conversation and shows the original text too.
  await staffPage.goto(`/admin/chats?kind=support&q=${encodeURIComponent(account.email)}`);
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Chat audit');
  await staffPage
    .getByRole('list', { name: 'Conversations found' })
    .getByRole('link', { name: new RegExp(account.name) })
    .click();
  await expect(messages(staffPage).getByText('My card was refused twice. Reach me at dana@example.com')).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await keepScreenshot(staffPage, 'chat-audit-desktop');
});
