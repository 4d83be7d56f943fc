import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, daysFromNow, postedLoadByApi } from './support/driving-api';
import { openAs } from './support/open-as';
import { expect, test } from './support/test';

// Issue 21: one currency story. What a shipper reads as their price is what their card is charged, in their own
// currency, from the quote to the receipt; and taking a driver's offer says what the shipper pays in all and why.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

const SUCCESS_CARD = '4242424242424242';
const auth = (key: string) => ({ Authorization: `Token ${key}` });

type Mail = { to: string; subject: string; text: string };
const isReceiptTo = (email: string) => (mail: Mail) =>
  mail.to === email && mail.subject === 'Your payment: transaction record';

/** The shipper chooses US dollars in their profile (spec 3, currency_choice), as a farmer across the line would. */
const chooseUsDollars = async (request: APIRequestContext, key: string): Promise<string> => {
  const profile = (await (await request.get('/api/user/profile/', { headers: auth(key) })).json()) as {
    id: string;
    email: string;
  };
  const changed = await request.patch(`/api/user/${profile.id}/`, {
    headers: auth(key),
    data: { id: profile.id, currency_choice: 'usd' },
  });
  expect(changed.status()).toBe(200);
  return profile.email;
};

/** The payment form, filled with the sandbox's card that succeeds, and sent. */
const payByCard = async (page: Page) => {
  const card = page.getByRole('form', { name: 'Pay by card' });
  await card.getByRole('textbox', { name: 'Card number' }).fill(SUCCESS_CARD);
  await card.getByRole('textbox', { name: /^Expiry/ }).fill('0930');
  await card.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await card.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(
    page.getByText('Your payment was processed successfully. Check your email for a transaction record.'),
  ).toBeVisible();
};

test('a shipper paying in US dollars reads the same US$ amount on the quote, the payment page and the receipt', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const email = await chooseUsDollars(request, shipper.key);
  const haulId = await postedLoadByApi(request, shipper.key, 'John Deere 6155R tractor');

  // The quote: the price and the total with GST (Regina to Winnipeg) in US$, Canadian dollars only beside it.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });
  await page.addInitScript((id) => sessionStorage.setItem('quoteDraft', JSON.stringify({ haulId: id })), haulId);
  await page.goto(`/quote?token=${shipper.key}`);
  await expect(page.getByTestId('quote-price')).toHaveText(/^US\$[\d,]+\.\d\d$/);
  const quoteTotal = page
    .getByTestId('quote-taxes')
    .getByText(/^US\$[\d,]+\.\d\d$/)
    .last();
  const charged = (await quoteTotal.textContent()) ?? '';
  expect(charged).toMatch(/^US\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('quote-in-cad')).toHaveText(/^CA\$[\d,]+\.\d\d in Canadian dollars, at the Bank/);
  await expect(page.getByText(/Charged in Canadian dollars/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('usd-quote.png'), fullPage: true });

  // A driver takes it at the posted price; the job page and the payment page ask exactly the quoted total.
  const driver = await approvedDriverByApi(request);
  const accepted = await request.put(`/api/haul/${haulId}/accept/`, { headers: auth(driver.key) });
  expect(accepted.status()).toBe(200);
  const shipperPage = await openAs(browser, shipper, `/job/${haulId}`);
  const price = shipperPage.getByTestId('shipper-price');
  await expect(price.getByTestId('shipper-price-total')).toHaveText(charged);
  await expect(price.getByRole('row', { name: /^Service fee US\$/ })).toBeVisible();
  await shipperPage.goto(`/job/${haulId}/driver/confirm`);
  await expect(shipperPage.getByTestId('payment-amount')).toHaveText(`Amount: ${charged}`);
  await expect(shipperPage.getByRole('row', { name: /^Driver’s price US\$[\d,]+\.\d\d$/ })).toBeVisible();
  await expect(shipperPage.getByRole('row', { name: /^GST 5% \(MB\) US\$[\d,]+\.\d\d$/ })).toBeVisible();
  await expect(shipperPage.getByText(/^Equal to CA\$[\d,]+\.\d\d in Canadian dollars/)).toBeVisible();
  await expectNoAxeViolations(shipperPage);
  await shipperPage.screenshot({ path: test.info().outputPath('usd-payment.png'), fullPage: true });
  await payByCard(shipperPage);
  // The job page's money: paid is the US$ amount charged, the ledger's CAD beside it.
  const paidRow = shipperPage.getByRole('region', { name: 'Money' }).getByRole('row', { name: /^Paid/ });
  await expect(paidRow).toContainText(`${charged}, or CA$`);
  await shipperPage.screenshot({ path: test.info().outputPath('usd-job-money.png'), fullPage: true });

  // The receipt says the same US$ amount, formatted as on the screens.
  await expect
    .poll(async () => {
      const mailbox = (await (await request.get('/api/dev/mailbox')).json()) as Mail[];
      return mailbox.find(isReceiptTo(email))?.text ?? '';
    })
    .toContain(charged);
  const mailbox = (await (await request.get('/api/dev/mailbox')).json()) as Mail[];
  const receipt = mailbox.find(isReceiptTo(email))?.text ?? '';
  expect(receipt).not.toMatch(/\d USD/);
});

test('taking a driver’s offer shows the service fee, the tax and the total, and the payment asks exactly that', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'Case IH Puma 185 tractor');
  const driver = await approvedDriverByApi(request);
  const offered = await request.post('/api/bid/', {
    headers: auth(driver.key),
    data: { haul_id: haulId, amount: 720, deliver_at: daysFromNow(8), comment: 'Step deck, Saturday.' },
  });
  expect(offered.status()).toBe(201);

  // CA$720.00 to the driver, the 15 % fee CA$108.00, GST 5 % (MB) on CA$828.00 is CA$41.40: CA$869.40 in all.
  const page = await openAs(browser, shipper, `/job/${haulId}/bids`);
  const card = page.getByRole('list', { name: 'Offers from drivers' }).getByRole('listitem').filter({
    hasText: driver.name,
  });
  await expect(card.getByText('CA$720.00', { exact: true })).toBeVisible();
  await expect(card.getByText('You pay CA$869.40 with our service fee and any sales tax.')).toBeVisible();
  await card.getByRole('button', { name: `Accept offer from ${driver.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this offer' });
  await expect(confirm.getByText(`${driver.name} will haul your load for CA$720.00`, { exact: false })).toContainText(
    'You pay CA$869.40 in all',
  );
  await expect(confirm.getByRole('row', { name: 'Driver’s price CA$720.00' })).toBeVisible();
  await expect(confirm.getByRole('row', { name: 'Service fee CA$108.00' })).toBeVisible();
  await expect(confirm.getByRole('row', { name: 'GST 5% (MB) CA$41.40' })).toBeVisible();
  await expect(confirm.getByRole('row', { name: 'Total you pay CA$869.40' })).toBeVisible();
  await expect(confirm.getByText(/in Canadian dollars/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('accept-offer.png') });
  await confirm.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page.getByText(`You accepted the offer from ${driver.name}.`)).toBeVisible();

  await page.goto(`/job/${haulId}/driver/confirm`);
  await expect(page.getByTestId('payment-amount')).toHaveText('Amount: CA$869.40');
  await expect(page.getByRole('row', { name: 'Total you pay CA$869.40' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offer-payment.png'), fullPage: true });
  await payByCard(page);
  const paid = (await (await request.get(`/api/haul/${haulId}/money/`, { headers: auth(shipper.key) })).json()) as {
    paid_cad_cents: number;
  };
  expect(paid.paid_cad_cents).toBe(86_940);
});
