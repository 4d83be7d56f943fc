import { readFile } from 'node:fs/promises';
import { staffKeyByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deliveredLoadByApi } from './support/held-load';
import { png } from './support/images';
import { openAs } from './support/open-as';
import { expect, test } from './support/test';

// Issue 23 part 4: a problem reported on a delivered load, decided by staff, credited to the shipper. Phones first.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

test('the shipper reports damage with a photo, staff refund part, and the shipper downloads the credit note', async ({
  browser,
  request,
}) => {
  const load = await deliveredLoadByApi(request, 'Ford F-150 pickup');

  const shipper = await openAs(browser, load.shipper.key, `/job/${load.haulId}`);
  const panel = shipper.getByRole('region', { name: 'Problem with the delivery' });
  await panel.getByRole('button', { name: 'Report a problem' }).click();
  await panel.getByLabel('Describe the problem').fill('The tailgate is dented and the left mirror is broken.');
  await panel.locator('input[type="file"]').setInputFiles(png('dent.png', [180, 40, 40]));
  await expect(panel.getByRole('img', { name: 'Photo 1 of the problem' })).toBeVisible();
  await shipper.screenshot({ path: test.info().outputPath('dispute-report-form.png'), fullPage: true });
  await panel.getByRole('button', { name: 'Send the report' }).click();
  await expect(panel.getByText('Open: our staff are looking into it')).toBeVisible();
  await expect(panel.getByText('The driver’s payout is held until our staff decide.')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shipper.screenshot({ path: test.info().outputPath('dispute-reported.png') });
  await expectNoAxeViolations(shipper);

  const staff = await openAs(browser, await staffKeyByApi(request), '/admin/disputes');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Problem reports');
  await staff.getByRole('link', { name: load.makeModel }).first().click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(load.makeModel);
  await expect(staff.getByRole('img', { name: 'Photo 1 of the problem' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Pickup inspection' })).toBeVisible();
  await staff.getByRole('button', { name: 'Refund part' }).click();
  await staff.getByLabel('Freight to refund (CAD, before tax)').fill('100');
  await staff.getByRole('button', { name: /^Refund .*100\.00 plus tax$/ }).click();
  await expect(staff.getByText('Decided: refunded').first()).toBeVisible();
  await expect(staff.getByText(/Credit note FD-CN-\d{4}-\d{6} is in the documents\./)).toBeVisible();
  await staff.screenshot({ path: test.info().outputPath('dispute-staff-refunded.png'), fullPage: true });
  await expectNoAxeViolations(staff);

  await shipper.reload();
  const documents = shipper.getByRole('region', { name: 'Documents' });
  const creditNote = documents.getByRole('button', { name: /^Credit note FD-CN-\d{4}-\d{6} \(PDF\)$/ });
  await expect(creditNote).toBeVisible();
  await expect(shipper.getByText('Decided: refunded')).toBeVisible();
  const downloading = shipper.waitForEvent('download');
  await creditNote.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^credit-note-FD-CN-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await documents.scrollIntoViewIfNeeded();
  await shipper.screenshot({ path: test.info().outputPath('dispute-credit-note.png') });
});
