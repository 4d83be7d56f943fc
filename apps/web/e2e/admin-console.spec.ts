import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { makeAccount, registerByApi, staffKeyByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedDriverByApi, confirmedShipperByApi, type Person, postedLoadByApi } from './support/driving-api';
import { deliveryInspectionByApi } from './support/inspection';
import { openAs, PHONE } from './support/open-as';
import { expect, test } from './support/test';

// Issue 10's staff console: approvals, a whole paid journey and a cancellation reconciled on the money page, and the
// refusal anyone else sees. Phones first; each page is also looked at on a desktop.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

const DESKTOP = { width: 1280, height: 900 };
const auth = (key: string) => ({ Authorization: `Token ${key}` });

/** With ADMIN_SHOTS=<folder>, each console page is photographed at phone and desktop size for a person to look at. */
const photograph = async (page: Page, name: string) => {
  const folder = process.env.ADMIN_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(folder, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
};

const cad = (cents: number) =>
  `CA$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A complete driver profile with one vehicle whose insurance ran out, sent for approval through the API. */
const submittedDriverByApi = async (request: APIRequestContext) => {
  const account = makeAccount();
  const key = await registerByApi(request, account);
  const created = await request.post('/api/driver/', {
    headers: auth(key),
    data: {
      driver_type: 'commercial',
      company_name: 'Coulee Hotshot Ltd.',
      regions: ['AB', 'SK'],
      exp_years: 9,
      exp_accidents: 0,
      base_address: 'Medicine Hat, AB',
      base_location: [-110.6764, 50.0405],
      references: [1, 2, 3].map((number) => ({
        name: `Reference ${number}`,
        relation: 'Dispatcher',
        company: 'Coulee Freight',
        telephone: `403-555-020${number}`,
        email: '',
      })),
    },
  });
  expect(created.status()).toBe(201);
  const driver = (await created.json()) as { id: string };
  const vehicle = await request.post('/api/vehicle/', {
    headers: auth(key),
    data: { vehicle_type: 'hotshot', make: 'Chevrolet', model: 'Silverado 3500', insurance_expiry: '2024-03-31' },
  });
  expect(vehicle.status()).toBe(201);
  const bank = await request.patch(`/api/bank/${driver.id}/`, {
    headers: auth(key),
    data: { country: 'CAN', bank_institution: '002', bank_transit: '24680', bank_account: '13579246' },
  });
  expect(bank.status()).toBe(200);
  expect((await request.post('/api/driver/submit_for_approval/', { headers: auth(key), data: {} })).status()).toBe(200);
  return account;
};

/** `shipperTotal`: what the card paid, the shipper rate and its sales tax (Regina -> Winnipeg: Manitoba's GST). */
type PaidLoad = { haulId: string; shipperRate: number; shipperTotal: number; transportRate: number; code: string };

/** A load posted by `shipper`, accepted by `driver` and paid by card, all through the API. */
const paidLoadByApi = async (request: APIRequestContext, shipper: Person, driver: Person, makeModel: string) => {
  const haulId = await postedLoadByApi(request, shipper.key, makeModel);
  expect((await request.put(`/api/haul/${haulId}/accept/`, { headers: auth(driver.key) })).status()).toBe(200);
  const paid = await request.post('/api/purchase/pay/', {
    headers: auth(shipper.key),
    data: {
      pan: '4242424242424242',
      expdate: '1230',
      cvc: '123',
      haul_id: haulId,
      idempotency_key: crypto.randomUUID(),
    },
  });
  expect(paid.status()).toBe(200);
  const haul = (await (await request.get(`/api/haul/${haulId}/`, { headers: auth(shipper.key) })).json()) as {
    shipper_rate: { amountCents: number };
    shipper_total: { amountCents: number };
    transport_rate: { amountCents: number };
    completion_code: string;
  };
  return {
    haulId,
    shipperRate: haul.shipper_rate.amountCents,
    shipperTotal: haul.shipper_total.amountCents,
    transportRate: haul.transport_rate.amountCents,
    code: haul.completion_code,
  } satisfies PaidLoad;
};

test('staff approve a driver from the queue, where expired insurance is flagged, and see the decision kept', async ({
  browser,
  request,
}) => {
  const account = await submittedDriverByApi(request);
  const staff = await openAs(browser, await staffKeyByApi(request), '/admin/drivers');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Driver profiles to review');
  await expect(
    staff.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Drivers' }),
  ).toHaveAttribute('aria-current', 'page');
  const card = staff.getByRole('article', { name: account.name });
  await expect(card).toContainText('Chevrolet Silverado 3500');
  await expect(card).toContainText('Insurance expired on March 31, 2024');
  await expect(card).toContainText('Reference 2');
  await expect(card).toContainText('9 years driving');
  await expectNoAxeViolations(staff);
  await photograph(staff, 'drivers');
  await card.getByRole('button', { name: `Approve ${account.name}` }).click();
  await expect(staff.getByText(`${account.name} approved`)).toBeVisible();
  await expect(staff.getByRole('article', { name: account.name })).toHaveCount(0);

  // The decision is kept: under Approved, with who made it.
  await staff.getByText('Approved', { exact: true }).click();
  const decided = staff.getByRole('article', { name: account.name });
  await expect(decided.getByText(/^Approved on .+ by Sam Dispatch$/)).toBeVisible();
  await expect(decided.getByRole('button', { name: `Approve ${account.name}` })).toHaveCount(0);

  // The old address of the queue still leads here.
  await staff.goto('/staff/drivers');
  await expect(staff).toHaveURL('/admin/drivers');
});

test('after a paid, delivered load and a load cancelled and refunded by staff, the money page reconciles', async ({
  browser,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const driver = await approvedDriverByApi(request);
  const delivered = await paidLoadByApi(request, shipper, driver, 'John Deere 8R 410 tractor');
  const completed = await request.post(`/api/haul/${delivered.haulId}/complete/?code=${delivered.code}`, {
    headers: auth(driver.key),
    data: await deliveryInspectionByApi(request, driver.key),
  });
  expect(completed.status()).toBe(200);
  const other = await approvedDriverByApi(request);
  const cancelled = await paidLoadByApi(request, shipper, other, 'Case IH Magnum 340 tractor');
  // A quote too wide to price: "call the office", a lead to call back.
  const wide = await request.post('/api/quote/', {
    headers: auth(shipper.key),
    data: {
      origin: { name: 'Regina, SK', location: [-104.6189, 50.4452] },
      destination: { name: 'Winnipeg, MB', location: [-97.1384, 49.8951] },
      load: { make_model: 'Grain bin 6 m wide', length: 6, width: 6, height: 4, weight: 3_000, load_type: 'other' },
    },
  });
  expect(wide.status()).toBe(201);
  expect(((await wide.json()) as { quote: { outcome: string } }).quote.outcome).toBe('no_quote');

  // Staff find the second load by its shipper and cancel it at the shipper's request, with a reason.
  const staff = await openAs(browser, await staffKeyByApi(request), '/admin/loads');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Loads');
  const search = staff.getByRole('form', { name: 'Search loads' });
  await search.getByRole('textbox', { name: 'Shipper' }).fill(shipper.name);
  await search.getByRole('button', { name: 'Search' }).click();
  // Its two loads and the quote that needs a call (a draft).
  await expect(staff.getByText('Found: 3')).toBeVisible();
  await expectNoAxeViolations(staff);
  await photograph(staff, 'loads');
  await staff.getByRole('link', { name: 'Case IH Magnum 340 tractor' }).click();
  await expect(staff).toHaveURL(`/admin/loads/${cancelled.haulId}`);
  const money = staff.getByRole('region', { name: 'Money' });
  await expect(money.getByText(cad(cancelled.shipperRate)).first()).toBeVisible();
  await staff.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Cancel this load at the shipper’s request' });
  await expect(dialog).toContainText(`${cad(cancelled.shipperTotal)} held for it (escrow and sales tax) goes back`);
  await dialog.getByRole('button', { name: 'Cancel the load' }).click();
  await expect(dialog.getByText('Say why the load is cancelled.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The shipper phoned: the tractor was sold locally.');
  await expectNoAxeViolations(staff);
  await dialog.getByRole('button', { name: 'Cancel the load' }).click();
  await expect(staff.getByText(`Load cancelled. Refunded: ${cad(cancelled.shipperTotal)}`)).toBeVisible();
  await expect(staff.getByText('Regina, SK to Winnipeg, MB · Deleted')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  await expect(staff.getByRole('region', { name: 'Staff actions' })).toContainText('hauls.cancel by Sam Dispatch');
  await photograph(staff, 'load');

  // The money page: the check holds, and the journey's figures are where they belong.
  await staff.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Money' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Money');
  const check = staff.getByRole('region', { name: 'Reconciliation' });
  await expect(check.getByText('Reconciled: the totals match')).toBeVisible();
  const figure = async (label: string) =>
    (await check
      .getByRole('row', { name: new RegExp(`^${label}`) })
      .getByRole('cell')
      .textContent()) ?? '';
  const accounted = await figure('= Accounted for');
  expect(accounted).toMatch(/^CA\$[\d,]+\.\d\d$/);
  expect(await figure('Card payments received')).toBe(accounted);
  expect(await figure('Difference')).toBe('CA$0.00');
  const api = (await (
    await request.get('/api/admin/money/', { headers: auth(await staffKeyByApi(request)) })
  ).json()) as { reconciliation: { holds: boolean; difference_cad_cents: number } };
  expect(api.reconciliation).toMatchObject({ holds: true, difference_cad_cents: 0 });

  const rowOf = (section: string, haulId: string) =>
    staff
      .getByRole('region', { name: section })
      .getByRole('row')
      .filter({ has: staff.locator(`a[href="/admin/loads/${haulId}"]`) });
  await expect(rowOf('Scheduled payouts', delivered.haulId)).toContainText(cad(delivered.transportRate));
  await expect(rowOf('Refunds', cancelled.haulId)).toContainText(cad(cancelled.shipperTotal));
  await expect(rowOf('Escrow held per load', cancelled.haulId)).toHaveCount(0);
  await expect(rowOf('Escrow held per load', delivered.haulId)).toHaveCount(0);
  const payable = staff
    .getByRole('region', { name: 'Payable per driver' })
    .getByRole('row', { name: new RegExp(driver.name) });
  await expect(payable).toContainText(cad(delivered.transportRate));
  await expectNoAxeViolations(staff);
  await photograph(staff, 'money');

  // The cancellation is in the audit trail, and the refund email in the outbox.
  await staff.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Audit trail');
  await expect(staff.getByText('hauls.cancel').first()).toBeVisible();
  await expectNoAxeViolations(staff);
  await photograph(staff, 'audit');
  await staff.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Outbox & leads' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Outbox and leads');
  await expect(staff.getByRole('table', { name: 'Emails and SMS' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await photograph(staff, 'outbox');
  await staff.getByRole('tab', { name: 'Call-back leads' }).click();
  await expect(staff.getByText('Quotes that ended in “call the office”', { exact: false })).toBeVisible();
  await expect(
    staff.getByRole('table', { name: 'Call-back leads' }).getByRole('row', { name: /Grain bin 6 m wide/ }),
  ).toContainText(shipper.name);
  await expectNoAxeViolations(staff);
  await photograph(staff, 'leads');
});

test('anyone but staff is refused the console, and only staff see it in the menu', async ({ browser, request }) => {
  const account = makeAccount();
  const key = await registerByApi(request, account);
  const page = await openAs(browser, key, '/admin/money');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console');
  await expect(page.getByText('Staff only')).toBeVisible();
  await expect(page.getByText('These pages are for the marketplace’s staff.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await photograph(page, 'refused');
  expect((await request.get('/api/admin/money/', { headers: auth(key) })).status()).toBe(403);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff console' })).toHaveCount(0);

  const staff = await openAs(browser, await staffKeyByApi(request), '/user');
  await staff.getByRole('button', { name: 'Open menu' }).click();
  await staff.getByRole('link', { name: 'Staff console' }).click();
  await expect(staff).toHaveURL('/admin/drivers');
});
