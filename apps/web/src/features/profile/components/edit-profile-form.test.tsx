import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, paths, RULE_MESSAGES } from '@awarequest/contracts';
import arProfile from '../../../locales/ar/profile.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { fieldError } from '../../../test/field-error';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';
import { findToast } from '../../../test/toasts';

const LANGS = ['en', 'ar'] as const;
const SAVE_PROFILE = `PUT ${paths.me}`;

/** The form's words: English to the letter as the spec gives it, Arabic from the catalogs. */
const WORDS = {
  en: {
    edit: 'Edit profile',
    save: 'Save changes',
    name: 'Full name',
    phone: 'Phone (optional)',
    failed: 'Failed to update profile',
    nameRequired: 'Name is required',
    phoneDigits: 'Phone number must be exactly 10 digits',
  },
  ar: {
    edit: arProfile.actions.edit,
    save: arProfile.edit.save,
    name: arProfile.fields.name,
    phone: `${arProfile.fields.phone} (${arProfile.fields.optional})`,
    failed: arProfile.toasts.failed,
    nameRequired: RULE_MESSAGES.ar.required.replace('{field}', FIELD_LABELS.ar.name),
    phoneDigits: RULE_MESSAGES.ar.phone,
  },
} as const;

describe('the edit-profile form', () => {
  const fakeApi = useAppHarness();

  describe.each(LANGS)('in %s', (lang) => {
    const w = WORDS[lang];

    /** Opens /profile signed in as a player and the edit dialog; returns the form. */
    async function openEditForm() {
      fakeApi.on(`GET ${paths.me}`, answer(200, { status: true, data: PLAYER_USER }));
      const { user } = await renderApp({ path: '/profile', language: lang, signedInAs: PLAYER_USER });
      await user.click(await screen.findByRole('button', { name: w.edit }));
      const form = await screen.findByRole('form', { name: w.edit });
      // The required name's label ends in Mantine's asterisk.
      const name = within(form).getByLabelText(new RegExp(`^${w.name}`));
      const phone = within(form).getByLabelText(w.phone);
      return { user, form, name, phone };
    }

    it("puts each message of the server's 422 under its own field, toasts the failure and keeps what was typed", async () => {
      fakeApi.on(
        SAVE_PROFILE,
        answer(422, {
          status: false,
          message: 'Check the form',
          errors: { name: ['That name is taken'], phone: ['That phone is in use'] },
        }),
      );
      const { user, form, name, phone } = await openEditForm();
      await user.clear(name);
      await user.type(name, 'Sara Ahmed');
      await user.type(phone, '0501234567');
      await user.click(within(form).getByRole('button', { name: w.save }));

      await findToast(w.failed);
      await waitFor(() => {
        expect(fieldError(name)).toBe('That name is taken');
      });
      expect(fieldError(phone)).toBe('That phone is in use');
      expect(name).toHaveProperty('value', 'Sara Ahmed');
      expect(phone).toHaveProperty('value', '0501234567');
      expect(fakeApi.callsTo(SAVE_PROFILE)).toHaveLength(1);
      expect(fakeApi.callsTo(SAVE_PROFILE)[0]?.body).toMatchObject({
        name: 'Sara Ahmed',
        phone: '0501234567',
      });
    });

    it("shows the spec's rule messages under the fields without calling the server", async () => {
      const { user, form, name, phone } = await openEditForm();
      await user.clear(name);
      await user.type(phone, '12345');
      await user.click(within(form).getByRole('button', { name: w.save }));

      await waitFor(() => {
        expect(fieldError(name)).toBe(w.nameRequired);
      });
      expect(fieldError(phone)).toBe(w.phoneDigits);
      expect(fakeApi.callsTo(SAVE_PROFILE)).toHaveLength(0);
    });
  });
});
