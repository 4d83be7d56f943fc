import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, postedLoadByApi } from './support/driving-api';
import { openAs } from './support/open-as';
import { expect, test } from './support/test';

// Issue 23: a paid load's paperwork on the job page, for the parties it concerns. Phones first.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

const auth = (key: string) => ({ Authorization: `Token ${key}` });

test('the shipper downloads the invoice and the bill of lading; the driver gets the bill of lading only', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'Kubota M7-172 tractor');
  const driver = await approvedDriverByApi(request);
  expect((await request.put(`/api/haul/${haulId}/accept/`, { headers: auth(driver.key) })).status()).toBe(200);
  const paid = await request.post('/api/purchase/pay/', {
    headers: auth(shipper.key),
    data: { pan: '4242424242424242', expdate: '1230', cvc: '123', haul_id: haulId },
  });
  expect(((await paid.json()) as { success: boolean }).success).toBe(true);

  const shipperPage = await openAs(browser, shipper, `/job/${haulId}`);
  const documents = shipperPage.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('button', { name: 'Invoice (PDF)' })).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Bill of lading (PDF)' })).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Payout statement (PDF)' })).toHaveCount(0);
  await documents.scrollIntoViewIfNeeded();
  await shipperPage.screenshot({ path: test.info().outputPath('documents-shipper.png') });
  await expectNoAxeViolations(shipperPage);

  const downloading = shipperPage.waitForEvent('download');
  await documents.getByRole('button', { name: 'Invoice (PDF)' }).click();
  const invoice = await downloading;
  expect(invoice.suggestedFilename()).toMatch(/^invoice-FD-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile((await invoice.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const driverPage = await openAs(browser, driver, `/job/${haulId}`);
  const driverDocuments = driverPage.getByRole('region', { name: 'Documents' });
  await expect(driverDocuments.getByRole('button', { name: 'Bill of lading (PDF)' })).toBeVisible();
  await expect(driverDocuments.getByRole('button', { name: 'Invoice (PDF)' })).toHaveCount(0);
});
