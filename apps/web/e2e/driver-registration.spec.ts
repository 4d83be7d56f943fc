import type { APIRequestContext, Page } from '@playwright/test';
import { makeAccount, registerByApi, staffKeyByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// Mobile first: drivers register from their phones.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

/** Axe once transitions are over: a notice still fading in measures as low contrast. */
const expectAccessible = async (page: Page) => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  await expectNoAxeViolations(page);
};

const section = (page: Page, name: string) => page.getByRole('region', { name });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

const addVehicleByApi = (request: APIRequestContext, key: string, make: string) =>
  request.post('/api/vehicle/', {
    headers: { Authorization: `Token ${key}` },
    data: { vehicle_type: 'hotshot', make, model: 'F-550', insurance_expiry: '2027-06-30' },
  });

test('visitors are asked to create an account or log in before registering as a driver', async ({ page }) => {
  await page.goto('/register/driver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register as a driver');
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expectAccessible(page);
});

test('a new driver fills in every section, is told what is missing, submits, and a non-staff user cannot review', async ({
  page,
  request,
}) => {
  const key = await registerByApi(request, makeAccount());
  await page.goto(`/register/driver?token=${key}`);
  await expect(page).toHaveURL('/register/driver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register as a driver');

  // Type: a commercial driver also gets the company tab.
  await expect(section(page, 'Type')).toBeVisible();
  await expectAccessible(page);
  await saveAndContinue(page);
  await expect(page.getByText('Choose commercial or non-commercial.')).toBeVisible();
  await page.getByRole('radio', { name: 'Commercial', exact: true }).check();
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/commercial');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Prairie Hotshot Ltd.');
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/regions');

  // Submitting this early: the server's refusal is shown section by section, with a link to each.
  await page.getByRole('link', { name: /^Summary/ }).click();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Your profile could not be sent yet' });
  await expect(refusal).toContainText('Add at least one vehicle.');
  await expect(refusal.getByRole('link', { name: 'Deposit info' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sections to complete' })).toContainText('Regions');
  await page
    .getByRole('link', { name: /^Regions/ })
    .first()
    .click();

  // Regions: provinces and states, grouped by country.
  const regions = page.getByRole('combobox', { name: 'Regions you work in' });
  await regions.fill('Saskat');
  await page.getByRole('option', { name: 'Saskatchewan (SK)' }).click();
  await regions.fill('Montana');
  await page.getByRole('option', { name: 'Montana (MT)' }).click();
  await regions.press('Escape');
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/vehicles');

  // Vehicles: one added in the form, in the user's units.
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await page.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Flatbed' });
  await page.getByRole('textbox', { name: 'Make' }).fill('Peterbilt');
  await page.getByRole('textbox', { name: 'Model' }).fill('389');
  await page.getByRole('textbox', { name: 'Year' }).fill('2019');
  await page.getByRole('textbox', { name: 'Color' }).fill('Red');
  await page.getByRole('textbox', { name: 'License plate' }).fill('SK 123 ABC');
  await page.getByRole('textbox', { name: 'Insurance company' }).fill('SGI Canada');
  await page.getByRole('textbox', { name: 'Insurance policy number' }).fill('P-778812');
  await page.getByLabel('Insurance expiry date').fill('2027-03-31');
  await page.getByRole('textbox', { name: /^Capacity \((kg|lb)\)$/ }).fill('20000');
  await page.getByRole('textbox', { name: /^Deck length \((m|ft)\)$/ }).fill('14.6');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add vehicle', exact: true }).click();
  await expect(page.getByText('Vehicle added')).toBeVisible();
  const vehicles = page.getByRole('list', { name: 'Your vehicles' });
  await expect(vehicles.getByRole('listitem')).toHaveCount(1);
  await expect(vehicles).toContainText('2019 Peterbilt 389');
  await expect(vehicles).toContainText('Insured by SGI Canada until March 31, 2027');

  // At most six: with six the add button is off and says why; deleting one opens it again.
  for (const make of ['Ford', 'Ram', 'GMC', 'Chevrolet', 'Dodge']) {
    expect((await addVehicleByApi(request, key, make)).status()).toBe(201);
  }
  await page.reload();
  await expect(vehicles.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Add a vehicle' })).toBeDisabled();
  await expect(page.getByText('You have 6 vehicles, the most allowed.')).toBeVisible();
  await page.getByRole('button', { name: /^Delete .*Dodge/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Vehicle deleted')).toBeVisible();
  await expect(vehicles.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Add a vehicle' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/register/driver/experience');

  // Driving experience.
  await page.getByRole('textbox', { name: 'Years of driving experience' }).fill('12');
  await page.getByRole('textbox', { name: 'Number of accidents' }).fill('0');
  await page.getByRole('textbox', { name: 'Companies you have driven for' }).fill('Northern Haul, 2014-2020');
  await page.getByRole('textbox', { name: 'Qualifications' }).fill('Class 1, air brakes');
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/references');

  // Three references.
  for (const number of [1, 2, 3]) {
    const field = (name: string) => page.getByRole('textbox', { name: `${name} of reference ${number}` });
    await field('Name').fill(`Reference Person ${number}`);
    await field('Relation to you').fill('Former dispatcher');
    await field('Company').fill('Northern Haul');
    await field('Telephone').fill(`306-555-010${number}`);
    await field('Email').fill(`reference${number}@example.com`);
  }
  await expectAccessible(page);
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/subscriptions');

  // Subscriptions: Basic is the plan; paid ones are bought by card (driver-plan-purchase.spec.ts buys one).
  await expect(page.getByRole('region', { name: 'Basic' })).toContainText('Your plan');
  await expect(
    page.getByRole('region', { name: 'Full' }).getByRole('button', { name: 'Buy with a card' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/register/driver/deposit');

  // Deposit info: checked in the browser first, then shown only masked.
  await page.getByRole('textbox', { name: 'Institution number' }).fill('03');
  await page.getByRole('textbox', { name: 'Transit number' }).fill('12345');
  await page.getByRole('textbox', { name: 'Account number' }).fill('7654321');
  await saveAndContinue(page);
  await expect(page.getByText('The institution number has 3 digits.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Institution number' }).fill('003');
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/payment');
  await expect(page.getByText('You are paid by direct deposit within 7 days of delivery.')).toBeVisible();
  await expect(page.getByText('Your deposit details are on file.')).toBeVisible();
  await page
    .getByRole('link', { name: /^Deposit info/ })
    .first()
    .click();
  await expect(page.getByText('Account ••••4321, institution 003, transit 12345')).toBeVisible();
  await expect(page.getByText('7654321')).toHaveCount(0);
  await page.getByRole('link', { name: /^Payment info/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/register/driver/base');

  // Base address, picked from the geocoder's suggestions.
  await page.getByRole('combobox', { name: 'Base address' }).fill('Saskatoon');
  await page.getByRole('option', { name: 'Saskatoon, SK' }).click();
  await expect(page.getByText('Place found on the map.')).toBeVisible();
  await saveAndContinue(page);
  await expect(page).toHaveURL('/register/driver/summary');

  // Summary: nothing missing; submit.
  await expect(page.getByText('Every section is filled in.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Submitted — staff will review your profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);

  // The same profile under user/driver, with the same sections.
  await page.goto('/user/driver/info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your driver profile');
  await expect(page.getByText('Submitted — staff will review your profile')).toBeVisible();
  await page.getByRole('link', { name: /^Vehicles/ }).click();
  await expect(page).toHaveURL('/user/driver/vehicles');
  await expect(page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem')).toHaveCount(5);

  // The review page is for staff only.
  await page.goto('/admin/drivers');
  await expect(page.getByText('Staff only')).toBeVisible();
});

/** A complete profile submitted through the API, for the review journey. */
const submittedDriverByApi = async (request: APIRequestContext) => {
  const account = makeAccount();
  const key = await registerByApi(request, account);
  const auth = { Authorization: `Token ${key}` };
  const created = await request.post('/api/driver/', {
    headers: auth,
    data: {
      driver_type: 'non_commercial',
      regions: ['AB'],
      exp_years: 4,
      base_address: 'Lethbridge, AB',
      base_location: [-112.8418, 49.6956],
      references: [1, 2, 3].map((number) => ({
        name: `Referee ${number}`,
        relation: 'Customer',
        company: '',
        telephone: `403-555-010${number}`,
        email: '',
      })),
    },
  });
  expect(created.status()).toBe(201);
  const driver = (await created.json()) as { id: string };
  expect((await addVehicleByApi(request, key, 'Ford')).status()).toBe(201);
  const bank = await request.patch(`/api/bank/${driver.id}/`, {
    headers: auth,
    data: { country: 'CAN', bank_institution: '004', bank_transit: '54321', bank_account: '11223344' },
  });
  expect(bank.status()).toBe(200);
  expect((await request.post('/api/driver/submit_for_approval/', { headers: auth, data: {} })).status()).toBe(200);
  return { account, key };
};

test('staff approve one submitted profile and reject another with a reason, which its driver reads and resubmits', async ({
  page,
  request,
}) => {
  const approved = await submittedDriverByApi(request);
  const rejected = await submittedDriverByApi(request);
  // The run's staff user: the address playwright.config.ts names in STAFF_EMAILS, confirmed through its link.
  const staffKey = await staffKeyByApi(request);

  await page.goto(`/admin/drivers?token=${staffKey}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driver profiles to review');
  const card = page.getByRole('article', { name: approved.account.name });
  await expect(card).toContainText('••••3344');
  await expect(card).not.toContainText('11223344');
  await expect(card).toContainText('Referee 1');
  await expect(card).toContainText('Ford F-550');
  await expectAccessible(page);
  await card.getByRole('button', { name: `Approve ${approved.account.name}` }).click();
  await expect(page.getByText(`${approved.account.name} approved`)).toBeVisible();
  await expect(page.getByRole('article', { name: approved.account.name })).toHaveCount(0);

  await page.getByRole('button', { name: `Reject ${rejected.account.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${rejected.account.name}` });
  await dialog.getByRole('button', { name: 'Reject profile' }).click();
  await expect(dialog.getByText('Tell the driver why.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Add the insurance policy number of your truck.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reject profile' }).click();
  await expect(page.getByText(`${rejected.account.name} rejected`)).toBeVisible();
  await expect(page.getByRole('article', { name: rejected.account.name })).toHaveCount(0);

  await page.goto(`/user/driver?token=${approved.key}`);
  await expect(page.getByText('Your driver profile is approved')).toBeVisible();

  await page.goto(`/user/driver?token=${rejected.key}`);
  await expect(page.getByText('Your driver profile was not approved')).toBeVisible();
  await expect(page.getByText('Reason given by staff: Add the insurance policy number of your truck.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit again' }).click();
  await expect(page.getByText('Submitted — staff will review your profile')).toBeVisible();
});
