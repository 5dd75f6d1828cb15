import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLASSIFICATION_LABELS,
  paths,
  RULE_MESSAGES,
  FIELD_LABELS,
  type User,
} from '@awarequest/contracts';
import arAuthoring from '../../../locales/ar/authoring.json';
import enAuthoring from '../../../locales/en/authoring.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { fieldError } from '../../../test/field-error';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const GET_LABELS = `GET ${paths.classificationLabels}`;
const SAVE_LABELS = `PUT ${paths.classificationLabels}`;
const SAUDI = [
  { en: 'Public', ar: 'عام' },
  { en: 'Restricted', ar: 'مقيد' },
  { en: 'Secret', ar: 'سري' },
  { en: 'Top Secret', ar: 'سري للغاية' },
];
const CATALOGS = { en: enAuthoring, ar: arAuthoring } as const;

describe('the classification labels dialog', () => {
  const fakeApi = useAppHarness();

  describe.each(['en', 'ar'] as const)('in %s', (lang) => {
    const words = CATALOGS[lang];
    /** The input of a level's name in one language: the level's label, then the language. */
    const input = (dialog: HTMLElement, level: 1 | 2 | 3 | 4, language: 'en' | 'ar') =>
      within(dialog).getByLabelText(
        new RegExp(`^${words.classification[`level_${level}`]} \\(${words.languages[language]}\\)`),
      );

    async function openDialog() {
      fakeApi.on(`GET ${paths.adminCategories}`, answer(200, { status: true, data: [] }));
      fakeApi.on(GET_LABELS, answer(200, { status: true, data: { labels: SAUDI } }));
      const { user } = await renderApp({ path: '/admin/content', language: lang, signedInAs: ADMIN });
      await user.click(await screen.findByRole('button', { name: words.classification.button }));
      const dialog = await screen.findByRole('dialog', { name: words.classification.title });
      // The first render loads the dialog's chunk and the labels.
      await waitFor(
        () => {
          expect(input(dialog, 4, 'ar')).toHaveProperty('value', 'سري للغاية');
        },
        { timeout: 10_000 },
      );
      return { user, dialog };
    }

    it('shows the saved names and saves a change', async () => {
      const changed = SAUDI.map((label, index) => (index === 1 ? { en: 'Internal', ar: 'داخلي' } : label));
      fakeApi.on(SAVE_LABELS, answer(200, { status: true, message: 'Saved', data: { labels: changed } }));
      const { user, dialog } = await openDialog();
      await user.clear(input(dialog, 2, 'en'));
      await user.type(input(dialog, 2, 'en'), 'Internal');
      await user.clear(input(dialog, 2, 'ar'));
      await user.type(input(dialog, 2, 'ar'), 'داخلي');
      await user.click(within(dialog).getByRole('button', { name: words.actions.save }));
      await waitFor(() => {
        expect(fakeApi.callsTo(SAVE_LABELS)[0]?.body).toEqual({ labels: changed });
      });
    });

    it('refuses an empty or repeated name without calling the server, and resets to the defaults', async () => {
      const { user, dialog } = await openDialog();
      await user.clear(input(dialog, 1, 'en'));
      await user.clear(input(dialog, 4, 'en'));
      await user.type(input(dialog, 4, 'en'), 'secret');
      await user.click(within(dialog).getByRole('button', { name: words.actions.save }));
      await waitFor(() => {
        expect(fieldError(input(dialog, 1, 'en'))).toBe(
          RULE_MESSAGES[lang].required.replace('{field}', FIELD_LABELS[lang].name),
        );
      });
      expect(fieldError(input(dialog, 4, 'en'))).toBeTruthy();
      expect(fakeApi.callsTo(SAVE_LABELS)).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: words.classification.reset }));
      DEFAULT_CLASSIFICATION_LABELS.forEach((label, index) => {
        const level = (index + 1) as 1 | 2 | 3 | 4;
        expect(input(dialog, level, 'en')).toHaveProperty('value', label.en);
        expect(input(dialog, level, 'ar')).toHaveProperty('value', label.ar);
      });
    });
  });
});
