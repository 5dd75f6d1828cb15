import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type AdminCategory, type AdminQuestion, type User } from '@awarequest/contracts';
import arAuthoring from '../../../locales/ar/authoring.json';
import { adminGame, adminQuestion } from '../admin-content.fixtures';
import { useAppHarness } from '../../../test/app-harness';
import { installDocumentFonts } from '../../../test/document-fonts';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const LANGS = ['en', 'ar'] as const;
const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const GAME_ID = '5f0e3a52-1d8b-4b7e-8d0c-2a9f4c7e1b02';
const ok = (data: unknown) => answer(200, { status: true, data });

const question = (id: string, audience: AdminQuestion['audience']) => adminQuestion(id, { audience });

const GAME = adminGame({
  id: GAME_ID,
  key: 'secure-code',
  name: { en: 'Secure code', ar: 'الشيفرة الآمنة' },
  description: { en: 'About code', ar: 'عن الشيفرة' },
  questions: [question('q1', 'all_staff'), { ...question('q2', 'technical'), order: 1 }],
});

const CATEGORY: AdminCategory = {
  id: 'c1',
  key: 'phishing',
  name: { en: 'Phishing', ar: 'التصيد' },
  description: { en: 'Phishing', ar: 'التصيد' },
  icon: 'mail',
  order: 0,
  tier: 1,
  games_count: 1,
  all_games_count: 1,
};

const WORDS = {
  en: {
    gameAudience: 'Who is this game for?',
    audience: 'Audience',
    all: 'All staff',
    technical: 'Technical staff',
    managers: 'Managers',
    save: 'Save',
    editQ2: 'Edit Question 2',
  },
  ar: {
    gameAudience: arAuthoring.fields.gameAudience,
    audience: arAuthoring.fields.audience,
    all: arAuthoring.audiences.all_staff,
    technical: arAuthoring.audiences.technical,
    managers: arAuthoring.audiences.managers,
    save: arAuthoring.actions.save,
    editQ2: arAuthoring.actions.editItem.replace(
      '{{name}}',
      arAuthoring.question.numbered.replace('{{n, number}}', '٢'),
    ),
  },
} as const;

describe('audiences on the content admin', () => {
  const fakeApi = useAppHarness();
  installDocumentFonts();

  describe.each(LANGS)('in %s', (lang) => {
    const w = WORDS[lang];
    /** The text input of a labelled select (Mantine also labels its listbox with it). */
    const control = (container: HTMLElement, label: string): HTMLElement => {
      const found = within(container)
        .getAllByLabelText(new RegExp(`^${label.replace(/[()?؟]/g, '\\$&')}`))
        .find((element) => element.tagName === 'INPUT');
      if (!found) throw new Error(`no input labelled ${label}`);
      return found;
    };

    /** Picks an option of a select from its own list (both forms' lists are in the page). */
    async function choose(
      user: { click: (element: Element) => Promise<void> },
      select: HTMLElement,
      name: string,
    ) {
      await user.click(select);
      await waitFor(() => {
        expect(select.getAttribute('aria-controls')).toBeTruthy();
      });
      const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error('no list');
      await user.click(within(list).getByRole('option', { name, hidden: true }));
    }

    async function openGame() {
      fakeApi.on(`GET ${paths.adminGame.replace(':id', GAME_ID)}`, ok(GAME));
      fakeApi.on(`GET ${paths.adminCategories}`, ok([CATEGORY]));
      const view = await renderApp({
        path: `/admin/content/games/${GAME_ID}`,
        language: lang,
        signedInAs: ADMIN,
      });
      await screen.findAllByText(w.gameAudience);
      const form = control(document.body, w.gameAudience).closest('form');
      if (!form) throw new Error('no game form');
      return { ...view, form };
    }

    it('shows a badge on the question for technical staff only, and saves who the game is for', async () => {
      const save = `PUT ${paths.adminGame.replace(':id', GAME_ID)}`;
      fakeApi.on(save, ok({ ...GAME, audience: 'managers' }));
      const { user, form } = await openGame();
      const badges = (await screen.findAllByText(w.technical)).filter((element) =>
        element.closest('.mantine-Badge-root'),
      );
      expect(badges).toHaveLength(1);
      expect(
        screen.queryAllByText(w.all).filter((element) => element.closest('.mantine-Badge-root')),
      ).toHaveLength(0);

      const select = control(form, w.gameAudience);
      expect(select).toHaveProperty('value', w.all);
      await choose(user, select, w.managers);
      await user.click(within(form).getByRole('button', { name: w.save }));
      await waitFor(() => {
        expect(fakeApi.callsTo(save)).toHaveLength(1);
      });
      expect(fakeApi.callsTo(save)[0]?.body).toMatchObject({ key: 'secure-code', audience: 'managers' });
    });

    it("edits a question's audience in its dialog", async () => {
      const save = `PUT ${paths.adminQuestion.replace(':id', 'q2')}`;
      fakeApi.on(save, ok({ ...question('q2', 'managers'), order: 1 }));
      const { user } = await openGame();
      await user.click(await screen.findByRole('button', { name: w.editQ2 }));
      const dialog = await screen.findByRole('dialog');
      const select = control(dialog, w.audience);
      expect(select).toHaveProperty('value', w.technical);
      await choose(user, select, w.managers);
      await user.click(within(dialog).getByRole('button', { name: w.save }));
      await waitFor(() => {
        expect(fakeApi.callsTo(save)).toHaveLength(1);
      });
      expect(fakeApi.callsTo(save)[0]?.body).toMatchObject({ key: 'q2', audience: 'managers' });
    });
  });
});
