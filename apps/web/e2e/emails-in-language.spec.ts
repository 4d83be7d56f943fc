import { confirmedShipperByApi } from './support/driving-api';
import { expect, test } from './support/test';

const auth = (key: string) => ({ Authorization: `Token ${key}` });

test('a French shipper’s emailed quote reads in French, in kilometres and Canadian dollars, on a phone', async ({
  page,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const profile = await request.get('/api/user/profile/', { headers: auth(shipper.key) });
  const { id } = (await profile.json()) as { id: string };
  const changed = await request.patch(`/api/user/${id}/`, {
    headers: auth(shipper.key),
    data: { language_choice: 'fr', unit_choice: 'metric', currency_choice: 'cad' },
  });
  expect(changed.status()).toBe(200);
  const quoted = await request.post('/api/quote/', {
    headers: auth(shipper.key),
    data: {
      origin: { name: 'Saskatoon, SK', location: [-106.6702, 52.1579] },
      destination: { name: 'Lethbridge, AB', location: [-112.8418, 49.6956] },
      load: {
        make_model: 'Kubota M7-172',
        length: 5.1,
        width: 2.55,
        height: 3.05,
        weight: 6_900,
        load_type: 'machinery',
      },
    },
  });
  expect(quoted.status()).toBe(201);
  const { id: haulId } = (await quoted.json()) as { id: string };
  const recipient = `voisin.${Date.now()}@example.ca`;
  const shared = await request.post(`/api/haul/${haulId}/share/`, {
    headers: auth(shipper.key),
    data: { email: recipient },
  });
  expect(shared.ok()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dev/mailbox');
  const email = page.locator('article').filter({ hasText: recipient }).first();
  await expect(email.getByRole('heading')).toHaveText('Votre prix : Kubota M7-172, Saskatoon, SK à Lethbridge, AB');
  const html = page.frameLocator(`article:has-text("${recipient}") iframe`).first();
  await expect(html.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(html.getByText('Distance routière')).toBeVisible();
  await expect(html.getByText(/^\d[\d\u202f\u00a0]* km$/)).toBeVisible();
  await expect(html.getByText(/\$CA/).first()).toBeVisible();
  await expect(html.getByRole('link', { name: /Ouvrez le prix/ })).toBeVisible();
  await email.locator('iframe').screenshot({ path: test.info().outputPath('french-quote-email-390px.png') });
});
