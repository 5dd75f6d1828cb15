import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERRORS, FIELD_LABELS, paths, RULE_MESSAGES } from '@awarequest/contracts';
import arEvents from '../../../locales/ar/events-admin.json';
import { useAppHarness } from '../../../test/app-harness';
import { installDocumentFonts } from '../../../test/document-fonts';
import { answer } from '../../../test/fake-api';
import { fieldError } from '../../../test/field-error';
import { renderApp } from '../../../test/render-app';
import { ADMIN, CATEGORY, ok } from '../events-admin-fixtures';

const CREATE = `POST ${paths.adminEventCategories}`;
const UPDATE = `PUT ${paths.adminEventCategory.replace(':id', CATEGORY.id)}`;
const DELETE = `DELETE ${paths.adminEventCategory.replace(':id', CATEGORY.id)}`;
const arabicLabel = (field: string, language: 'en' | 'ar') =>
  `${field} (${arEvents.editor.languages[language]})`;

const WORDS = {
  en: {
    newCategory: 'New category',
    newTitle: 'New event category',
    editTitle: 'Edit event category',
    edit: `Edit ${CATEGORY.name.en}`,
    delete: `Delete ${CATEGORY.name.en}`,
    save: 'Save',
    confirmDelete: 'Delete',
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    colour: 'Colour',
    order: 'Order',
  },
  ar: {
    newCategory: arEvents.categories.new,
    newTitle: arEvents.categories.newTitle,
    editTitle: arEvents.categories.editTitle,
    edit: arEvents.categories.edit.replace('{{name}}', CATEGORY.name.ar),
    delete: arEvents.categories.delete.replace('{{name}}', CATEGORY.name.ar),
    save: arEvents.categories.save,
    confirmDelete: arEvents.actions.delete,
    nameEn: arabicLabel(arEvents.categories.fields.name, 'en'),
    nameAr: arabicLabel(arEvents.categories.fields.name, 'ar'),
    colour: arEvents.categories.fields.color,
    order: arEvents.categories.fields.order,
  },
} as const;

describe('the event categories admin', () => {
  const fakeApi = useAppHarness();
  installDocumentFonts();

  const input = (dialog: HTMLElement, label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

  async function openPage(lang: 'en' | 'ar') {
    fakeApi.on(`GET ${paths.eventCategories}`, ok([CATEGORY]));
    const view = await renderApp({ path: '/admin/event-categories', language: lang, signedInAs: ADMIN });
    await screen.findByText(CATEGORY.name[lang]);
    return view;
  }

  describe.each(['en', 'ar'] as const)('in %s', (lang) => {
    const w = WORDS[lang];

    it("refuses an empty name and a colour that is not hex with the contracts' texts, without calling the server", async () => {
      const { user } = await openPage(lang);
      await user.click(screen.getByRole('button', { name: w.newCategory }));
      const dialog = await screen.findByRole('dialog', { name: w.newTitle });
      const colour = input(dialog, w.colour);
      await user.clear(colour);
      await user.type(colour, 'teal');
      await user.click(within(dialog).getByRole('button', { name: w.save }));

      await waitFor(() => {
        expect(fieldError(input(dialog, w.nameEn))).toBe(
          RULE_MESSAGES[lang].required.replace('{field}', FIELD_LABELS[lang].name),
        );
      });
      expect(fieldError(colour)).toBe(RULE_MESSAGES[lang].color.replace('{field}', FIELD_LABELS[lang].color));
      expect(fakeApi.callsTo(CREATE)).toHaveLength(0);
    });

    it('creates a category with both names, its colour, icon and the next order', async () => {
      fakeApi.on(CREATE, ok({ ...CATEGORY, id: 'new' }));
      const { user } = await openPage(lang);
      await user.click(screen.getByRole('button', { name: w.newCategory }));
      const dialog = await screen.findByRole('dialog', { name: w.newTitle });
      await user.type(input(dialog, w.nameEn), 'Awareness month');
      await user.type(input(dialog, w.nameAr), 'شهر التوعية');
      await user.click(within(dialog).getByRole('button', { name: w.save }));

      await waitFor(() => {
        expect(fakeApi.callsTo(CREATE)).toHaveLength(1);
      });
      expect(fakeApi.callsTo(CREATE)[0]?.body).toEqual({
        name: { en: 'Awareness month', ar: 'شهر التوعية' },
        description: { en: '', ar: '' },
        color: '#16787F',
        icon: 'calendar-event',
        sort_order: CATEGORY.sort_order + 1,
      });
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: w.newTitle })).toBeNull();
      });
    });

    it("puts the server's 422 on the field it names and keeps the dialog open with what was typed", async () => {
      const taken = lang === 'en' ? 'This name is already used' : 'هذا الاسم مستخدم';
      fakeApi.on(
        UPDATE,
        answer(422, { status: false, message: 'Validation failed', errors: { 'name.en': [taken] } }),
      );
      const { user } = await openPage(lang);
      await user.click(screen.getByRole('button', { name: w.edit }));
      const dialog = await screen.findByRole('dialog', { name: w.editTitle });
      const nameEn = input(dialog, w.nameEn);
      expect(nameEn).toHaveProperty('value', CATEGORY.name.en);
      await user.clear(nameEn);
      await user.type(nameEn, 'Tournaments');
      await user.click(within(dialog).getByRole('button', { name: w.save }));

      await waitFor(() => {
        expect(fieldError(nameEn)).toBe(taken);
      });
      expect(nameEn).toHaveProperty('value', 'Tournaments');
      expect(fakeApi.callsTo(UPDATE)[0]?.body).toMatchObject({
        name: { en: 'Tournaments' },
        color: CATEGORY.color,
      });
    });

    it('says in the dialog, in the reader’s language, why a category in use cannot be deleted', async () => {
      fakeApi.on(
        DELETE,
        answer(409, {
          status: false,
          code: 'EVENT_CATEGORY_IN_USE',
          message: ERRORS.EVENT_CATEGORY_IN_USE[lang],
        }),
      );
      const { user } = await openPage(lang);
      await user.click(screen.getByRole('button', { name: w.delete }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: w.confirmDelete }));

      const refusal = await within(dialog).findByRole('alert');
      expect(refusal.textContent).toBe(ERRORS.EVENT_CATEGORY_IN_USE[lang]);
      expect(fakeApi.callsTo(DELETE)).toHaveLength(1);
    });
  });
});
