import { DirectionProvider, MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerResult, Attempt, AttemptResult } from '@awarequest/contracts';
import arGames from '../../../locales/ar/games.json';
import enGames from '../../../locales/en/games.json';
import { addNumberFormat } from '../../../lib/i18n';

vi.mock('../../../lib/i18n', async (actual) => ({
  ...(await actual<typeof import('../../../lib/i18n')>()),
  currentLanguage: () => (document.documentElement.lang === 'ar' ? 'ar' : 'en'),
}));
const { QuizResults } = await import('./quiz-results');

const both = (en: string, ar: string) => ({ en, ar });
const base = { difficulty: 'easy' as const, image: null, image_alt: null, slider: null };
const choices = (...keys: string[]) =>
  keys.map((key) => ({ key, text: both(`Choice ${key}`, `خيار ${key}`) }));

const QUESTIONS = [
  {
    ...base,
    id: 'single',
    kind: 'single',
    text: both('Which link is safe?', 'أي رابط آمن؟'),
    choices: choices('a', 'b'),
  },
  {
    ...base,
    id: 'multiple',
    kind: 'multiple',
    text: both('Which are signs?', 'ما العلامات؟'),
    choices: choices('a', 'b', 'c'),
  },
  {
    ...base,
    id: 'tf',
    kind: 'true_false',
    text: both('MFA helps?', 'هل يساعد التحقق؟'),
    choices: choices('t', 'f'),
  },
  { ...base, id: 'typed', kind: 'type_answer', text: both('Name the trick?', 'ما اسم الخدعة؟'), choices: [] },
  {
    ...base,
    id: 'slider',
    kind: 'slider',
    text: both('How many?', 'كم؟'),
    choices: [],
    slider: { min: 0, max: 100, step: 5, unit: both('%', '٪') },
  },
  {
    ...base,
    id: 'order',
    kind: 'ordering',
    text: both('In order?', 'بالترتيب؟'),
    choices: choices('c', 'a', 'b'),
  },
  { ...base, id: 'poll', kind: 'poll', text: both('Your view?', 'رأيك؟'), choices: choices('x', 'y') },
  { ...base, id: 'skipped', kind: 'single', text: both('Left out?', 'متروك؟'), choices: choices('a', 'b') },
];

function answer(id: string, fields: Partial<AnswerResult>): AnswerResult {
  return {
    question_id: id,
    choice_keys: [],
    text_answer: null,
    number_answer: null,
    correct_choice_keys: [],
    accepted_answers: null,
    slider_solution: null,
    is_correct: true,
    credit: 1,
    is_scored: true,
    explanation: both(`Because ${id}`, `لأن ${id}`),
    is_sealed: false,
    answered_at: new Date().toISOString(),
    ...fields,
  };
}

const ANSWERS = [
  answer('single', { choice_keys: ['b'], correct_choice_keys: ['a'], is_correct: false, credit: 0 }),
  answer('multiple', { choice_keys: ['a'], correct_choice_keys: ['a', 'c'], is_correct: false, credit: 0.5 }),
  answer('tf', { choice_keys: ['t'], correct_choice_keys: ['t'] }),
  answer('typed', { text_answer: 'Phishing', accepted_answers: ['phishing', 'تصيد'] }),
  answer('slider', {
    number_answer: 55,
    is_correct: false,
    credit: 0.5,
    slider_solution: { answer: 40, tolerance: 5, limit: 35, unit: both('%', '٪') },
  }),
  answer('order', {
    choice_keys: ['a', 'c', 'b'],
    correct_choice_keys: ['a', 'b', 'c'],
    is_correct: false,
    credit: 0.3,
  }),
  answer('poll', {
    choice_keys: ['y'],
    correct_choice_keys: [],
    is_correct: null,
    credit: null,
    is_scored: false,
  }),
];

function resultOf(passed: boolean): AttemptResult {
  return {
    score: passed ? 100 : 40,
    correct: 2,
    wrong: 5,
    unanswered: 1,
    accuracy: 30,
    passed,
    pass_score: 70,
    ending: 'finished',
    finished_at: new Date().toISOString(),
    attempts_used: 1,
    attempts_left: 2,
  };
}

async function renderResults(language: 'en' | 'ar', passed: boolean) {
  document.documentElement.lang = language;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { games: enGames }, ar: { games: arGames } },
    interpolation: { escapeValue: false },
  });
  addNumberFormat(i18n);
  const result = resultOf(passed);
  const attempt = {
    id: 'attempt-1',
    game: { id: 'g1', name: both('Game', 'لعبة'), category_ids: ['cat-1'] },
    category_id: 'cat-1',
    status: 'finished',
    started_at: new Date().toISOString(),
    expires_at: new Date().toISOString(),
    server_now: new Date().toISOString(),
    questions: QUESTIONS,
    answers: ANSWERS,
    result,
    launch_token: null,
  } as unknown as Attempt;
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <DirectionProvider initialDirection={language === 'ar' ? 'rtl' : 'ltr'}>
          <MantineProvider>
            <QuizResults attempt={attempt} result={result} />
          </MantineProvider>
        </DirectionProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const reviewOf = (id: string) => {
  const item = document.querySelector<HTMLElement>(`[data-review="${id}"]`);
  if (!item) throw new Error(`no review of ${id}`);
  return item;
};

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

describe('the results page', () => {
  it('after a pass, the next game is the main button and "Try again" the secondary one', async () => {
    await renderResults('en', true);
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe(enGames.results.nextGame);
    expect(links[0]?.getAttribute('href')).toBe('/categories/cat-1');
    const tryAgain = screen.getByRole('link', { name: enGames.results.tryAgain });
    expect(links.indexOf(tryAgain)).toBeGreaterThan(0);
    expect(tryAgain.getAttribute('data-variant')).toBe('default');
    expect(links[0]?.getAttribute('data-variant')).toBe('filled');
  });

  it('after a fail, "Try again" stays the main button and no next game is offered', async () => {
    await renderResults('en', false);
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe(enGames.results.tryAgain);
    expect(links[0]?.getAttribute('data-variant')).toBe('filled');
    expect(screen.queryByRole('link', { name: enGames.results.nextGame })).toBeNull();
  });

  it.each([
    ['en', enGames],
    ['ar', arGames],
  ] as const)(
    'reviews each answer of every kind: yours, the right one, the explanation (%s)',
    async (language, games) => {
      await renderResults(language, false);
      const section = screen.getByRole('region', { name: games.review.title });
      expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(QUESTIONS.length);
      const choice = (key: string) => (language === 'ar' ? `خيار ${key}` : `Choice ${key}`);
      const separator = games.quiz.listSeparator;

      const single = reviewOf('single');
      expect(single.getAttribute('data-verdict')).toBe('wrong');
      expect(
        within(single).getByText(language === 'ar' ? 'أي رابط آمن؟' : 'Which link is safe?'),
      ).toBeTruthy();
      expect(within(single).getByTestId('review-given').textContent).toBe(
        `${games.review.yourAnswer}: ${choice('b')}`,
      );
      expect(within(single).getByTestId('review-right').textContent).toBe(
        `${games.review.rightAnswer}: ${choice('a')}`,
      );
      expect(single.textContent).toContain(language === 'ar' ? 'لأن single' : 'Because single');
      expect(within(single).getByText(games.review.verdict.wrong)).toBeTruthy();

      const multiple = reviewOf('multiple');
      expect(multiple.getAttribute('data-verdict')).toBe('partlyRight');
      expect(within(multiple).getByTestId('review-right').textContent).toContain(
        `${choice('a')}${separator}${choice('c')}`,
      );
      expect(reviewOf('tf').getAttribute('data-verdict')).toBe('correct');

      const typed = reviewOf('typed');
      expect(within(typed).getByTestId('given-text').textContent).toContain('Phishing');
      expect(within(typed).getByTestId('accepted-answers').textContent).toContain('تصيد');

      const slider = reviewOf('slider');
      expect(within(slider).getByTestId('given-value').textContent).toContain(
        language === 'ar' ? '٥٥' : '55',
      );
      expect(within(slider).getByTestId('slider-answer').textContent).toContain(
        language === 'ar' ? '٤٠' : '40',
      );

      const order = reviewOf('order');
      expect(within(order).getByTestId('review-given').textContent).toBe(
        `${games.review.yourOrder}: ${[choice('a'), choice('c'), choice('b')].join(separator)}`,
      );
      expect(within(order).getByTestId('right-order').textContent).toContain(choice('a'));

      const poll = reviewOf('poll');
      expect(poll.getAttribute('data-verdict')).toBe('poll');
      expect(within(poll).getByTestId('review-given').textContent).toContain(choice('y'));
      expect(within(poll).queryByTestId('review-right')).toBeNull();
      expect(poll.textContent).toContain(games.review.noRightAnswer);

      const skipped = reviewOf('skipped');
      expect(skipped.getAttribute('data-verdict')).toBe('notAnswered');
      expect(skipped.textContent).toContain(games.review.notAnswered);
      expect(within(skipped).queryByTestId('review-right')).toBeNull();
    },
  );
});
