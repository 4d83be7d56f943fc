import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// A French browser gets the French app; the server's detail is English whatever the reader's language.
test.use({ locale: 'fr-CA' });

test('a slowed-down login tells the French reader how long to wait, in French', async ({ page }) => {
  // Reaching a real 12-minute wait takes a long streak of failures; the server tests cover that, this the wording.
  await page.route('**/api/auth/login/', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '700' },
      json: {
        detail: 'Too many failed attempts. Please wait 12 minutes and try again.',
        code: 'login_throttled',
        retry_after_s: 700,
      },
    }),
  );
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Courriel ou numéro de téléphone' }).fill('fermier@example.com');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('pas le bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Trop de tentatives' });
  await expect(alert).toHaveText(
    'Trop de tentatives échouées. Veuillez patienter 12 minutes et réessayer, ou réinitialisez votre mot de passe.',
  );
  await expect(page.getByText('Please wait')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
