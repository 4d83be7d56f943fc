import { expect, test } from './support/test';

const OLD_BROWSERS = [
  { name: 'Internet Explorer 11', userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' },
  {
    name: 'Safari 10 on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E277 Safari/602.1',
  },
];

for (const { name, userAgent } of OLD_BROWSERS) {
  test(`asks users of ${name} to switch to a current browser`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(/Your browser is not supported\. Please switch to a current/);
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();
  });
}

test('says the website could not load, and logs it, when the app bundle fails', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');

  await expect(page.getByRole('alert')).toHaveText('Error loading website, please try again later.');
  expect(consoleErrors.some((text) => text.includes('Error loading website'))).toBe(true);
});

test('hands over from the loading page to the app once it starts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
});
