import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  // The email is waited for through the API, then on the page, each within an expectation's limit: a click on a link
  // that is not there waits out the journey's whole 15 minutes with nothing in the log to say why.
  await expect
    .poll(async () => {
      const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as { to: string; subject: string }[];
      return mailbox.some((email) => email.to === to && email.subject === subject);
    })
    .toBe(true);
  await page.goto('/dev/mailbox');
  const email = page.locator('article').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(email).toBeVisible();
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

/** The address playwright.config.ts names in STAFF_EMAILS: its confirmed owner is staff. */
const E2E_STAFF_EMAIL = 'staff@e2e.freight.test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers the configured staff address and opens its emailed link through the API: its owner is then staff. */
const makeStaffUser = async (request: APIRequestContext): Promise<string> => {
  const password = 'staff-e2e-password';
  const created = await request.post('/api/user/create_account/', {
    data: { name: 'Sam Dispatch', email: E2E_STAFF_EMAIL, telephone: '306-555-0100', password, password2: password },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  const mailbox = (await (await request.get('/api/dev/mailbox')).json()) as { to: string; text: string }[];
  const link = mailbox.find((email) => email.to === E2E_STAFF_EMAIL)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const code = decodeURIComponent(link.split('/').filter(Boolean).pop() ?? '');
  const verified = await request.post(`/api/user/${user.id}/verify/?code=${encodeURIComponent(code)}`);
  expect(verified.status()).toBe(200);
  const body = (await verified.json()) as { key: string; user: { is_staff: boolean } };
  expect(body.user.is_staff).toBe(true);
  return body.key;
};

/**
 * The run's staff key. The first caller of the run (any worker) takes a lock file in the run's folder, makes the staff
 * user and leaves its key beside the lock; every other call reads that key. No login per call: logins are rate
 * limited per account, and a run asks for the staff key many times.
 */
export const staffKeyByApi = async (request: APIRequestContext): Promise<string> => {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts');
  const keyFile = path.join(folder, 'staff-key');
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim();
    try {
      closeSync(openSync(`${keyFile}.lock`, 'wx'));
    } catch {
      // Another worker is making the staff user: its key file appears shortly.
      await sleep(500);
      continue;
    }
    const key = await makeStaffUser(request);
    writeFileSync(keyFile, key);
    return key;
  }
  throw new Error(`no staff key appeared in ${keyFile}`);
};
