import path from 'node:path';
import type { Page } from '@playwright/test';
import { followEmailLink, makeAccount, registerByApi, staffKeyByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { openAs, PHONE } from './support/open-as';
import { expect, test } from './support/test';

test.use({ viewport: PHONE, locale: 'en-CA' });
test.describe.configure({ mode: 'serial' });

/** With E2E_SCREENSHOTS set to a folder, each screen is kept there to be looked at; otherwise nothing is written. */
const keepScreenshot = async (page: Page, name: string) => {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `referral-${name}.png`), fullPage: true });
};

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const referrer = makeAccount();
let referrerKey = '';

test('a user invites a friend by email; the friend signs up through the emailed link; the referrer sees it', async ({
  browser,
  request,
}) => {
  referrerKey = await registerByApi(request, referrer);
  // Made after a round trip, so the two people never share the millisecond their phone numbers come from.
  const friend = makeAccount();
  const page = await openAs(browser, referrerKey, '/referral');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referral program');
  await expect(page.getByText(/You earn CA\$5\.00 when a friend/)).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(link).toMatch(/\/\?ref=[A-Za-z0-9]{10}$/);
  await expect(page.getByText('No one has signed up through your link yet.')).toBeVisible();
  await keepScreenshot(page, 'page-empty');
  await expectNoAxeViolations(page);

  // The Invite tab leads here.
  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL('/referral/share');
  await expect(page.getByText(link)).toBeVisible();
  await keepScreenshot(page, 'share');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Send by email' }).click();
  await expect(page).toHaveURL('/referral/share/email');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('Please enter an email address.')).toBeVisible();
  await page.getByRole('textbox', { name: "Your friend's email address" }).fill(friend.email);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(notice(page, `Invitation sent to ${friend.email}.`)).toBeVisible();
  await keepScreenshot(page, 'share-email');
  await expectNoAxeViolations(page);

  // The friend, in a browser of their own, opens the link from the email: the code is kept, the address cleaned.
  const friendContext = await browser.newContext({ viewport: PHONE, locale: 'en-CA' });
  const friendPage = await friendContext.newPage();
  await followEmailLink(friendPage, { to: friend.email, subject: `${referrer.name} invites you to Freight Dispatch` });
  await expect(friendPage).toHaveURL('/');
  expect(await friendPage.evaluate(() => localStorage.getItem('referral_code'))).toBe(link.split('ref=')[1]);

  await friendPage.goto('/login?view=register');
  await friendPage.getByRole('textbox', { name: 'Full name' }).fill(friend.name);
  await friendPage.getByRole('textbox', { name: 'Email' }).fill(friend.email);
  await friendPage.getByRole('textbox', { name: 'Phone number' }).fill(friend.telephone);
  await friendPage.getByRole('textbox', { name: 'Password', exact: true }).fill(friend.password);
  await friendPage.getByRole('textbox', { name: 'Repeat password' }).fill(friend.password);
  await friendPage.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  // A sign-up is the Lead moment, recorded first-party whatever the trackers.
  const lead = friendPage.waitForRequest(
    (request) => request.url().endsWith('/api/userdata/') && request.postDataJSON()?.type === 'Lead',
  );
  await friendPage.getByRole('button', { name: 'Create account' }).click();
  await expect(friendPage).toHaveURL('/user/new');
  await lead;
  expect(await friendPage.evaluate(() => localStorage.getItem('referral_code'))).toBeNull();

  // The referrer sees the invitation and the sign-up; the reward waits for the friend's confirmed email.
  await page.goto('/referral');
  const activity = page.getByRole('tabpanel', { name: 'Activity' });
  await expect(activity.getByText(/^Sign-ups$/).locator('..')).toContainText('1');
  await expect(activity.getByText(/^Invitations sent$/).locator('..')).toContainText('1');
  const [firstName, lastName] = friend.name.split(' ');
  const friendShort = `${firstName} ${friend.name.split(' ').at(-1)?.[0]}.`;
  expect(lastName).toBeTruthy();
  await expect(activity.getByText(friendShort)).toBeVisible();
  await expect(activity.getByText('Email not confirmed yet')).toBeVisible();
  await expect(activity.getByText(`By email to ${friend.email}`, { exact: false })).toBeVisible();
  await keepScreenshot(page, 'activity');
  await expectNoAxeViolations(page);

  await followEmailLink(friendPage, { to: friend.email, subject: 'Confirm your email address' });
  await expect(friendPage.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed');
  await friendContext.close();

  await page.goto('/referral?tab=claims');
  const claims = page.getByRole('tabpanel', { name: /^Claims/ });
  await expect(claims.getByText('CA$5.00')).toBeVisible();
  await expect(claims.getByText(`${friendShort} signed up and confirmed their email`)).toBeVisible();
  await claims.getByRole('button', { name: 'Request payment' }).click();
  await expect(notice(page, 'Payment requested. Our staff will review it.')).toBeVisible();
  await expect(claims.getByText('Requested')).toBeVisible();
  await keepScreenshot(page, 'claims');
  await expectNoAxeViolations(page);

  // Staff decide the claim in the console.
  const staffPage = await openAs(browser, await staffKeyByApi(page.request), '/admin/referrals');
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Referral rewards');
  const card = staffPage.getByRole('listitem').filter({ hasText: referrer.email });
  await expect(card).toContainText(friend.email);
  await keepScreenshot(staffPage, 'admin');
  await expectNoAxeViolations(staffPage);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(notice(staffPage, 'Claim of CA$5.00 approved.')).toBeVisible();
  await staffPage.close();

  await page.reload();
  await expect(page.getByRole('tabpanel', { name: /^Claims/ }).getByText('Approved')).toBeVisible();
});

test('copying the link says so, and shows the spec’s error when the clipboard is refused', async ({ browser }) => {
  const page = await openAs(browser, referrerKey, '/referral/share/link', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(notice(page, 'Link copied. Paste it wherever you like.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await keepScreenshot(page, 'share-link');
  await expectNoAxeViolations(page);

  // A browser that refuses the clipboard (permission denied).
  const refused = await browser.newContext({ viewport: PHONE, locale: 'en-CA' });
  await refused.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  const refusedPage = await refused.newPage();
  await refusedPage.goto(`/referral/share/link?token=${referrerKey}`);
  await refusedPage.getByRole('button', { name: 'Copy link' }).click();
  await expect(notice(refusedPage, 'Error copying the link, try copying manually.')).toBeVisible();
  await keepScreenshot(refusedPage, 'share-link-error');
  await refused.close();
});

test('native sharing uses the phone’s share sheet, and says the phone may not support it where it is missing', async ({
  browser,
}) => {
  const unsupported = await browser.newContext({ viewport: PHONE, locale: 'en-CA' });
  await unsupported.addInitScript(() => {
    // Chromium on a desktop may or may not have it: this browser surely does not.
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const page = await unsupported.newPage();
  await page.goto(`/referral/share/native?token=${referrerKey}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(notice(page, 'Error. Your phone may not support this.')).toBeVisible();
  await keepScreenshot(page, 'share-native-error');
  await expectNoAxeViolations(page);
  await unsupported.close();

  const supported = await browser.newContext({ viewport: PHONE, locale: 'en-CA' });
  await supported.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as { sharedData?: ShareData }).sharedData = data;
        return Promise.resolve();
      },
    });
  });
  const sharing = await supported.newPage();
  await sharing.goto(`/referral/share/native?token=${referrerKey}`);
  await sharing.getByRole('button', { name: 'Share' }).click();
  await expect(notice(sharing, 'Thanks for sharing your invitation.')).toBeVisible();
  const shared = await sharing.evaluate(() => (window as { sharedData?: ShareData }).sharedData);
  expect(shared?.url).toMatch(/\/\?ref=[A-Za-z0-9]{10}$/);
  await supported.close();
});

test('a text message opens the messages app with the invitation and the link', async ({ browser }) => {
  const page = await openAs(browser, referrerKey, '/referral/share/text');
  const message = await page.getByRole('textbox', { name: 'Message' }).inputValue();
  expect(message).toMatch(/^Join me on Freight Dispatch.* http:\/\/\S+\/\?ref=[A-Za-z0-9]{10}$/);
  const open = page.getByRole('link', { name: 'Open messages' });
  await expect(open).toHaveAttribute('href', `sms:?&body=${encodeURIComponent(message)}`);
  // The test browser has no messages app: keep it on the page while the click is handled as usual.
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="sms:"]')) event.preventDefault();
    }),
  );
  await open.click();
  await expect(notice(page, 'Your messages app was opened with the invitation.')).toBeVisible();
  await keepScreenshot(page, 'share-text');
  await expectNoAxeViolations(page);

  await page.goto('/referral');
  await expect(page.getByText(/^By text message on /)).toBeVisible();
});

test('trackers: nothing loads when none is configured, and a configured one only after consent', async ({
  browser,
}) => {
  const vendorRequests: string[] = [];
  const plain = await browser.newContext({ viewport: PHONE, locale: 'en-CA' });
  plain.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) vendorRequests.push(request.url());
  });
  const page = await plain.newPage();
  await page.goto('/quote');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacy choices' })).toHaveCount(0);
  expect(await page.locator('script[data-tracker]').count()).toBe(0);
  await plain.close();

  // The same app with all three trackers configured on the server: the vendors are stubbed, never reached.
  const configured = await browser.newContext({ viewport: PHONE, locale: 'en-CA' });
  configured.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) vendorRequests.push(request.url());
  });
  await configured.route('**/api/public-config', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: {
        ...body,
        analytics: { metaPixelId: '123456789012345', ga4MeasurementId: 'G-TEST12345', hotjarSiteId: '1234567' },
      },
    });
  });
  await configured.route(
    /^https:\/\/(connect\.facebook\.net|www\.googletagmanager\.com|static\.hotjar\.com)\//,
    (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  const consenting = await configured.newPage();
  await consenting.goto('/quote');
  const banner = consenting.getByRole('region', { name: 'Privacy choices' });
  await expect(banner).toBeVisible();
  expect(await consenting.locator('script[data-tracker]').count()).toBe(0);
  expect(vendorRequests).toEqual([]);
  await keepScreenshot(consenting, 'consent-banner');
  await expectNoAxeViolations(consenting);

  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toHaveCount(0);
  await consenting.reload();
  await expect(consenting.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await consenting.locator('script[data-tracker]').count()).toBe(0);
  expect(vendorRequests).toEqual([]);

  // The menu's privacy choices ask again; accepting loads exactly the configured trackers.
  await consenting.getByRole('button', { name: 'Open menu' }).click();
  await consenting.getByRole('button', { name: 'Privacy choices (declined)' }).click();
  await consenting.keyboard.press('Escape');
  await consenting.getByRole('region', { name: 'Privacy choices' }).getByRole('button', { name: 'Accept' }).click();
  await expect(consenting.locator('script[data-tracker]')).toHaveCount(3);
  expect(vendorRequests.map((url) => new URL(url).host).sort()).toEqual([
    'connect.facebook.net',
    'static.hotjar.com',
    'www.googletagmanager.com',
  ]);
  await configured.close();
});
