import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type TestAccount = { name: string; email: string; telephone: string; password: string };

/** A new person per call: the run's database is shared by every test file, and emails and phones are unique. */
export const makeAccount = (): TestAccount => {
  const digits = String(Date.now() % 1e7).padStart(7, '0');
  const unique = `${digits}${Math.floor(Math.random() * 1e4)}`;
  // A North American number (exchange 2xx-9xx), written the way people often type it.
  const exchange = 200 + (Number(digits.slice(0, 3)) % 800);
  return {
    name: `Dana Prairie ${unique}`,
    email: `dana.${unique}@example.com`,
    telephone: `306-${exchange}-${digits.slice(3)}`,
    password: `seeder-${unique}`,
  };
};

/** Registers straight through the API, for journeys that are not about registering. */
export const registerByApi = async (request: APIRequestContext, account: TestAccount): Promise<string> => {
  const response = await request.post('/api/user/create_account/', {
    data: { ...account, password2: account.password },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { key: string }).key;
};

/** Opens the development mailbox in this browser and follows the link of the newest matching email. */
export const followEmailLink = async (page: Page, { to, subject }: { to: string; subject: string }): Promise<void> => {
  await page.goto('/dev/mailbox');
  const email = page.locator('article').filter({ hasText: to }).filter({ hasText: subject }).first();
  await email.getByRole('link').click();
};

export const readSessionKey = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('token'));

/** Who the browser's session belongs to, asked of the API with the stored key. */
export const readSessionUserId = async (page: Page): Promise<string> => {
  const key = await readSessionKey(page);
  const response = await page.request.get('/api/user/profile/', { headers: { Authorization: `Token ${key}` } });
  return ((await response.json()) as { id: string }).id;
};
