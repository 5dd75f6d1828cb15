import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_MIN_ANSWERS, paths, type GameQuestionStats, type User } from '@awarequest/contracts';
import arAuthoring from '../../../locales/ar/authoring.json';
import enAuthoring from '../../../locales/en/authoring.json';
import { useAppHarness } from '../../../test/app-harness';
import { installDocumentFonts } from '../../../test/document-fonts';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';
import { adminGame, adminQuestion } from '../admin-content.fixtures';

const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const GAME_ID = '7d0f5b1e-4a8c-4d2e-9f6a-1b2c3d4e5f60';
const id = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;
const both = (en: string, ar: string) => ({ en, ar });

const QUESTIONS = [
  adminQuestion(id(1), {
    key: 'poll',
    kind: 'poll',
    text: both('Which do you use?', 'أيها تستخدم؟'),
    choices: [
      { key: 'a', text: both('A password manager', 'مدير كلمات المرور') },
      { key: 'b', text: both('A notebook', 'دفتر') },
    ],
    correct: [],
    order: 0,
  }),
  adminQuestion(id(2), {
    key: 'slider',
    kind: 'slider',
    text: both('What share clicks?', 'ما نسبة من ينقرون؟'),
    choices: [],
    correct: [],
    slider: { min: 0, max: 100, step: 1, answer: 30, tolerance: 5, limit: 30, unit: both('%', '٪') },
    order: 1,
  }),
  adminQuestion(id(3), {
    key: 'typed',
    kind: 'type_answer',
    text: both('Name the trick', 'ما اسم الخدعة'),
    choices: [],
    correct: [],
    accepted_answers: ['phishing'],
    order: 2,
  }),
  adminQuestion(id(4), {
    key: 'order',
    kind: 'ordering',
    text: both('Put in order', 'رتّب'),
    choices: [
      { key: 'a', text: both('Stop', 'توقف') },
      { key: 'b', text: both('Report', 'أبلغ') },
      { key: 'c', text: both('Delete', 'احذف') },
    ],
    correct: ['a', 'b', 'c'],
    order: 3,
  }),
  adminQuestion(id(5), { key: 'single', order: 4 }),
];

const base = {
  self_paced: 40,
  live: 0,
  correct_rate: null,
  observed_difficulty: null,
  label_contradicted: false,
  choice_counts: null,
  estimate: null,
  typed_answers: null,
  full_order_rate: null,
  in_place_counts: null,
};
const STATS: GameQuestionStats = {
  min_answers: DIFFICULTY_MIN_ANSWERS,
  questions: [
    {
      ...base,
      question_id: id(1),
      answers: 40,
      kind: 'poll',
      choice_counts: [
        { key: 'a', count: 30 },
        { key: 'b', count: 10 },
      ],
    },
    {
      ...base,
      question_id: id(2),
      answers: 40,
      kind: 'slider',
      correct_rate: 40,
      estimate: { average: 42.25, median: 35 },
    },
    {
      ...base,
      question_id: id(3),
      answers: 40,
      kind: 'type_answer',
      correct_rate: 50,
      typed_answers: [
        { text: 'phishing', count: 20 },
        { text: 'spam', count: 12 },
      ],
    },
    {
      ...base,
      question_id: id(4),
      answers: 40,
      kind: 'ordering',
      correct_rate: 25,
      full_order_rate: 25,
      // In the right order: Stop, Report, Delete.
      in_place_counts: [
        { key: 'a', count: 30 },
        { key: 'b', count: 12 },
        { key: 'c', count: 20 },
      ],
    },
    {
      ...base,
      question_id: id(5),
      answers: 0,
      kind: 'single',
      choice_counts: [
        { key: 'a', count: 0 },
        { key: 'b', count: 0 },
      ],
    },
  ],
};

const GAME = adminGame({
  id: GAME_ID,
  category_ids: ['11111111-1111-4111-8111-111111111111'],
  questions: QUESTIONS,
});

const WORDS = {
  en: {
    poll: ['A password manager', '30 · 75%'],
    average: 'Average estimate: 42.3 %',
    median: 'Median estimate: 35 %',
    typed: ['phishing', '20 · 50%'],
    order: '25% of answers',
    inPlace: [
      ['1. Stop', '30 · 75%'],
      ['2. Report', '12 · 30%'],
      ['3. Delete', '20 · 50%'],
    ],
    pollAnswers: '40 answers · a poll has no right answer',
  },
  ar: {
    poll: ['مدير كلمات المرور', '٣٠ (٧٥٪)'],
    average: 'متوسط التقديرات: ٤٢٫٣ ٪',
    median: 'وسيط التقديرات: ٣٥ ٪',
    typed: ['phishing', '٢٠ (٥٠٪)'],
    order: '٢٥٪ من الإجابات',
    inPlace: [
      ['١. توقف', '٣٠ (٧٥٪)'],
      ['٢. أبلغ', '١٢ (٣٠٪)'],
      ['٣. احذف', '٢٠ (٥٠٪)'],
    ],
    pollAnswers: '٤٠ إجابة · لا إجابة صحيحة في الاستطلاع',
  },
} as const;

describe("the game editor's statistics per question kind", { timeout: 60_000 }, () => {
  const fakeApi = useAppHarness();
  installDocumentFonts();

  it.each(['en', 'ar'] as const)(
    'draws a poll’s distribution, a slider’s average and median, the top typed answers, the full-order rate and each item in place (%s)',
    async (lang) => {
      const w = WORDS[lang];
      const words = (lang === 'ar' ? arAuthoring : enAuthoring).question.stats;
      fakeApi.on(`GET ${paths.adminGame.replace(':id', GAME_ID)}`, answer(200, { status: true, data: GAME }));
      fakeApi.on(
        `GET ${paths.adminGameQuestionStats.replace(':id', GAME_ID)}`,
        answer(200, { status: true, data: STATS }),
      );
      await renderApp({ path: `/admin/content/games/${GAME_ID}`, language: lang, signedInAs: ADMIN });

      // The editor's first render is slow on a busy machine.
      const panels = await screen.findAllByTestId('kind-stats', {}, { timeout: 30_000 });
      // The question without answers has nothing to draw.
      expect(panels).toHaveLength(4);
      const [poll, slider, typed, order] = panels;
      const user = userEvent.setup();
      await user.click(within(poll!).getByText(words.details));
      expect(poll!.hasAttribute('open')).toBe(true);

      const pollRows = within(poll!).getAllByTestId('choice-count');
      expect(pollRows).toHaveLength(2);
      expect(pollRows[0]!.textContent).toContain(w.poll[0]);
      expect(pollRows[0]!.textContent).toContain(w.poll[1]);
      // A poll marks no choice right.
      expect(pollRows.map((row) => row.getAttribute('data-correct'))).toEqual(['false', 'false']);
      expect(within(poll!).getByRole('list', { name: words.pollTitle })).toBeTruthy();

      const estimates = within(slider!).getByTestId('estimate-stats').textContent;
      expect(estimates).toContain(w.average);
      expect(estimates).toContain(w.median);

      const typedRows = within(typed!).getAllByTestId('typed-count');
      expect(typedRows[0]!.textContent).toContain(w.typed[0]);
      expect(typedRows[0]!.textContent).toContain(w.typed[1]);
      expect(typedRows.map((row) => row.getAttribute('data-accepted'))).toEqual(['true', 'false']);
      expect(within(typed!).getByRole('list', { name: words.typedTitle })).toBeTruthy();

      expect(within(order!).getByTestId('full-order').textContent).toContain(w.order);
      // Each item, in the right order, with how many answers put it in its right place.
      const inPlaceRows = within(order!).getAllByTestId('in-place-count');
      expect(inPlaceRows.map((row) => row.textContent)).toEqual(
        w.inPlace.map(([item, count]) => `${item}${count}`),
      );
      expect(within(order!).getByRole('list', { name: words.inPlaceTitle })).toBeTruthy();
      // A poll has no right answer: its count of answers, never "not enough answers".
      expect(within(poll!.parentElement!).getByTestId('answer-stats').textContent).toBe(w.pollAnswers);
    },
  );
});
