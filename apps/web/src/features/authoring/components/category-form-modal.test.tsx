import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERRORS, FIELD_LABELS, paths, RULE_MESSAGES, type User } from '@awarequest/contracts';
import arAuthoring from '../../../locales/ar/authoring.json';
import { useAppHarness } from '../../../test/app-harness';
import { installDocumentFonts } from '../../../test/document-fonts';
import { answer } from '../../../test/fake-api';
import { fieldError } from '../../../test/field-error';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const LANGS = ['en', 'ar'] as const;
const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const SAVE_CATEGORY = `POST ${paths.adminCategories}`;

/** A localized input's Arabic label: the field, then its language in brackets. */
const arabicLabel = (field: string, language: 'en' | 'ar') => `${field} (${arAuthoring.languages[language]})`;

/** The dialog's words: English to the letter, Arabic from the catalogs and contracts. */
const WORDS = {
  en: {
    newCategory: 'New category',
    save: 'Save',
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    descriptionEn: 'Description (English)',
    descriptionAr: 'Description (Arabic)',
    key: 'Key',
    nameRequired: 'Name is required',
    descriptionRequired: 'Description is required',
  },
  ar: {
    newCategory: arAuthoring.content.newCategory,
    save: arAuthoring.actions.save,
    nameEn: arabicLabel(arAuthoring.fields.name, 'en'),
    nameAr: arabicLabel(arAuthoring.fields.name, 'ar'),
    descriptionEn: arabicLabel(arAuthoring.fields.description, 'en'),
    descriptionAr: arabicLabel(arAuthoring.fields.description, 'ar'),
    key: arAuthoring.fields.key,
    nameRequired: RULE_MESSAGES.ar.required.replace('{field}', FIELD_LABELS.ar.name),
    descriptionRequired: RULE_MESSAGES.ar.required.replace('{field}', FIELD_LABELS.ar.description),
  },
} as const;

describe('the category dialog of the content admin', () => {
  const fakeApi = useAppHarness();
  // The descriptions are autosizing textareas.
  installDocumentFonts();

  describe.each(LANGS)('in %s', (lang) => {
    const w = WORDS[lang];
    /** An input found by its label, whose text ends in Mantine's asterisk for a required field. */
    const input = (dialog: HTMLElement, label: string) =>
      within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

    async function openNewCategory() {
      fakeApi.on(`GET ${paths.adminCategories}`, answer(200, { status: true, data: [] }));
      const { user } = await renderApp({ path: '/admin/content', language: lang, signedInAs: ADMIN });
      await user.click(await screen.findByRole('button', { name: w.newCategory }));
      const dialog = await screen.findByRole('dialog', { name: w.newCategory });
      return { user, dialog };
    }

    it("shows the spec's rule messages under the empty fields without calling the server", async () => {
      const { user, dialog } = await openNewCategory();
      await user.click(within(dialog).getByRole('button', { name: w.save }));

      await waitFor(() => {
        expect(fieldError(input(dialog, w.nameEn))).toBe(w.nameRequired);
      });
      expect(fieldError(input(dialog, w.descriptionAr))).toBe(w.descriptionRequired);
      expect(fakeApi.callsTo(SAVE_CATEGORY)).toHaveLength(0);
    });

    it("puts the server's 422 on the inputs its paths name (the key, the Arabic name), the rest above the form, keeping what was typed", async () => {
      const arabicNameTaken = 'الاسم مستخدم في فئة أخرى';
      const noField = 'The content pack is locked';
      fakeApi.on(
        SAVE_CATEGORY,
        answer(422, {
          status: false,
          code: 'KEY_TAKEN',
          message: ERRORS.KEY_TAKEN[lang],
          errors: { key: [ERRORS.KEY_TAKEN[lang]], 'name.ar': [arabicNameTaken], pack: [noField] },
        }),
      );
      const { user, dialog } = await openNewCategory();
      await user.type(input(dialog, w.nameEn), 'Phishing');
      await user.type(input(dialog, w.nameAr), 'التصيد');
      await user.type(input(dialog, w.descriptionEn), 'Spot the bait.');
      await user.type(input(dialog, w.descriptionAr), 'اكتشف الطُعم.');
      const key = input(dialog, w.key);
      await user.clear(key);
      await user.type(key, 'phishing');
      await user.click(within(dialog).getByRole('button', { name: w.save }));

      await waitFor(() => {
        expect(fieldError(key)).toBe(ERRORS.KEY_TAKEN[lang]);
      });
      expect(fieldError(input(dialog, w.nameAr))).toBe(arabicNameTaken);
      expect(fieldError(input(dialog, w.nameEn))).toBeUndefined();
      expect(within(dialog).getByRole('alert').textContent).toBe(noField);
      expect(fakeApi.callsTo(SAVE_CATEGORY)[0]?.body).toMatchObject({
        key: 'phishing',
        name: { en: 'Phishing', ar: 'التصيد' },
      });
      expect(key).toHaveProperty('value', 'phishing');
      expect(input(dialog, w.nameAr)).toHaveProperty('value', 'التصيد');
      expect(screen.getByRole('dialog', { name: w.newCategory })).toBe(dialog);
    });
  });
});
