import { expectNoAxeViolations } from './support/axe';
import { expectAppStarted } from './support/open-as';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const TABS = [
  // A new quote starts at its first step, where the load is picked up.
  { name: 'Quote', url: '/quote/origin', screen: 'Get a quote' },
  { name: 'Find', url: '/search-jobs', screen: 'Find loads' },
  { name: 'My Loads', url: '/jobs/history', screen: 'My Loads' },
  { name: 'Invite', url: '/referral', screen: 'Referral program' },
  { name: 'Chat', url: '/messenger', screen: 'Messenger' },
];

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the welcome page says what the product does and how to start', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ship farm equipment, vehicles and heavy loads/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
    await expect(page.getByRole('link', { name: 'Get an instant quote' })).toHaveAttribute('href', '/quote');
    await expect(page.getByRole('main').getByRole('link', { name: 'Find loads' })).toHaveAttribute(
      'href',
      '/search-jobs',
    );
    await expect(page.getByText('Money held until delivery')).toBeVisible();
    await expect(page.getByText('paid by direct deposit within 7 days of delivery')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /1-800-555-0199/ })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    await expectNoAxeViolations(page);
  });

  test('the bottom tabs lead to each screen and mark the current one', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Main tabs' });
    for (const tab of TABS) {
      await tabs.getByRole('link', { name: tab.name, exact: true }).click();
      await expect(page).toHaveURL(tab.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tab.screen);
      await expect(tabs.getByRole('link', { name: tab.name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
    }
  });

  test('tells visitors that some pages need a login, with a way to log in', async ({ page }) => {
    await page.goto('/messenger');
    await expect(page.getByText('Some pages need you to log in.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  });

  test.describe('when a page cannot load its code', () => {
    // The service worker would answer from its cache before the blocked request reached the network.
    test.use({ serviceWorkers: 'block' });

    test('the error page takes its place under the header, and the next page opens', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.route('**/assets/referral-page-*.js', (route) => route.abort());
      await page.goto('/');
      const tabs = page.getByRole('navigation', { name: 'Main tabs' });
      await tabs.getByRole('link', { name: 'Invite', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
      await expect(page.getByText('This page could not be shown. Please reload the page and try again.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
      expect(errors.some((error) => error.startsWith('Error showing this page:'))).toBe(true);
      // The header and tabs stayed up, and another page clears the error.
      await tabs.getByRole('link', { name: 'Quote', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a quote');
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
    });
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the menu opens as a drawer', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('heading', { name: 'Account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Post a load' }).click();
    await expect(page).toHaveURL('/quote/post');
    await expect(drawer).toBeHidden();
  });
});

test.describe('on a large screen', () => {
  test.use({ viewport: DESKTOP });

  test('the side menu holds every section and leads to its screens', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const section of ['Information', 'Social', 'History', 'Shipper', 'Driver', 'Account']) {
      await expect(menu.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main tabs' })).toBeHidden();
    await menu.getByRole('link', { name: 'Driver registration' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register as a driver');
    await expect(menu.getByRole('link', { name: 'Driver registration' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Invite friends' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referral program');
    // A visitor is offered an account, which is what gives them a referral link.
    await expect(page.getByRole('main').getByRole('link', { name: 'Register' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the welcome page passes the accessibility checks at desktop size', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('switching to French translates the page at once and is remembered', async ({ page }) => {
  await page.goto('/');
  // The server drew the page; its language switch works once the app has taken it over (decision 027).
  await expectAppStarted(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('link', { name: 'Obtenir un devis instantané' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The office numbers are named in French too (the server sends what kind of number each is).
  await expect(page.getByRole('main').getByRole('link', { name: /^Sans frais\s*1-800-555-0199$/ })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: /^Bureau de Saskatoon\s*306-555-0142$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/search-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver des charges');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});
