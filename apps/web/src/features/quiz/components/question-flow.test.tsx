import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerBody, AnswerResult, Attempt } from '@awarequest/contracts';
import arGames from '../../../locales/ar/games.json';
import enGames from '../../../locales/en/games.json';
import { addNumberFormat } from '../../../lib/i18n';
import { waitUntil } from '../../../test/wait-until';

const api = vi.hoisted(() => ({ answer: vi.fn(), finish: vi.fn() }));
// The HTTP client answers from these fakes: the attempt, then each answer by its body.
vi.mock('../../../lib/api-client', () => ({
  api: {
    get: async () => ({ data: { status: true, data: ATTEMPT } }),
    post: async (path: string, body?: AnswerBody) => {
      const data: unknown = await (path.endsWith('/finish') ? api.finish() : api.answer(body));
      return { data: { status: true, data } };
    },
  },
}));
const { useAttempt } = await import('../api/get-attempt');
const { QuestionFlow } = await import('./question-flow');

const both = (text: string) => ({ en: text, ar: `${text} (ar)` });
const question = (id: string) => ({
  id,
  kind: 'single' as const,
  difficulty: 'easy' as const,
  text: both(`Question ${id}?`),
  choices: ['a', 'b'].map((key) => ({ key, text: both(`Choice ${key}`) })),
  image: null,
});
const ATTEMPT = {
  id: 'attempt-1',
  game: { id: 'g1', name: both('Game') },
  category_id: null,
  status: 'in_progress',
  started_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  server_now: new Date().toISOString(),
  questions: [question('q1'), question('q2')],
  answers: [],
  result: null,
  launch_token: null,
} as unknown as Attempt;

const verdict = (body: AnswerBody): AnswerResult => ({
  question_id: body.question_id,
  choice_keys: body.choice_keys ?? [],
  text_answer: null,
  number_answer: null,
  correct_choice_keys: ['a'],
  accepted_answers: null,
  slider_solution: null,
  is_correct: body.choice_keys?.[0] === 'a',
  credit: body.choice_keys?.[0] === 'a' ? 1 : 0,
  is_scored: true,
  explanation: both(`Why ${body.question_id}`),
  is_sealed: false,
  answered_at: new Date().toISOString(),
});
const sealedError = () =>
  new AxiosError('sealed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 422,
    data: { status: false, code: 'QUESTION_SEALED', message: 'sealed' },
    headers: {},
    statusText: '',
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);

function Harness() {
  const attempt = useAttempt('attempt-1');
  return attempt.data ? <QuestionFlow attempt={attempt.data} onStale={() => undefined} /> : null;
}

let root: Root | null = null;
let host: HTMLElement;

async function render(language: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { games: enGames }, ar: { games: arGames } },
    interpolation: { escapeValue: false },
  });
  addNumberFormat(i18n);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root?.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <DirectionProvider initialDirection={language === 'ar' ? 'rtl' : 'ltr'}>
            <MantineProvider>
              <Harness />
            </MantineProvider>
          </DirectionProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
}

const heading = () => host.querySelector('h2')?.textContent ?? '';
const radio = (key: string) => host.querySelector<HTMLInputElement>(`input[value="${key}"]`);
const button = (label: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === label);
async function choose(key: string) {
  await act(async () => {
    radio(key)?.click();
  });
}
async function click(label: string) {
  await act(async () => {
    button(label)?.click();
  });
}

afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  vi.clearAllMocks();
});

describe('the quiz screen and a question a live game is playing', () => {
  it('says so in place, keeps the choice, lets the player answer the others first, then takes the answer', async () => {
    let isSealed = true;
    api.answer.mockImplementation(async (body: AnswerBody) => {
      if (body.question_id === 'q1' && isSealed) throw sealedError();
      return verdict(body);
    });
    await render('en');
    await waitUntil(() => heading() === 'Question q1?');
    await choose('b');
    await click(enGames.quiz.submit);

    await waitUntil(() => host.querySelector('[data-sealed]') !== null);
    expect(host.textContent).toContain(enGames.quiz.sealedTitle);
    expect(host.textContent).toContain(enGames.quiz.sealedText);
    expect(host.querySelector('[data-verdict]')).toBeNull();
    expect(radio('b')?.checked).toBe(true);

    await click(enGames.quiz.sealedLater);
    await waitUntil(() => heading() === 'Question q2?');
    await choose('a');
    await click(enGames.quiz.submit);
    await waitUntil(() => host.querySelector('[data-verdict="correct"]') !== null);
    await click(enGames.quiz.next);

    // Back to the sealed question, with the choice made before; the live question has closed.
    await waitUntil(() => heading() === 'Question q1?');
    expect(radio('b')?.checked).toBe(true);
    expect(host.querySelector('[data-sealed]')).toBeNull();
    isSealed = false;
    await click(enGames.quiz.submit);
    await waitUntil(() => host.querySelector('[data-verdict="wrong"]') !== null);
    expect(api.answer).toHaveBeenLastCalledWith({ question_id: 'q1', choice_keys: ['b'] });
  });

  it('tells it in Arabic, and offers no way around when no other question is left', async () => {
    api.answer.mockImplementation(async (body: AnswerBody) => {
      if (body.question_id === 'q1') throw sealedError();
      return verdict(body);
    });
    await render('ar');
    await waitUntil(() => heading().startsWith('Question q1?'));
    await choose('a');
    await click(arGames.quiz.submit);
    await waitUntil(() => host.querySelector('[data-sealed]') !== null);
    expect(host.textContent).toContain(arGames.quiz.sealedText);
    await click(arGames.quiz.sealedLater);
    await waitUntil(() => heading().startsWith('Question q2?'));
    await choose('a');
    await click(arGames.quiz.submit);
    await waitUntil(() => host.querySelector('[data-verdict="correct"]') !== null);
    await click(arGames.quiz.next);

    await waitUntil(() => heading().startsWith('Question q1?'));
    await click(arGames.quiz.submit);
    await waitUntil(() => host.querySelector('[data-sealed]') !== null);
    expect(button(arGames.quiz.sealedLater)).toBeUndefined();
    expect(api.finish).not.toHaveBeenCalled();
  });
});
