import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerBody, AnswerResult, Attempt } from '@awarequest/contracts';
import arAnswers from '../../../locales/ar/answers.json';
import arGames from '../../../locales/ar/games.json';
import enAnswers from '../../../locales/en/answers.json';
import enGames from '../../../locales/en/games.json';
import { addNumberFormat } from '../../../lib/i18n';

const api = vi.hoisted(() => ({ answer: vi.fn(), finish: vi.fn() }));
vi.mock('../../../lib/api-client', () => ({
  api: {
    get: async () => ({ data: { status: true, data: ATTEMPT } }),
    post: async (path: string, body?: AnswerBody) => {
      const data: unknown = await (path.endsWith('/finish') ? api.finish() : api.answer(body));
      return { data: { status: true, data } };
    },
  },
}));
vi.mock('../../../lib/i18n', async (actual) => ({
  ...(await actual<typeof import('../../../lib/i18n')>()),
  currentLanguage: () => (document.documentElement.lang === 'ar' ? 'ar' : 'en'),
}));
const { useAttempt } = await import('../api/get-attempt');
const { QuestionFlow } = await import('./question-flow');

const both = (en: string, ar: string) => ({ en, ar });
const base = { difficulty: 'easy' as const, image: null, image_alt: null, slider: null };
const ATTEMPT = {
  id: 'attempt-1',
  game: { id: 'g1', name: both('Game', 'لعبة') },
  category_id: null,
  status: 'in_progress',
  started_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  server_now: new Date().toISOString(),
  questions: [
    {
      ...base,
      id: 'typed',
      kind: 'type_answer',
      text: both('Name the trick?', 'ما اسم الخدعة؟'),
      choices: [],
    },
    {
      ...base,
      id: 'slider',
      kind: 'slider',
      text: both('How many?', 'كم؟'),
      choices: [],
      slider: { min: 0, max: 100, step: 5, unit: both('%', '٪') },
      image_alt: null,
    },
    {
      ...base,
      id: 'order',
      kind: 'ordering',
      text: both('In order?', 'بالترتيب؟'),
      choices: ['c', 'a', 'b'].map((key) => ({ key, text: both(`Item ${key}`, `عنصر ${key}`) })),
    },
    {
      ...base,
      id: 'poll',
      kind: 'poll',
      text: both('Your view?', 'رأيك؟'),
      choices: ['a', 'b'].map((key) => ({ key, text: both(`View ${key}`, `رأي ${key}`) })),
    },
  ],
  answers: [],
  result: null,
  launch_token: null,
} as unknown as Attempt;

/** The server's verdicts, graded as the contracts grade them, with the kinds' solutions. */
function verdict(body: AnswerBody): AnswerResult {
  const common = {
    question_id: body.question_id,
    choice_keys: body.choice_keys ?? [],
    explanation: both(`Why ${body.question_id}`, `لماذا ${body.question_id}`),
    is_sealed: false,
    answered_at: new Date().toISOString(),
    text_answer: null,
    number_answer: null,
    accepted_answers: null,
    slider_solution: null,
    is_scored: true,
  };
  switch (body.question_id) {
    case 'typed':
      return {
        ...common,
        correct_choice_keys: [],
        is_correct: true,
        credit: 1,
        text_answer: body.text ?? null,
        accepted_answers: ['phishing', 'تصيد'],
      };
    case 'slider':
      return {
        ...common,
        correct_choice_keys: [],
        is_correct: false,
        credit: 0.5,
        number_answer: body.value ?? null,
        slider_solution: { answer: 40, tolerance: 5, limit: 35, unit: both('%', '٪') },
      };
    case 'order':
      return { ...common, correct_choice_keys: ['a', 'b', 'c'], is_correct: true, credit: 1 };
    default:
      return { ...common, correct_choice_keys: [], is_correct: null, credit: null, is_scored: false };
  }
}

function Harness() {
  const attempt = useAttempt('attempt-1');
  return attempt.data ? <QuestionFlow attempt={attempt.data} onStale={() => undefined} /> : null;
}

async function renderIn(language: 'en' | 'ar') {
  document.documentElement.lang = language;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: {
      en: { games: enGames, answers: enAnswers },
      ar: { games: arGames, answers: arAnswers },
    },
    interpolation: { escapeValue: false },
  });
  addNumberFormat(i18n);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DirectionProvider initialDirection={language === 'ar' ? 'rtl' : 'ltr'}>
          <MantineProvider>
            <Harness />
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
  vi.clearAllMocks();
});

describe('the self-paced quiz plays every new kind', () => {
  it.each(['en', 'ar'] as const)(
    'sends a text, a value and an order, and shows each solution (%s)',
    async (language) => {
      api.answer.mockImplementation(async (body: AnswerBody) => verdict(body));
      const user = await renderIn(language);
      const games = language === 'ar' ? arGames : enGames;
      const words = language === 'ar' ? arAnswers : enAnswers;
      const submit = () => screen.getByRole('button', { name: games.quiz.submit });
      const next = async () => {
        await user.click(screen.getByRole('button', { name: games.quiz.next }));
      };

      // Type answer: sent as typed, then the accepted answers.
      await user.type(await screen.findByLabelText(words.typeAnswer.label), 'Phishing ١');
      await user.click(submit());
      await waitFor(() => {
        expect(api.answer).toHaveBeenCalledTimes(1);
      });
      expect(api.answer).toHaveBeenLastCalledWith({ question_id: 'typed', text: 'Phishing ١' });
      expect((await screen.findByTestId('accepted-answers')).textContent).toContain('phishing');
      expect(screen.getByTestId('given-text').textContent).toContain('Phishing ١');
      await next();

      // Slider: the typed estimate, then the answer and the closeness, "partly right".
      const field = await screen.findByRole('textbox');
      fireEvent.change(field, { target: { value: language === 'ar' ? '٥٧' : '57' } });
      fireEvent.blur(field);
      await user.click(submit());
      await waitFor(() => {
        expect(api.answer).toHaveBeenLastCalledWith({ question_id: 'slider', value: 55 });
      });
      const right = await screen.findByTestId('slider-answer');
      expect(right.textContent).toContain(language === 'ar' ? '٤٠' : '40');
      expect(screen.getByTestId('closeness').textContent).toContain(language === 'ar' ? '٦٧' : '67');
      expect(screen.getByText(games.quiz.partlyRight)).toBeTruthy();
      await next();

      // Ordering: moved into place with the buttons, then the right order.
      const list = await screen.findByRole('list');
      const item = (key: string) => (language === 'ar' ? `عنصر ${key}` : `Item ${key}`);
      const up = (key: string) => words.ordering.moveUp.replace('{{item}}', item(key));
      await user.click(within(list).getByRole('button', { name: up('a') }));
      await user.click(within(list).getByRole('button', { name: up('b') }));
      await user.click(submit());
      await waitFor(() => {
        expect(api.answer).toHaveBeenLastCalledWith({ question_id: 'order', choice_keys: ['a', 'b', 'c'] });
      });
      expect((await screen.findByTestId('right-order')).textContent).toContain(item('a'));
      await next();

      // Poll: one choice, thanks and no verdict.
      await user.click(await screen.findByRole('radio', { name: language === 'ar' ? 'رأي b' : 'View b' }));
      await user.click(submit());
      await waitFor(() => {
        expect(api.answer).toHaveBeenLastCalledWith({ question_id: 'poll', choice_keys: ['b'] });
      });
      expect(await screen.findByText(games.quiz.pollThanks)).toBeTruthy();
      expect(screen.getByText(games.quiz.pollRecorded)).toBeTruthy();
      expect(screen.queryByText(games.quiz.wrong)).toBeNull();
    },
  );
});
