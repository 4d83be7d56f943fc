import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, daysFromNow, postedLoadByApi } from './support/driving-api';
import { doPickupInspection, fillDeliveryInspection } from './support/inspection';
import { openAs } from './support/open-as';
import { expect, test } from './support/test';

// Issue 7's story in one run: a driver accepts, the shipper pays (a declined card first), the driver delivers with
// the shipper's code, both review, and the money shows escrow released and the payout scheduled. Phones first.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

/** The sandbox's documented test cards (apps/server/src/modules/payments/README.md). */
const DECLINED_CARD = '4000000000000002';
const SUCCESS_CARD = '4242424242424242';

/** Somewhere on the Trans-Canada between Regina and Winnipeg, where the driver says they are. */
const ON_THE_ROAD = { latitude: 50.14, longitude: -101.66 };

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const moneyRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Money' }).getByRole('row', { name: new RegExp(`^${name}`) });

test('a driver accepts, the shipper pays by card, the driver delivers with the code, both review, the driver is paid', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'Kubota M7-172 tractor');
  const driver = await approvedDriverByApi(request);

  // The driver takes the load in the browser.
  const driverPage = await openAs(browser, driver, `/job/${haulId}`, {
    geolocation: ON_THE_ROAD,
    permissions: ['geolocation'],
  });
  await driverPage.getByRole('link', { name: 'Accept', exact: true }).click();
  await dialog(driverPage, 'Accept this load').getByRole('button', { name: 'Accept the load' }).click();
  await expect(driverPage.getByText('You hold this load')).toBeVisible();

  // The shipper looks at the driver, then goes to pay.
  const shipperPage = await openAs(browser, shipper, `/job/${haulId}/driver`);
  await expect(shipperPage.getByText(driver.name, { exact: true })).toBeVisible();
  await shipperPage.getByRole('link', { name: `See ${driver.name}'s profile` }).click();
  await expect(shipperPage.getByRole('heading', { level: 1 })).toHaveText(driver.name);
  await expect(shipperPage.getByText('Hotshot · 2021 · Ram · 3500')).toBeVisible();
  await expect(shipperPage.getByText('Loads delivered: 0')).toBeVisible();
  await expect(shipperPage.getByText('No reviews yet.')).toBeVisible();
  await expectNoAxeViolations(shipperPage);
  await shipperPage.getByRole('link', { name: 'Confirm & pay' }).click();
  await expect(shipperPage).toHaveURL(`/job/${haulId}/driver/confirm`);
  await expect(shipperPage.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay');
  await expect(shipperPage.getByText(/^Amount: CA\$[\d,]+\.\d\d$/)).toBeVisible();
  await expect(shipperPage.getByText('If the load is not delivered, you are refunded in full.')).toBeVisible();

  const card = shipperPage.getByRole('form', { name: 'Pay by card' });
  const number = card.getByRole('textbox', { name: 'Card number' });
  await expect(number).toHaveAttribute('autocomplete', 'cc-number');
  await expect(card.getByRole('textbox', { name: /^Expiry/ })).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(card.getByRole('textbox', { name: /^Security code/ })).toHaveAttribute('autocomplete', 'cc-csc');
  // Nothing typed yet: each field says what it needs, and nothing is sent.
  await card.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(card.getByText('Enter the card number.')).toBeVisible();
  await expect(card.getByText('Enter the expiry date as MMYY.')).toBeVisible();
  await expectNoAxeViolations(shipperPage);

  // A declined card: the card company's words, after the spec's opening.
  await number.pressSequentially(`${DECLINED_CARD.slice(0, 8)}-${DECLINED_CARD.slice(8)}`);
  await expect(number).toHaveValue('4000 0000 0000 0002');
  await card.getByRole('textbox', { name: /^Expiry/ }).fill('09/30');
  await expect(card.getByRole('textbox', { name: /^Expiry/ })).toHaveValue('0930');
  await card.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await card.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(card.getByRole('alert')).toContainText(
    'Your payment could not be processed. Your credit card company said: Your card was declined.',
  );
  await expect(shipperPage).toHaveURL(`/job/${haulId}/driver/confirm`);
  await expectNoAxeViolations(shipperPage);

  // Another card: paid, the driver confirmed, and the delivery code for the shipper's eyes.
  await number.fill(SUCCESS_CARD);
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await card.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(
    shipperPage.getByText('Your payment was processed successfully. Check your email for a transaction record.'),
  ).toBeVisible();
  await expect(shipperPage).toHaveURL(`/job/${haulId}`);
  await expect(shipperPage.getByText('Regina, SK to Winnipeg, MB · Driver confirmed')).toBeVisible();
  const codeCard = shipperPage.getByRole('region', { name: 'Delivery code' });
  await expect(codeCard.getByText('Give this code to the driver on delivery only')).toBeVisible();
  const code = (await codeCard.getByText(/^\d{6}$/).textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(moneyRow(shipperPage, 'Held in escrow')).toContainText(/CA\$[\d,]+\.\d\d/);
  await expect(moneyRow(shipperPage, 'Held in escrow')).not.toContainText('CA$0.00');
  await expectNoAxeViolations(shipperPage);

  // The driver picks the load up and shares where they are; the shipper sees it on the map. The code stays hidden.
  await driverPage.reload();
  await expect(driverPage.getByText('Confirmed and prepaid: pick up the load.')).toBeVisible();
  await expect(driverPage.getByText(code)).toHaveCount(0);
  await doPickupInspection(driverPage, { shipperName: 'Dana at the farm gate' });
  await expect(driverPage.getByText('Marked as picked up. The shipper has been told.')).toBeVisible();
  await driverPage.getByRole('button', { name: 'Share my location' }).click();
  await expect(driverPage.getByText('Your location was shared with the shipper.')).toBeVisible();
  await shipperPage.goto(`/job/${haulId}/map`);
  await expect(shipperPage.getByText('Regina, SK to Winnipeg, MB · On its way')).toBeVisible();
  await expect(shipperPage.getByRole('button', { name: /^Driver: last reported / })).toBeVisible();
  await expect(shipperPage.getByRole('button', { name: 'Pickup: Regina, SK' })).toBeVisible();

  // Delivery: the code is required, a wrong one is refused, the shipper's one completes the load.
  await driverPage.getByRole('link', { name: 'Complete delivery' }).click();
  await expect(driverPage).toHaveURL(`/job/${haulId}/complete`);
  const complete = dialog(driverPage, 'Complete delivery');
  await complete.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(complete.getByText('Please enter the delivery code.')).toBeVisible();
  await fillDeliveryInspection(driverPage, complete, { receiverName: 'Kim at the yard' });
  const wrongCode = code === '000000' ? '111111' : '000000';
  await complete.getByRole('textbox', { name: 'Delivery code' }).fill(wrongCode);
  await complete.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(complete.getByRole('alert')).toContainText('That is not the delivery code.');
  await expectNoAxeViolations(driverPage);
  await complete.getByRole('textbox', { name: 'Delivery code' }).fill(code);
  await complete.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(driverPage.getByText('Delivery complete. You are paid by direct deposit within 7 days.')).toBeVisible();
  await expect(complete).toBeHidden();
  await expect(driverPage.getByText('Regina, SK to Winnipeg, MB · Delivered')).toBeVisible();

  // Both review, once: stars are a radio group.
  const driverReview = driverPage.getByRole('region', { name: 'Leave a review' });
  await driverReview.getByRole('radio', { name: '4 stars' }).check();
  await driverReview.getByRole('textbox', { name: 'Comment (optional)' }).fill('Ready on time, easy loading.');
  await expectNoAxeViolations(driverPage);
  await driverReview.getByRole('button', { name: 'Send review' }).click();
  await expect(driverPage.getByText('Thank you for your review.', { exact: true })).toBeVisible();
  await expect(driverReview).toBeHidden();

  await shipperPage.goto(`/job/${haulId}`);
  await expect(shipperPage.getByText('Regina, SK to Winnipeg, MB · Delivered')).toBeVisible();
  await expect(shipperPage.getByRole('region', { name: 'Delivery code' })).toHaveCount(0);
  const shipperReview = shipperPage.getByRole('region', { name: 'Leave a review' });
  await expect(shipperReview.getByRole('radiogroup', { name: 'How was the driver?' })).toBeVisible();
  await shipperReview.getByRole('radio', { name: '1 star', exact: true }).check();
  await expect(shipperReview.getByText(`1 star blocks ${driver.name} from your future loads.`)).toBeVisible();
  await shipperReview.getByRole('radio', { name: '5 stars' }).check();
  await expect(shipperReview.getByText(`5 stars adds ${driver.name} to your preferred drivers`)).toBeVisible();
  await shipperReview.getByRole('button', { name: 'Send review' }).click();
  await expect(shipperPage.getByText('Thank you for your review.', { exact: true })).toBeVisible();
  await expect(shipperReview).toBeHidden();

  // The money: nothing held any more, released on delivery, the driver's payout scheduled within 7 days.
  await expect(moneyRow(shipperPage, 'Held in escrow')).toContainText('CA$0.00');
  await expect(moneyRow(shipperPage, 'Released on delivery')).not.toContainText('CA$0.00');
  await expect(moneyRow(shipperPage, 'Refunded')).toContainText('CA$0.00');
  await expectNoAxeViolations(shipperPage);
  await driverPage.reload();
  // Reviewed once: the form does not come back.
  await expect(driverPage.getByText('Delivered: you are paid by direct deposit within 7 days.')).toBeVisible();
  await expect(driverPage.getByRole('region', { name: 'Leave a review' })).toHaveCount(0);
  await expect(driverPage.getByText(/^Driver's payout of CA\$[\d,]+\.\d\d scheduled for /)).toBeVisible();
  await expect(moneyRow(driverPage, 'Released on delivery')).not.toContainText('CA$0.00');
});

test('the shipper asks to pay another way, then rejects the driver with a reason and takes up a backup offer', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'Massey Ferguson 8S.265 tractor');
  const first = await approvedDriverByApi(request);
  const backup = await approvedDriverByApi(request);
  const accepted = await request.put(`/api/haul/${haulId}/accept/`, {
    headers: { Authorization: `Token ${first.key}` },
  });
  expect(accepted.status()).toBe(200);
  const interest = await request.post('/api/bid/', {
    headers: { Authorization: `Token ${backup.key}` },
    data: { haul_id: haulId, amount: 1500, deliver_at: daysFromNow(9), comment: 'Can take it if it frees up.' },
  });
  expect(interest.status()).toBe(201);

  const shipperPage = await openAs(browser, shipper, `/job/${haulId}/driver/confirm`);
  await shipperPage.getByRole('button', { name: 'Request another way to pay' }).click();
  const other = shipperPage.getByRole('form', { name: 'Request another way to pay' });
  await other.getByRole('textbox', { name: 'Note for our staff' }).fill('We pay by bank transfer from the co-op.');
  await other.getByRole('button', { name: 'Send request' }).click();
  await expect(
    shipperPage.getByText('Your request was sent. Our staff will contact you about paying another way.'),
  ).toBeVisible();

  await shipperPage.goto(`/job/${haulId}/driver`);
  await shipperPage.getByRole('link', { name: 'Reject driver' }).click();
  await expect(shipperPage).toHaveURL(`/job/${haulId}/driver/reject`);
  const reject = dialog(shipperPage, 'Reject this driver');
  await reject.getByRole('button', { name: 'Reject driver' }).click();
  await expect(reject.getByText('Please tell the driver why.')).toBeVisible();
  await expectNoAxeViolations(shipperPage);
  await reject.getByRole('textbox', { name: 'Reason' }).fill('The load needs a step deck, not a hotshot.');
  await reject.getByRole('button', { name: 'Reject driver' }).click();
  await expect(shipperPage.getByText(/^Driver rejected\. Your load is posted again/)).toBeVisible();
  await expect(shipperPage).toHaveURL(`/job/${haulId}/bids`);
  await expect(shipperPage.getByText('Regina, SK to Winnipeg, MB · Posted')).toBeVisible();
  const offers = shipperPage.getByRole('list', { name: 'Offers from drivers' });
  await offers.getByRole('button', { name: `Accept offer from ${backup.name}` }).click();
  await dialog(shipperPage, 'Accept this offer').getByRole('button', { name: 'Accept offer' }).click();
  await expect(shipperPage.getByText(`You accepted the offer from ${backup.name}.`)).toBeVisible();
  await expect(shipperPage.getByText('Regina, SK to Winnipeg, MB · Driver accepted')).toBeVisible();
});
