/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import arAuth from '../apps/web/src/locales/ar/auth.json';
import arProfile from '../apps/web/src/locales/ar/profile.json';
import { ERRORS } from '../packages/contracts/src/errors.js';
import { FIELD_LABELS, RULE_MESSAGES } from '../packages/contracts/src/validation/messages.js';
import { addSessionCookies, callApi, loginAs, signUpViaApi, uniqueLetters } from './support/accounts.js';
import { expectFieldError, expectToast, LANGS, uniqueEmail, type Lang } from './support/app.js';
import { solidPng } from './support/images.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

/** English as docs/product.md §5 writes it, to the letter; Arabic from the app's catalogs and the contracts. */
const TEXT = {
  en: {
    edit: 'Edit profile',
    photo: 'Upload photo',
    name: 'Full name',
    phone: 'Phone (optional)',
    height: 'Height (cm) (optional)',
    weight: 'Weight (kg) (optional)',
    gender: 'Gender (optional)',
    male: 'Male',
    month: 'Month',
    april: 'April',
    day: 'Day',
    year: 'Year',
    save: 'Save changes',
    upload: 'Upload',
    cancel: 'Cancel',
    ruleName: 'Name is required',
    rulePhone: 'Phone number must be exactly 10 digits',
    ruleHeight: 'Height must be between 50 and 300 cm',
    ruleWeight: 'Weight must be between 20 and 500 kg',
    updated: 'Profile updated successfully',
    failed: 'Failed to update profile',
    photoUpdated: 'Photo updated',
    photoType: 'Please choose a JPEG, PNG or WebP image',
    currentPhoto: 'Your profile photo',
    cm: '175 cm',
    kg: '70.5 kg',
    labels: {
      phone: 'Phone',
      height: 'Height (cm)',
      weight: 'Weight (kg)',
      gender: 'Gender',
      dateOfBirth: 'Date of birth',
    },
  },
  ar: {
    edit: arProfile.actions.edit,
    photo: arProfile.actions.photo,
    name: arProfile.fields.name,
    phone: `${arProfile.fields.phone} (${arProfile.fields.optional})`,
    height: `${arProfile.fields.height} (${arProfile.fields.optional})`,
    weight: `${arProfile.fields.weight} (${arProfile.fields.optional})`,
    gender: `${arProfile.fields.gender} (${arProfile.fields.optional})`,
    male: arAuth.genders.MALE,
    month: arAuth.fields.month,
    april: arAuth.months[3]!,
    day: arAuth.fields.day,
    year: arAuth.fields.year,
    save: arProfile.edit.save,
    upload: arProfile.photo.upload,
    cancel: arProfile.photo.cancel,
    ruleName: RULE_MESSAGES.ar.required.replace('{field}', FIELD_LABELS.ar.name),
    rulePhone: RULE_MESSAGES.ar.phone,
    ruleHeight: RULE_MESSAGES.ar.height,
    ruleWeight: RULE_MESSAGES.ar.weight,
    updated: arProfile.toasts.updated,
    failed: arProfile.toasts.failed,
    photoUpdated: arProfile.toasts.photoUpdated,
    photoType: ERRORS.PHOTO_TYPE.ar,
    currentPhoto: arProfile.photo.current,
    // Arabic-Indic digits and the Arabic decimal separator, as the dashboard writes numbers.
    cm: arProfile.units.cm.replace('{{value}}', '١٧٥'),
    kg: arProfile.units.kg.replace('{{value}}', '٧٠٫٥'),
    labels: arProfile.fields,
  },
} as const;

const PASSWORD = 'Player123';
const NAMES = { en: 'Sara Ahmed', ar: 'سارة أحمد' };

describe('the profile', () => {
  const app = useAppSuite();
  const problems = problemsCheckedAfterEach();

  /** A new personal account, signed in, on /profile in `lang`. */
  async function openProfile(lang: Lang, name = NAMES[lang]): Promise<{ page: Page; token: string }> {
    const { server } = app();
    const email = uniqueEmail('profile');
    await signUpViaApi(server.url, { name, email, password: PASSWORD });
    const login = await loginAs(server.url, { email, password: PASSWORD });
    const { context, page } = await app().open({ language: lang });
    await addSessionCookies(context, server.url, login);
    await gotoProfile(page, name);
    return { page, token: login.token };
  }

  async function gotoProfile(page: Page, name: string): Promise<void> {
    await page.goto(`${app().server.url}/profile`);
    await page.locator('main h2').filter({ hasText: name }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
  }

  /** The value shown under a label in Personal Info or Contact Info. */
  const shown = (page: Page, label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');

  async function pick(page: Page, select: Locator, option: string): Promise<void> {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it.each(LANGS)('in %s: edits the profile with errors, then successfully; the values stay', async (lang) => {
    const t = TEXT[lang];
    const { page, token } = await openProfile(lang);
    expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await shootEveryWay(page, 'profile', problems);

    await page.getByRole('button', { name: t.edit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.edit });
    await dialog.waitFor();
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    const nameInput = dialog.getByRole('textbox', { name: t.name });

    // Every rule of docs/product.md §5 says what is wrong, on its field, as the value is typed.
    await nameInput.fill('');
    await field(t.phone).fill('12345');
    await field(t.height).fill('20');
    await field(t.weight).fill('700');
    await expectFieldError(nameInput, t.ruleName);
    await expectFieldError(field(t.phone), t.rulePhone);
    await expectFieldError(field(t.height), t.ruleHeight);
    await expectFieldError(field(t.weight), t.ruleWeight);
    await field(t.height).fill('301');
    await expectFieldError(field(t.height), t.ruleHeight);
    await field(t.phone).fill('05012345678');
    await expectFieldError(field(t.phone), t.rulePhone);

    // Saving a form with errors sends nothing and keeps the dialog open.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/users/me')) puts += 1;
    });
    await dialog.getByRole('button', { name: t.save }).click();
    await expectFieldError(field(t.phone), t.rulePhone);
    expect(puts).toBe(0);
    await shootEveryWay(page, 'profile-edit-errors', problems, { isDialog: true });

    // The server's own check: a phone changed on its way is refused, and its words reach the field.
    await nameInput.fill(NAMES[lang]);
    await field(t.phone).fill('0501234567');
    await field(t.height).fill('175');
    await field(t.weight).fill('70.5');
    await pick(page, field(t.gender), t.male);
    await pick(page, dialog.getByLabel(t.month, { exact: true }), t.april);
    await pick(page, dialog.getByLabel(t.day, { exact: true }), '15');
    await dialog.getByLabel(t.year, { exact: true }).fill('1990');
    await page.route('**/api/users/me', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, phone: '12345' }) });
    });
    await dialog.getByRole('button', { name: t.save }).click();
    await expectToast(page, t.failed);
    await expectFieldError(field(t.phone), t.rulePhone);
    await page.unroute('**/api/users/me');

    // Right values: saved, said so, the dialog closes and the page shows them.
    await field(t.phone).fill('0501234567');
    await dialog.getByRole('button', { name: t.save }).click();
    await expectToast(page, t.updated);
    await dialog.waitFor({ state: 'detached' });
    // Written in the reader's language: Arabic month names and Arabic-Indic digits.
    const date = lang === 'ar' ? '١٥ أبريل ١٩٩٠' : '15 April 1990';
    const label = (key: keyof typeof t.labels) => t.labels[key];
    const expectShown = async () => {
      await expect.poll(() => shown(page, label('phone')).textContent()).toBe('0501234567');
      expect(await shown(page, label('height')).textContent()).toBe(t.cm);
      expect(await shown(page, label('weight')).textContent()).toBe(t.kg);
      expect(await shown(page, label('gender')).textContent()).toBe(t.male);
      expect(await shown(page, label('dateOfBirth')).textContent()).toBe(date);
    };
    await expectShown();

    // After a reload, from the server: the same values, on the page and through the API.
    await page.reload();
    await gotoProfile(page, NAMES[lang]);
    await expectShown();
    await shootEveryWay(page, 'profile-filled', problems);
    const me = await callApi(app().server.url, token, 'GET', '/users/me');
    expect(me.body.data).toMatchObject({
      name: NAMES[lang],
      phone: '0501234567',
      height: 175,
      weight: 70.5,
      gender: 'MALE',
      date_of_birth: '1990-04-15',
    });
    // The dialog opens again with what was saved.
    await page.getByRole('button', { name: t.edit, exact: true }).click();
    await dialog.waitFor();
    expect(await field(t.phone).inputValue()).toBe('0501234567');
    expect(await field(t.height).inputValue()).toBe('175');
    expect(await dialog.getByLabel(t.year, { exact: true }).inputValue()).toBe('1990');
  });

  it.each(LANGS)(
    'in %s: uploads a photo; a text file named .png is refused and the photo stays',
    async (lang) => {
      const t = TEXT[lang];
      const { page, token } = await openProfile(
        lang,
        `${NAMES[lang]} ${lang === 'ar' ? 'صورة' : uniqueLetters()}`,
      );
      const photo = page.locator('main').getByRole('img', { name: t.currentPhoto, exact: true });
      expect(await photo.count()).toBe(0);

      await page.getByRole('button', { name: t.photo, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.photo });
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: solidPng(64, 48, [220, 40, 40]),
      });
      await dialog.getByRole('button', { name: t.upload, exact: true }).click();
      await expectToast(page, t.photoUpdated);
      await dialog.waitFor({ state: 'hidden' });
      await photo.waitFor();
      const src = (await photo.getAttribute('src')) ?? '';
      expect(src).toMatch(/\/api\/photos\/[^/]+$/);
      // Shown, and really an image: the browser decoded it (the server re-encodes to a square).
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const size = await photo.evaluate((img) => [
        (img as HTMLImageElement).naturalWidth,
        (img as HTMLImageElement).naturalHeight,
      ]);
      expect(size[0]).toBe(size[1]);

      // Text renamed to .png: the server reads the bytes and says why; the old photo stays.
      await page.getByRole('button', { name: t.photo, exact: true }).click();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('These are my notes, not a picture.\n'),
      });
      await dialog.getByRole('button', { name: t.upload, exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: t.photoType }).waitFor();
      expect(await dialog.getByRole('alert').textContent()).toBe(t.photoType);
      await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await photo.getAttribute('src')).toBe(src);
      await page.reload();
      await photo.waitFor();
      expect(await photo.getAttribute('src')).toBe(src);
      await shootEveryWay(page, 'profile-photo', problems);
      const me = await callApi(app().server.url, token, 'GET', '/users/me');
      expect(src.endsWith(String((me.body.data as { photo: string }).photo.split('/').pop()))).toBe(true);
      const served = await fetch(new URL(src, app().server.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    },
  );
});
