import { makeAccount, registerByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('a registered user sees the unread count on the Chat tab and in the title until the support chat is read', async ({
  page,
  request,
}) => {
  const key = await registerByApi(request, makeAccount());
  await page.goto(`/referral?token=${key}`);

  const chatTab = page.getByRole('navigation', { name: 'Main tabs' }).getByRole('link', { name: /^Chat/ });
  await expect(chatTab).toHaveAccessibleName('Chat 1 unread');
  await expect(page).toHaveTitle(/^\(1\) Referral program/);
  await expectNoAxeViolations(page);

  // What the messenger stores once the support conversation has been opened.
  await page.evaluate(() => localStorage.setItem('adminChatRead', 'true'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referral program');
  await expect(chatTab).toHaveAccessibleName('Chat');
  await expect(page).toHaveTitle(/^Referral program/);
});
