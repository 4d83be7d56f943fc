import { followEmailLink, makeAccount, readSessionKey, registerByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

test.use({ locale: 'en-CA' });

test('forgot password: warns on an empty entry, refuses an unknown account, and resets by the emailed link', async ({
  page,
  request,
}) => {
  const account = makeAccount();
  await registerByApi(request, account);
  const resetRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/user/send_reset_email/')) resetRequests.push(sent.url());
  });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in your email or phone number');
  expect(resetRequests).toEqual([]);
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: 'Email or phone number' }).fill(`nobody.${account.email}`);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('We could not find an account with that email or phone number.');
  await dialog.getByRole('textbox', { name: 'Email or phone number' }).fill(account.email);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('We sent you a link to reset your password. Check your email.');

  await followEmailLink(page, { to: account.email, subject: 'Reset your password' });
  const resetLink = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expectNoAxeViolations(page);
  const newPassword = `${account.password}-new`;
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
  await expectNoAxeViolations(page);

  // The link works once.
  await page.goto(resetLink);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used. Ask for a new one.');

  const menu = page.getByRole('navigation', { name: 'Menu' });
  const logInWith = async (password: string) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email or phone number' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => readSessionKey(page)).toBeNull();
  await logInWith(newPassword);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');

  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => readSessionKey(page)).toBeNull();
  await logInWith(account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not log in. Please try again.' })).toBeVisible();
});
