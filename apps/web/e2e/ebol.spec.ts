import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from './support/axe';
import { heldLoadByApi } from './support/held-load';
import { doPickupInspection, fillDeliveryInspection } from './support/inspection';
import { openAs } from './support/open-as';
import { expect, test } from './support/test';

// Issue 23, the electronic bill of lading: the driver's pickup and delivery inspections on a phone, and the bill of
// lading the shipper downloads with both of them in it.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

const pdfText = async (bytes: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

test('the driver inspects the load at pickup and delivery; the shipper sees both and downloads the bill of lading', async ({
  browser,
  request,
}) => {
  const makeModel = `Kubota M7-172 ${Date.now().toString(36)}`;
  const load = await heldLoadByApi(request, makeModel);
  const driverPage = await openAs(browser, load.driver.key, `/job/${load.haulId}`);
  await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText(makeModel);

  // Pickup: sending an incomplete inspection says what is missing; the full one marks the load picked up.
  await driverPage.getByRole('button', { name: 'Picked up', exact: true }).click();
  const pickup = driverPage.getByRole('dialog', { name: 'Pickup inspection' });
  await pickup.getByRole('button', { name: 'Sign and mark picked up' }).click();
  await expect(pickup.getByText('Take at least one photo of the load.')).toBeVisible();
  await expect(pickup.getByText('Please enter the name.')).toBeVisible();
  await driverPage.screenshot({ path: test.info().outputPath('pickup-inspection-incomplete.png') });
  await pickup.getByRole('button', { name: 'Cancel' }).click();
  await expect(pickup).toBeHidden();

  await doPickupInspection(driverPage, { shipperName: 'Dana at the farm gate', damage: 'Scratch on the left fender' });
  await expect(driverPage.getByText('Marked as picked up. The shipper has been told.')).toBeVisible();
  await expect(driverPage.getByText(/ · On its way$/)).toBeVisible();

  // Delivery: the pickup's damage is shown grey on the drawing; a new mark, a photo, the receiver signs, the code.
  await driverPage.getByRole('link', { name: 'Complete delivery' }).click();
  const complete = driverPage.getByRole('dialog', { name: 'Complete delivery' });
  await expect(complete.getByText(/Grey dots are the damage noted at pickup/)).toBeVisible();
  await fillDeliveryInspection(driverPage, complete, { receiverName: 'Kim at the yard', damage: 'Mirror cracked' });
  await complete.getByRole('textbox', { name: 'Delivery code' }).fill(load.code);
  await driverPage.screenshot({ path: test.info().outputPath('delivery-inspection.png'), fullPage: true });
  await expectNoAxeViolations(driverPage);
  await complete.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(driverPage.getByText('Delivery complete. You are paid by direct deposit within 7 days.')).toBeVisible();

  // The shipper reads both inspections on the job page: photos (private, loaded with their key), marks, signatures.
  const shipperPage = await openAs(browser, load.shipper.key, `/job/${load.haulId}`);
  const inspections = shipperPage.getByRole('region', { name: 'Bill of lading: inspections' });
  const pickupRecord = inspections.getByRole('region', { name: 'Pickup inspection' });
  await expect(pickupRecord.getByText('Shipper or agent: Dana at the farm gate')).toBeVisible();
  await expect(pickupRecord.getByText('Scratch on the left fender')).toBeVisible();
  await expect(pickupRecord.getByRole('img', { name: 'Front', exact: true })).toBeVisible();
  await expect(pickupRecord.getByRole('img', { name: 'Signature of Dana at the farm gate' })).toBeVisible();
  const deliveryRecord = inspections.getByRole('region', { name: 'Delivery inspection' });
  await expect(deliveryRecord.getByText('Receiver: Kim at the yard')).toBeVisible();
  await expect(deliveryRecord.getByText('Mirror cracked')).toBeVisible();
  await inspections.scrollIntoViewIfNeeded();
  await shipperPage.screenshot({ path: test.info().outputPath('inspections-shipper.png'), fullPage: true });
  await expectNoAxeViolations(shipperPage);

  const documents = shipperPage.getByRole('region', { name: 'Documents' });
  const downloading = shipperPage.waitForEvent('download');
  await documents.getByRole('button', { name: 'Bill of lading (PDF)' }).click();
  const bill = await downloading;
  // Kept with the run's results, to look at (a page rendered to PNG is in the closing note).
  await bill.saveAs(test.info().outputPath('bill-of-lading.pdf'));
  const bytes = await readFile((await bill.path()) ?? '');
  const text = await pdfText(bytes);
  expect(text).toContain('Pick-up inspection');
  expect(text).toContain('Handed over by (shipper or agent) Dana at the farm gate');
  expect(text).toContain('Scratch on the left fender');
  expect(text).toContain('Odometer 182,340 km');
  expect(text).toContain('1. Front');
  expect(text).toContain('2. Back');
  expect(text).toContain('Delivery inspection');
  expect(text).toContain('Received by Kim at the yard');
  expect(text).toContain('Mirror cracked');
  expect(text).not.toContain('this document was not signed');
});
