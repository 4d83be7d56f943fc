import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeAccount, registerByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, locale: 'en-CA' });

/** With E2E_SCREENSHOTS set to a folder, each screen is kept there to be looked at; otherwise nothing is written. */
const keepScreenshot = async (page: Page, name: string) => {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `profile-picture-${name}.png`), fullPage: true });
};

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A 1200x800 landscape photo, left half wheat-yellow and right half sky-blue, drawn by the browser as a JPEG. */
const landscapePhoto = async (page: Page) => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#e0b040';
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = '#3070c0';
    context.fillRect(600, 0, 600, 800);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return { name: 'field.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
};

test('a user adds a profile picture from the phone, crops it square, sees it on the profile and in the header, and removes it', async ({
  page,
  request,
}) => {
  const key = await registerByApi(request, makeAccount());
  await page.goto(`/user/information?token=${key}`);
  const picture = page.getByRole('region', { name: 'Picture', exact: true });
  await expect(picture.getByText('No picture yet.')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await picture.getByRole('button', { name: 'Add a picture' }).click();
  await (await chooser).setFiles(await landscapePhoto(page));
  const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(dialog).toBeVisible();
  const frame = dialog.getByTestId('crop-frame');
  await expect(frame.locator('img')).toBeVisible();
  // Drag the photo right with a finger-like pointer: more of the yellow half comes into the square.
  const box = await frame.boundingBox();
  if (!box) throw new Error('no crop frame');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Move right' }).click();
  await keepScreenshot(page, 'crop');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Use this picture' }).click();

  await expect(notice(page, 'Picture saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const avatar = picture.getByRole('img', { name: 'Your profile picture' });
  await expect(avatar).toHaveAttribute('src', /\/api\/picture\/file\/pictures\/[0-9a-f-]{36}\/large\.webp$/);
  // Square, and cut from the left of centre: the yellow half fills more than half of it.
  const shown = await avatar.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context?.drawImage(image, 0, 0);
    const pixel = context?.getImageData(Math.round(image.naturalWidth * 0.6), 10, 1, 1).data;
    return { width: image.naturalWidth, height: image.naturalHeight, red: pixel?.[0] ?? 0, blue: pixel?.[2] ?? 0 };
  });
  expect(shown.width).toBe(shown.height);
  expect(shown.red).toBeGreaterThan(shown.blue);
  const headerAvatar = page.getByRole('link', { name: 'Your account' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/thumb\.webp$/);
  await keepScreenshot(page, 'saved');
  await expectNoAxeViolations(page);

  await picture.getByRole('button', { name: 'Remove picture' }).click();
  await expect(notice(page, 'Picture removed')).toBeVisible();
  await expect(picture.getByText('No picture yet.')).toBeVisible();
  await expect(headerAvatar).toHaveCount(0);
  await keepScreenshot(page, 'removed');
});

test('the referral invite offers gmail.com for a mistyped gmial.com, taken with one tap', async ({ page, request }) => {
  const key = await registerByApi(request, makeAccount());
  await page.goto(`/referral/share/email?token=${key}`);
  const address = page.getByRole('textbox', { name: "Your friend's email address" });
  await address.fill('prairie.friend@gmial.com');
  await expect(page.getByText('Did you mean prairie.friend@gmail.com?')).toBeVisible();
  await keepScreenshot(page, 'referral-typo');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Yes, fix it' }).click();
  await expect(address).toHaveValue('prairie.friend@gmail.com');
  await expect(page.getByText(/Did you mean/)).toBeHidden();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(notice(page, 'Invitation sent to prairie.friend@gmail.com.')).toBeVisible();

  // Keeping what was typed is one tap too, and the suggestion stays away for that address.
  await address.fill('grain@sasktel.nt');
  await expect(page.getByText('Did you mean grain@sasktel.net?')).toBeVisible();
  await page.getByRole('button', { name: 'No, keep mine' }).click();
  await expect(page.getByText(/Did you mean/)).toBeHidden();
  await expect(address).toHaveValue('grain@sasktel.nt');
});
