import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi } from './support/driving-api';
import { expect, test } from './support/test';

// Mobile first: drivers manage their plan from their phones.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

test('an approved driver buys the Premium plan by card, after a declined card, and sees it as their plan', async ({
  page,
  request,
}) => {
  const driver = await approvedDriverByApi(request);
  await page.goto(`/user/driver/subscriptions?token=${driver.key}`);
  const premium = page.getByRole('region', { name: 'Premium' });
  await expect(page.getByRole('region', { name: 'Basic' })).toContainText('Your plan');
  await premium.getByRole('button', { name: 'Buy with a card' }).click();

  const dialog = page.getByRole('dialog', { name: 'Buy the Premium plan' });
  await expect(dialog).toContainText('a year');
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4000000000000002');
  await dialog.getByRole('textbox', { name: 'Expiry (MMYY)' }).fill('1230');
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await dialog.getByRole('button', { name: 'Pay and start the plan' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Your payment could not be processed. Your credit card company said: Your card was declined.',
  );
  await expectNoAxeViolations(page);

  // Another card: the decline settled the first attempt, so this one goes out under a new key and is charged.
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay and start the plan' }).click();
  await expect(
    page.getByText('Your payment was processed successfully. Check your email for a transaction record.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(premium).toContainText('Your plan');
  await expect(premium.getByRole('button', { name: 'Renew with a card' })).toBeVisible();

  const profile = await request.get('/api/user/profile/', { headers: { Authorization: `Token ${driver.key}` } });
  expect(((await profile.json()) as { driver: { subscription_level: number } }).driver.subscription_level).toBe(1);
});
