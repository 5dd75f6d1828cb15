import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DIFFICULTY_MIN_ANSWERS,
  paths,
  type AdminQuestion,
  type GameQuestionStats,
  type User,
} from '@awarequest/contracts';
import { useAppHarness } from '../../../test/app-harness';
import { adminGame, adminQuestion } from '../admin-content.fixtures';
import { installDocumentFonts } from '../../../test/document-fonts';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const GAME_ID = '7d0f5b1e-4a8c-4d2e-9f6a-1b2c3d4e5f60';

const question = (n: number, difficulty: AdminQuestion['difficulty']) =>
  adminQuestion(`0000000${n}-0000-4000-8000-000000000000`, {
    key: `q${n}`,
    difficulty,
    text: { en: `Question ${n} text?`, ar: `نص السؤال ${n}؟` },
    order: n - 1,
  });

const QUESTIONS = [question(1, 'hard'), question(2, 'easy'), question(3, 'medium')];

const GAME = adminGame({
  id: GAME_ID,
  category_ids: ['11111111-1111-4111-8111-111111111111'],
  difficulty: 'easy',
  attempts_allowed: null,
  published: true,
  questions: QUESTIONS,
});

const STATS: GameQuestionStats = {
  min_answers: DIFFICULTY_MIN_ANSWERS,
  questions: [
    // Labelled hard, answered right 64 % of 212 times: real answers say medium.
    {
      question_id: QUESTIONS[0]!.id,
      answers: 212,
      self_paced: 200,
      live: 12,
      correct_rate: 64,
      observed_difficulty: 'medium',
      label_contradicted: true,
      kind: 'single',
      choice_counts: [],
      estimate: null,
      typed_answers: null,
      full_order_rate: null,
      in_place_counts: null,
    },
    // Labelled easy, 12 answers: too few.
    {
      question_id: QUESTIONS[1]!.id,
      answers: 12,
      self_paced: 12,
      live: 0,
      correct_rate: 100,
      observed_difficulty: null,
      label_contradicted: false,
      kind: 'single',
      choice_counts: [],
      estimate: null,
      typed_answers: null,
      full_order_rate: null,
      in_place_counts: null,
    },
    // Labelled medium, right 55 % of 40: the label holds.
    {
      question_id: QUESTIONS[2]!.id,
      answers: 40,
      self_paced: 30,
      live: 10,
      correct_rate: 55,
      observed_difficulty: 'medium',
      label_contradicted: false,
      kind: 'single',
      choice_counts: [],
      estimate: null,
      typed_answers: null,
      full_order_rate: null,
      in_place_counts: null,
    },
  ],
};

const WORDS = {
  en: {
    rate: 'Answered right 64% · 212 answers',
    tooFew: 'Not enough answers yet (12 of 30)',
    suggests: 'Real answers suggest: Medium',
    holds: 'Answered right 55% · 40 answers',
    label: 'Difficulty: Hard',
  },
  ar: {
    rate: 'نسبة الإجابات الصحيحة ٦٤٪ من ٢١٢ إجابةً',
    tooFew: 'لا توجد إجابات كافية بعد (١٢ من ٣٠)',
    suggests: 'تشير الإجابات الفعلية إلى: متوسط',
    holds: 'نسبة الإجابات الصحيحة ٥٥٪ من ٤٠ إجابةً',
    label: 'الصعوبة: صعب',
  },
} as const;

describe("the game editor's answer rates", () => {
  const fakeApi = useAppHarness();
  // The game form's description is an autosizing textarea.
  installDocumentFonts();

  describe.each(['en', 'ar'] as const)('in %s', (lang) => {
    const w = WORDS[lang];

    it('shows each question’s answer rate beside its label, too few answers as such, and a contradicted label with a warning', async () => {
      fakeApi.on(`GET ${paths.adminGame.replace(':id', GAME_ID)}`, answer(200, { status: true, data: GAME }));
      fakeApi.on(
        `GET ${paths.adminGameQuestionStats.replace(':id', GAME_ID)}`,
        answer(200, { status: true, data: STATS }),
      );
      await renderApp({ path: `/admin/content/games/${GAME_ID}`, language: lang, signedInAs: ADMIN });

      const rows = await screen.findAllByRole('listitem', { name: /Question|السؤال/ });
      const [contradicted, tooFew, holds] = rows.slice(-3);
      expect(await within(contradicted!).findByText(w.rate)).toBeTruthy();
      expect(within(contradicted!).getByText(w.label)).toBeTruthy();
      const warning = within(contradicted!).getByTestId('label-contradicted');
      expect(warning.textContent).toBe(w.suggests);
      // Not colour alone: an icon goes with the words.
      expect(warning.querySelector('svg')).not.toBeNull();

      expect(within(tooFew!).getByTestId('answer-stats').textContent).toBe(w.tooFew);
      expect(within(tooFew!).queryByTestId('label-contradicted')).toBeNull();
      expect(within(holds!).getByTestId('answer-stats').textContent).toBe(w.holds);
      expect(within(holds!).queryByTestId('label-contradicted')).toBeNull();
      expect(screen.getAllByTestId('label-contradicted')).toHaveLength(1);
    });
  });

  it('shows the questions without rates when the statistics cannot be read', async () => {
    fakeApi.on(`GET ${paths.adminGame.replace(':id', GAME_ID)}`, answer(200, { status: true, data: GAME }));
    fakeApi.on(
      `GET ${paths.adminGameQuestionStats.replace(':id', GAME_ID)}`,
      answer(500, { status: false, code: 'INTERNAL', message: 'Something went wrong' }),
    );
    await renderApp({ path: `/admin/content/games/${GAME_ID}`, language: 'en', signedInAs: ADMIN });
    expect(await screen.findByText('Difficulty: Hard')).toBeTruthy();
    expect(screen.queryByTestId('answer-stats')).toBeNull();
  });
});
